import * as z from "zod";
import * as schemas from "../../../shared/schemas";
import { endpoint } from "../../api/endpoint";
import { NotFoundError } from "../../lib/errors";
import { PUBLIC_CONTENT } from "../../http/cache/cache-rule";
import type { ProfileService } from "../profile";
import { toAdminPost, toPostCard, toPostDetail } from "./posts.serializer";
import type { PostsService } from "./posts.service";
import type { PostCardRecord } from "../../store/repositories/posts.repository";
import { ADMIN_READER } from "./post-visibility";
import { saverOf } from "../revisions";
import type { SeriesService } from "../series";

const cards = (posts: PostCardRecord[]) => posts.map(toPostCard);

/** Reading posts, and the author's writing of them. */
interface Dependencies {
  posts: PostsService;
  profile: Pick<ProfileService, "authorFor">;
  /** An article shows its series' parts. */
  series: Pick<SeriesService, "navFor">;
}

export function postsEndpoints({ posts, profile, series }: Dependencies) {
  return [
    endpoint({
      method: "get",
      path: "/api/blog-posts",
      tag: "Posts",
      access: "public",
      summary: "Published posts, newest first",
      query: schemas.listQuerySchema,
      response: z.array(schemas.postCardSchema),
      headers: { "X-Total-Count": "How many posts match, for paging" },
      cache: { reads: PUBLIC_CONTENT },
      async handle({ query, setHeader }) {
        const { items, total } = await posts.list(query);
        setHeader("X-Total-Count", String(total));
        return items;
      },
      serialize: cards,
    }),
    endpoint({
      method: "get",
      path: "/api/blog-posts/tags",
      tag: "Posts",
      access: "public",
      summary: "Every tag on a published post, with counts",
      response: z.array(schemas.tagCountSchema),
      cache: { reads: PUBLIC_CONTENT },
      handle: () => posts.tags(),
    }),
    endpoint({
      method: "get",
      path: "/api/blog-posts/featured",
      tag: "Posts",
      access: "public",
      summary: "Featured published posts",
      response: z.array(schemas.postCardSchema),
      cache: { reads: PUBLIC_CONTENT },
      handle: () => posts.featured(),
      serialize: cards,
    }),
    endpoint({
      method: "get",
      path: "/api/blog-posts/search",
      tag: "Posts",
      access: "public",
      summary: "Full-text search, best match first, forgiving a typo (empty under 3 characters)",
      query: schemas.searchQuerySchema,
      response: z.array(schemas.postCardSchema),
      cache: { reads: PUBLIC_CONTENT },
      handle: ({ query }) => posts.search(query.q, query.limit),
      serialize: cards,
    }),
    endpoint({
      method: "get",
      path: "/api/blog-posts/{slugOrId}",
      tag: "Posts",
      access: "public",
      summary: "One post by slug, old slug or id (drafts only for the admin)",
      params: schemas.slugOrIdParamsSchema,
      response: schemas.postDetailSchema,
      cache: { reads: PUBLIC_CONTENT },
      async handle({ params, isAdmin }) {
        const post = await posts.get(params.slugOrId, { isAdmin });
        return { ...toPostDetail(post), series: await series.navFor(post) };
      },
    }),
    endpoint({
      method: "get",
      path: "/api/pages/{pageSlug}",
      tag: "Posts",
      access: "public",
      summary: "One of the author's pages (About, Now) by slug or old slug (drafts only for the admin)",
      params: schemas.pageSlugParamsSchema,
      response: schemas.postDetailSchema,
      cache: { reads: PUBLIC_CONTENT },
      async handle({ params, isAdmin }) {
        const page = await posts.findPage(params.pageSlug, { isAdmin });
        if (!page) throw new NotFoundError("Page not found");
        return toPostDetail(page);
      },
    }),
    endpoint({
      method: "get",
      path: "/api/blog-posts/{id}/related",
      tag: "Posts",
      access: "public",
      summary: "Up to 3 published posts sharing a tag, most shared first",
      params: schemas.idParamsSchema,
      response: z.array(schemas.postCardSchema),
      cache: { reads: PUBLIC_CONTENT },
      handle: ({ params }) => posts.related(params.id),
      serialize: cards,
    }),

    endpoint({
      method: "get",
      path: "/api/admin/blog-posts",
      tag: "Admin: posts",
      access: "admin",
      summary: "Every post, drafts included",
      response: z.array(schemas.postCardSchema),
      handle: () => posts.listAll(),
      serialize: cards,
    }),
    endpoint({
      method: "get",
      path: "/api/admin/blog-posts/{id}",
      tag: "Admin: posts",
      access: "admin",
      summary: "A post for editing: markdown and version",
      params: schemas.idParamsSchema,
      response: schemas.adminPostSchema,
      handle: ({ params }) => posts.get(params.id, ADMIN_READER),
      serialize: toAdminPost,
    }),
    endpoint({
      method: "post",
      path: "/api/admin/blog-posts",
      tag: "Admin: posts",
      access: "admin",
      summary: "Create a post",
      body: schemas.postInputSchema,
      status: 201,
      response: schemas.adminPostSchema,
      example: {
        title: "Soil probes in sandy loam",
        content: "## Why\n\nBecause **water** moves fast.",
        excerpt: "",
        tags: ["Irrigation", "IoT"],
        isPublished: false,
      },
      async handle({ body, user }) {
        // Demo and seeded posts have no owning account; an OAuth admin owns what they write.
        return posts.create(body, {
          author: await profile.authorFor(user!),
          authorId: user!.provider === "demo" ? null : user!.id,
          savedBy: saverOf(user!),
        });
      },
      serialize: toAdminPost,
    }),
    endpoint({
      method: "patch",
      path: "/api/admin/blog-posts/{id}",
      tag: "Admin: posts",
      access: "admin",
      summary: "Save a post; 409 if it changed since baseVersion",
      params: schemas.idParamsSchema,
      body: schemas.postInputSchema,
      response: schemas.adminPostSchema,
      errors: { 409: "The post changed since baseVersion" },
      example: {
        title: "Soil probes in sandy loam",
        content: "## Why\n\nBecause water moves fast.",
        tags: ["Irrigation"],
        isPublished: true,
        baseVersion: 1,
      },
      handle: ({ params, body, user }) => posts.update(params.id, body, { savedBy: saverOf(user!) }),
      serialize: toAdminPost,
    }),
    endpoint({
      method: "delete",
      path: "/api/admin/blog-posts/{id}",
      tag: "Admin: posts",
      access: "admin",
      summary: "Delete a post, its comments and its revisions",
      params: schemas.idParamsSchema,
      status: 204,
      handle: ({ params }) => posts.delete(params.id),
    }),
  ];
}
