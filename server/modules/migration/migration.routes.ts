import { Router } from "express";
import { connectDatabaseSchema as connectBody } from "../../../shared/schemas";
import type { Config } from "../../config";
import { requireAdmin } from "../../middleware/require-admin";
import { signedInUser } from "../auth/admin-access";
import { validate, validated } from "../../middleware/validate";
import type { MigrationService } from "./migration.service";

export function migrationRoutes(config: Config, migration: MigrationService): Router {
  const router = Router();
  router.use(requireAdmin(config));

  router.post("/connect-mongodb", validate({ body: connectBody }), async (_req, res) => {
    const { body } = validated<{ body: typeof connectBody }>(res);
    res.json(await migration.connectMongo(body.uri, body.dbName || undefined));
  });

  router.get("/unassigned-posts", async (_req, res) => {
    res.json({ unassignedCount: await migration.unassignedCount() });
  });

  router.post("/migrate-posts", async (req, res) => {
    res.json({ migratedCount: await migration.migrateTo(signedInUser(req, config)!) });
  });

  return router;
}
