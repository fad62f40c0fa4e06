import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join } from "node:path";
import { pathToFileURL } from "node:url";
import express, { type Express, type RequestHandler } from "express";
import { contentType } from "mime-types";
import type { ViteDevServer } from "vite";
import type { ServerEntry } from "../../shared/ssr";
import { encodingNegotiation } from "./cache/encoding-negotiation";

/** Where the SPA comes from: the built files, or Vite in middleware mode during development. */
export interface ClientAssets {
  /**
   * The hashed build files, mounted ahead of the request log and the page security headers: a
   * script needs none of a document's headers (CSP, framing, referrer), and a page's first load
   * fetches several, so each kept header is paid for several times. They keep nosniff and CORP;
   * a name that holds its content's hash never changes, so no ETag or Last-Modified either.
   */
  installHashedAssets(app: Express): void;
  /**
   * The same precompressed copies, answered in the server's own listener before Express (see
   * server/http/fast-path.ts); false when this request is not one (express.static then serves it).
   */
  answerHashedAsset(req: IncomingMessage, res: ServerResponse): boolean;
  install(app: Express): void;
  /** The HTML shell for a page route, ready for head injection. */
  shell(url: string): Promise<string | null>;
  /** The client's server build, which renders a public page to HTML; null when there is none. */
  renderer(): Promise<ServerEntry | null>;
}

export const HEAD_MARKER = "<!--app-head-->";
/** Inside <div id="root">: the server-rendered page goes here. */
export const APP_HTML_MARKER = "<!--app-html-->";
/** After the root: the script holding the data the page was rendered from. */
export const APP_STATE_MARKER = "<!--app-state-->";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

const assetHeaders = (res: { setHeader(name: string, value: string): unknown }) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
};

const ASSETS_PREFIX = "/assets/";
const negotiateEncoding = encodingNegotiation(["br", "gzip"]);

/**
 * The build writes Brotli and gzip copies of each hashed asset (client/build/precompress.ts).
 * A browser that accepts one gets it as it is, with the original's type; everyone else gets the
 * plain file from express.static below. Answers on node's own objects, given the file's name, so
 * Express's stack and the fast path ahead of it serve the same bytes and headers.
 */
function precompressedAssets(assetsDir: string): (req: IncomingMessage, res: ServerResponse, name: string) => boolean {
  const files = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  // Read once and kept: the copies are small, never change, and res.sendFile would add an ETag
  // (Express forces its app-wide setting on it) that a hashed name makes useless.
  const read = new Map<string, { bytes: Buffer; type: string }>();
  const copyOf = (copy: string, name: string) => {
    let kept = read.get(copy);
    // The type as Express's res.type(extname(name)) sets it.
    if (!kept)
      read.set(
        copy,
        (kept = {
          bytes: readFileSync(join(assetsDir, copy)),
          type: contentType(contentType(extname(name)) || "application/octet-stream") || "application/octet-stream",
        }),
      );
    return kept;
  };
  return (req, res, name) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const acceptEncoding = req.headers["accept-encoding"];
    if (name.includes("/") || !acceptEncoding) return false;
    const encoding = negotiateEncoding(acceptEncoding);
    const copy = encoding === "br" ? `${name}.br` : encoding === "gzip" ? `${name}.gz` : null;
    if (!copy || !files.has(copy)) return false;
    const { bytes, type } = copyOf(copy, name);
    assetHeaders(res);
    res.setHeader("Content-Encoding", encoding as string);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", `public, max-age=${ONE_YEAR_S}, immutable`);
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Length", bytes.length);
    res.end(req.method === "HEAD" ? undefined : bytes);
    return true;
  };
}

/**
 * Serves dist/client: hashed assets cached for a year, everything else revalidated. The renderer
 * is the SSR build `vite build` writes beside it (dist/ssr).
 */
export function builtClientAssets(distDir: string, ssrEntryPath: string = join(distDir, "..", "ssr", "entry-server.js")): ClientAssets {
  const indexPath = join(distDir, "index.html");
  let template: string | null = null;
  let entry: Promise<ServerEntry | null> | null = null;
  const precompressed = precompressedAssets(join(distDir, "assets"));
  return {
    installHashedAssets(app) {
      app.use("/assets", (req, res, next) => {
        if (!precompressed(req, res, req.path.slice(1))) next();
      });
      app.use(
        "/assets",
        express.static(join(distDir, "assets"), {
          immutable: true,
          maxAge: "1y",
          index: false,
          fallthrough: false,
          lastModified: false,
          acceptRanges: false,
          etag: false,
          setHeaders: assetHeaders,
        }),
      );
    },
    answerHashedAsset(req, res) {
      const url = req.url as string;
      if (!url.startsWith(ASSETS_PREFIX)) return false;
      const queryAt = url.indexOf("?");
      return precompressed(req, res, url.slice(ASSETS_PREFIX.length, queryAt === -1 ? undefined : queryAt));
    },
    install(app) {
      app.use(express.static(distDir, { index: false, maxAge: "1h" }));
    },
    async shell() {
      if (template === null && existsSync(indexPath)) template = readFileSync(indexPath, "utf8");
      return template;
    },
    renderer() {
      entry ??= existsSync(ssrEntryPath) ? (import(pathToFileURL(ssrEntryPath).href) as Promise<ServerEntry>) : Promise.resolve(null);
      return entry;
    },
  };
}

export function viteClientAssets(vite: ViteDevServer): ClientAssets {
  return {
    installHashedAssets() {},
    answerHashedAsset: () => false,
    install(app) {
      app.use(vite.middlewares as RequestHandler);
    },
    async shell(url) {
      const template = readFileSync(join(vite.config.root, "index.html"), "utf8");
      return vite.transformIndexHtml(url, template);
    },
    // Loaded through Vite on each request, so an edit shows on the next reload.
    async renderer() {
      return (await vite.ssrLoadModule("/src/entry-server.tsx")) as ServerEntry;
    },
  };
}

export const noClientAssets: ClientAssets = {
  installHashedAssets() {},
  answerHashedAsset: () => false,
  install() {},
  async shell() {
    return null;
  },
  async renderer() {
    return null;
  },
};
