import * as schemas from "../../../shared/schemas";
import { endpoint } from "../../api/endpoint";
import type { MigrationService } from "./migration.service";

export function migrationEndpoints({ migration }: { migration: MigrationService }) {
  return [
    endpoint({
      method: "post",
      path: "/api/admin/connect-mongodb",
      tag: "Admin: database",
      access: "admin",
      summary: "Copy everything to MongoDB, verify, and switch",
      body: schemas.connectDatabaseSchema,
      response: schemas.connectResultSchema,
      errors: { 502: "MongoDB could not be reached, the snapshot before the switch or the copy failed; nothing was switched" },
      example: { uri: "mongodb://db.internal:27017", dbName: "furrow" },
      handle: ({ body }) => migration.connectMongo(body.uri, body.dbName || undefined),
    }),
    endpoint({
      method: "get",
      path: "/api/admin/unassigned-posts",
      tag: "Admin: database",
      access: "admin",
      summary: "How many posts have no admin owner",
      response: schemas.unassignedPostsSchema,
      handle: async () => ({ unassignedCount: await migration.unassignedCount() }),
    }),
    endpoint({
      method: "post",
      path: "/api/admin/migrate-posts",
      tag: "Admin: database",
      access: "admin",
      summary: "Give unassigned posts to the signed-in admin",
      response: schemas.migrateResultSchema,
      handle: async ({ user }) => ({ migratedCount: await migration.migrateTo(user!) }),
    }),
  ];
}
