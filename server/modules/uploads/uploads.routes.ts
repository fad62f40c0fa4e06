import express, { Router } from "express";
import type { Config } from "../../config";
import { HttpError } from "../../lib/errors";
import { requireAdmin } from "../../middleware/require-admin";
import type { UploadsService } from "./uploads.service";

export const UPLOAD_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"];
const UPLOAD_LIMIT = "10mb";

export function uploadsRoutes(config: Config, uploads: UploadsService): Router {
  const router = Router();
  router.post(
    "/",
    requireAdmin(config),
    (req, _res, next) => {
      if (!UPLOAD_TYPES.includes((req.get("content-type") ?? "").split(";")[0].trim().toLowerCase())) {
        return next(new HttpError(415, `Send the image itself as the body, with Content-Type one of ${UPLOAD_TYPES.join(", ")}`));
      }
      next();
    },
    express.raw({ type: UPLOAD_TYPES, limit: UPLOAD_LIMIT }),
    async (req, res) => {
      res.status(201).json(await uploads.saveImage(req.body as Buffer));
    },
  );
  return router;
}

/** Uploaded files never change (each has a fresh id), so browsers may keep them for a year. */
export function uploadedFiles(uploadsDir: string) {
  return express.static(uploadsDir, { immutable: true, maxAge: "1y", index: false, fallthrough: false });
}
