import type { AdminPost, AdminStats, PostCard } from "@shared/types";
import { adminSession, makeAdminPost } from "@/test/fixtures";
import { reply, replyError, routeFetch, type FakeRequest } from "@/test/render";
import { busyReport } from "@/test/analytics-report";

export type Answer = (request: FakeRequest) => Response | undefined;

/** A published post of the admin list named after `id`: "Post p1", at /blog/slug-p1. */
export function adminPost(id: string, overrides: Partial<AdminPost> = {}): AdminPost {
  return makeAdminPost({
    id,
    slug: `slug-${id}`,
    title: `Post ${id}`,
    excerpt: "An excerpt.",
    tags: [],
    isPublished: true,
    publishedAt: "2026-11-05T12:00:00.000Z",
    markdown: `Markdown of ${id}`,
    version: 3,
    ...overrides,
  });
}

/** What the admin list sends of a post: no body, markdown, version or newsletter choice. */
export const toCard = ({
  content: _content,
  markdown: _markdown,
  version: _version,
  newsletter: _newsletter,
  ...card
}: AdminPost): PostCard => card;

export const adminCard = (id: string, overrides: Partial<PostCard> = {}): PostCard => toCard(adminPost(id, overrides));

/**
 * Stubs the API the admin dashboard reads: a signed-in admin, the stats bar's figures and a month of
 * analytics, then `routes` for the tabs under test. `overrides` answers chosen requests first; anything unanswered is a 404.
 */
export function serveAdminApi({ stats, overrides = () => undefined }: { stats: () => AdminStats; overrides?: Answer }, routes: Answer) {
  return routeFetch((request) => {
    const special = overrides(request);
    if (special) return special;
    if (request.path === "/api/admin/verify-session") return reply("GET /api/admin/verify-session", adminSession);
    if (request.path === "/api/admin/stats") return reply("GET /api/admin/stats", stats());
    if (request.path === "/api/admin/analytics") return reply("GET /api/admin/analytics", busyReport());
    return routes(request) ?? replyError(404, "Not found");
  });
}
