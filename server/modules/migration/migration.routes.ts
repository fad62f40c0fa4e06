import { Router } from "express";
import { connectDatabaseSchema as connectBody } from "../../../shared/schemas";
import type { Config } from "../../config";
import { currentUser, requireAdmin } from "../../middleware/require-admin";
import { validate, validated } from "../../middleware/validate";
import type { MigrationService } from "./migration.service";

export function migrationRoutes(config: Config, migration: MigrationService): Router {
  const router = Router();
  router.use(requireAdmin(config.adminEmails));

  router.post("/connect-mongodb", validate({ body: connectBody }), async (_req, res) => {
    const { body } = validated<{ body: typeof connectBody }>(res);
    res.json(await migration.connectMongo(body.uri, body.dbName || undefined));
  });

  router.get("/unassigned-posts", async (_req, res) => {
    res.json({ unassignedCount: await migration.unassignedCount() });
  });

  router.post("/migrate-posts", async (req, res) => {
    res.json({ migratedCount: await migration.migrateTo(currentUser(req)!) });
  });

  return router;
}
