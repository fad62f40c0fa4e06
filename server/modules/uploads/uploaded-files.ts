import { extname } from "node:path";
import { Router } from "express";
import type { DocumentStore } from "../../store/types";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Serves uploads from the store's files, so every process on one database serves every upload.
 * Each has a fresh id and never changes, so browsers may keep it for a year.
 */
export function uploadedFiles(store: Pick<DocumentStore, "files">) {
  const router = Router();
  router.get("/:name", async (req, res, next) => {
    try {
      const data = await store.files.read(req.params.name);
      if (!data) return next();
      res.type(extname(req.params.name));
      res.setHeader("Cache-Control", `public, max-age=${ONE_YEAR_S}, immutable`);
      res.send(data);
    } catch (error) {
      next(error);
    }
  });
  router.use((_req, res) => {
    res.status(404).json({ error: "Not found" });
  });
  return router;
}
