import { Router } from "express";
import { ogPreviewQuerySchema as ogPreviewQuery } from "../../../shared/schemas";
import { validate, validated } from "../../middleware/validate";
import type { OgPreviewService } from "./og-preview.service";

/** The share tags of any page of this site, for the Open Graph testing centre's live preview. */
export function ogPreviewRoutes(service: OgPreviewService): Router {
  const router = Router();
  router.get("/og-preview", validate({ query: ogPreviewQuery }), async (_req, res) => {
    const { query } = validated<{ query: typeof ogPreviewQuery }>(res);
    res.json(await service.preview(query.path));
  });
  return router;
}
