import type { RequestHandler } from "express";
import { type ClientAssets, HEAD_MARKER } from "./client-assets";

const NOT_PAGES = /^\/(api|auth)(\/|$)/;

/**
 * Every page route answers with the SPA shell. A later issue fills HEAD_MARKER with the page's
 * own metadata so crawlers that never run JavaScript still read it.
 */
export function pageRoutes(assets: ClientAssets): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || NOT_PAGES.test(req.path)) return next();
    const shell = await assets.shell(req.originalUrl);
    if (shell === null) {
      res.status(503).type("text").send("The client is not built yet: run `npm run build`, or start with `npm start`.");
      return;
    }
    res.setHeader("Cache-Control", "no-store");
    res.status(200).type("html").send(shell.replace(HEAD_MARKER, ""));
  };
}
