import type { Config } from "../config";
import type { Services } from "../services";
import { adminEndpoints } from "../modules/admin/admin.endpoints";
import { backupsEndpoints } from "../modules/backups/backups.endpoints";
import { analyticsEndpoints } from "../modules/analytics/analytics.endpoints";
import { authEndpoints } from "../modules/auth/auth.endpoints";
import { commentsEndpoints } from "../modules/comments/comments.endpoints";
import { replyNoticesEndpoints } from "../modules/comments/reply-notices.endpoints";
import { docsEndpoints } from "../modules/docs/docs.endpoints";
import { buildOpenApi } from "./openapi";
import { importEndpoints } from "../modules/import/import.endpoints";
import { migrationEndpoints } from "../modules/migration/migration.endpoints";
import { newsletterAdminEndpoints, newsletterEndpoints } from "../modules/newsletter/newsletter.endpoints";
import { postsEndpoints } from "../modules/posts/posts.endpoints";
import { seriesEndpoints } from "../modules/series/series.endpoints";
import { profileEndpoints } from "../modules/profile/profile.endpoints";
import { navigationEndpoints } from "../modules/navigation/navigation.endpoints";
import { revisionsEndpoints } from "../modules/revisions/revisions.endpoints";
import { seoEndpoints } from "../modules/seo/seo.endpoints";
import { taggingEndpoints } from "../modules/tagging/tagging.endpoints";
import { uploadsEndpoints } from "../modules/uploads/uploads.endpoints";
import { exportEndpoints } from "../modules/export/export.endpoints";
import { fediverseEndpoints } from "../modules/fediverse/fediverse.endpoints";
import type { AnyEndpoint } from "./endpoint";

/**
 * The API: every endpoint the server answers, in the order Express matches them. Each module
 * declares its own endpoints (method, path, access, input schemas, service call, serializer) in
 * its `*.endpoints.ts`; this table registers them all and describes them in /api/openapi.json.
 * A new route is one entry in its module's list.
 */
export function apiEndpoints(services: Services, config: Config, sessionCookie: string): AnyEndpoint[] {
  const table: AnyEndpoint[] = [
    ...postsEndpoints(services),
    ...seriesEndpoints(services),
    ...revisionsEndpoints(services),
    ...commentsEndpoints(services),
    ...replyNoticesEndpoints(services),
    ...newsletterEndpoints(services),
    ...newsletterAdminEndpoints(services),
    ...profileEndpoints(services),
    ...navigationEndpoints(services),
    ...seoEndpoints(services),
    ...authEndpoints({ config, sessionCookie }),
    ...adminEndpoints(services),
    ...backupsEndpoints(services),
    ...uploadsEndpoints(services),
    ...migrationEndpoints(services),
    ...exportEndpoints(services),
    ...importEndpoints({ ...services, maxBytes: config.importMaxBytes }),
    ...taggingEndpoints(services),
    ...analyticsEndpoints({ ...services, publicUrl: config.publicUrl }),
    ...fediverseEndpoints(services),
  ];
  let document: Record<string, unknown> | undefined;
  table.push(...docsEndpoints({ document: () => (document ??= buildOpenApi(table, config.publicUrl)) }));
  return table;
}
