import { Router } from "express";
import type { Config } from "../../config";
import { requireAdmin } from "../../middleware/require-admin";
import type { SeoOverviewService } from "./seo-overview.service";

/** The SEO dashboard's live figures: admin only, like the rest of /api/admin. */
export function seoAdminRoutes(config: Config, seo: SeoOverviewService): Router {
  const router = Router();
  router.use(requireAdmin(config));

  router.get("/seo-overview", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await seo.overview());
  });

  return router;
}
