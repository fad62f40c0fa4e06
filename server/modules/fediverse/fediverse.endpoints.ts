import * as schemas from "../../../shared/schemas";
import { endpoint } from "../../api/endpoint";
import { PUBLIC_CONTENT } from "../../http/cache/cache-rule";
import type { Fediverse } from "./create-fediverse";

/** The fediverse's API: the account readers follow and the remote-follow lookup; the author's panel. None of it with FEDIVERSE=off. */
export function fediverseEndpoints({ fediverse }: { fediverse?: Fediverse }) {
  if (!fediverse) return [];
  const { admin } = fediverse;
  return [
    endpoint({
      method: "get",
      path: "/api/fediverse",
      tag: "Fediverse",
      access: "public",
      summary: "The blog's fediverse handle, for the follow box",
      response: schemas.fediverseAccountSchema,
      cache: { reads: PUBLIC_CONTENT },
      handle: () => admin.account(),
    }),
    endpoint({
      method: "get",
      path: "/api/fediverse/follow-link",
      tag: "Fediverse",
      access: "public",
      summary: "The page on the reader's own server that follows the blog (looked up by their handle's WebFinger)",
      query: schemas.remoteFollowQuerySchema,
      response: schemas.remoteFollowLinkSchema,
      rateLimit: "remoteFollow",
      errors: { 404: "The reader's server has no such account or no follow page", 502: "The reader's server could not be reached" },
      handle: async ({ query }) => ({ url: await fediverse.remoteFollowLink(query.handle) }),
    }),
    endpoint({
      method: "get",
      path: "/api/blog-posts/{id}/reactions",
      tag: "Fediverse",
      access: "public",
      summary: "Likes and boosts of a published post from the fediverse",
      params: schemas.idParamsSchema,
      response: schemas.postReactionsSchema,
      // A like or a boost changes only its post's answers, as an approved comment does (content-scopes.ts).
      cache: { reads: [...PUBLIC_CONTENT, "comments"], postParam: "id" },
      handle: ({ params }) => fediverse.reactionsOf(params.id),
    }),
    endpoint({
      method: "get",
      path: "/api/admin/fediverse",
      tag: "Admin: fediverse",
      access: "admin",
      summary: "The handle, follower count, queues and today's inbox against its caps",
      response: schemas.fediverseOverviewSchema,
      handle: () => admin.overview(),
    }),
    endpoint({
      method: "get",
      path: "/api/admin/fediverse/followers",
      tag: "Admin: fediverse",
      access: "admin",
      summary: "Followers, newest first, 50 a page",
      query: schemas.fediverseFollowersQuerySchema,
      response: schemas.fediverseFollowersPageSchema,
      handle: ({ query }) => admin.followers(query.page),
    }),
    endpoint({
      method: "post",
      path: "/api/admin/fediverse/followers/remove",
      tag: "Admin: fediverse",
      access: "admin",
      summary: "Remove a follower (their server is sent a Reject of their Follow)",
      body: schemas.removeFollowerInputSchema,
      response: schemas.okSchema,
      example: { actorId: "https://mastodon.example/users/reader" },
      errors: { 404: "No such follower" },
      async handle({ body }) {
        await admin.removeFollower(body.actorId);
        return { ok: true as const };
      },
    }),
    endpoint({
      method: "get",
      path: "/api/admin/fediverse/deliveries",
      tag: "Admin: fediverse",
      access: "admin",
      summary: "Deliveries by status, and the latest with their last error",
      response: schemas.fediverseDeliveriesSchema,
      handle: () => admin.deliveries(),
    }),
    endpoint({
      method: "get",
      path: "/api/admin/fediverse/imported-posts",
      tag: "Admin: fediverse",
      access: "admin",
      summary: "Published posts an import brought, newest first (50): followers get them only when sent",
      response: schemas.fediverseImportedPostsSchema,
      handle: () => admin.importedPosts(),
    }),
    endpoint({
      method: "post",
      path: "/api/admin/fediverse/posts/{id}/send",
      tag: "Admin: fediverse",
      access: "admin",
      summary: "Send a published post to the followers' servers as a Create (once per version; an import's posts are never sent otherwise)",
      params: schemas.idParamsSchema,
      response: schemas.fediverseSendResultSchema,
      errors: { 404: "No such post", 409: "Only a published post can be sent to followers" },
      handle: ({ params }) => admin.sendPost(params.id),
    }),
    endpoint({
      method: "get",
      path: "/api/admin/fediverse/reactions",
      tag: "Admin: fediverse",
      access: "admin",
      summary: "Likes and boosts per post",
      response: schemas.fediverseReactionsSchema,
      handle: () => admin.reactions(),
    }),
  ];
}
