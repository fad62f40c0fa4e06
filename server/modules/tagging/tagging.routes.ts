import { Router } from "express";
import { bulkAnalysisInputSchema as bulkBody, idParamsSchema as idParams } from "../../../shared/schemas";
import type { Config } from "../../config";
import { requireAdmin } from "../../middleware/require-admin";
import { validate, validated } from "../../middleware/validate";
import type { TaggingService } from "./tagging.service";


export function taggingRoutes(config: Config, tagging: TaggingService): Router {
  const router = Router();
  router.use(requireAdmin(config));

  router.post("/analyze/:id", validate({ params: idParams }), async (_req, res) => {
    const { params } = validated<{ params: typeof idParams }>(res);
    res.json(await tagging.analyse(params.id));
  });

  router.post("/bulk-analyze", validate({ body: bulkBody }), async (_req, res) => {
    const { body } = validated<{ body: typeof bulkBody }>(res);
    res.json({ results: await tagging.bulk(body) });
  });

  return router;
}
