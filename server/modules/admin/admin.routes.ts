import { Router } from "express";
import { idParamsSchema as idParams, postInputSchema, profileInputSchema } from "../../../shared/schemas";
import type { PostInput } from "../../../shared/types";
import type { Config } from "../../config";
import { requireAdmin } from "../../middleware/require-admin";
import { signedInUser } from "../auth/admin-access";
import { validate, validated } from "../../middleware/validate";
import type { Services } from "../../app";
import { toAdminComment } from "../comments/comments.serializer";
import { createBackup } from "../../backup/archive";
import { toAdminPost, toPostCard } from "../posts/posts.serializer";


/** The author's API: every route needs an admin session (401 without one, 403 for other accounts). */
export function adminRoutes(config: Config, services: Services): Router {
  const router = Router();
  router.use(requireAdmin(config));

  router.get("/blog-posts", async (_req, res) => {
    res.json((await services.repositories.posts.listAll()).map(toPostCard));
  });

  router.get("/blog-posts/:id", validate({ params: idParams }), async (_req, res) => {
    const { params } = validated<{ params: typeof idParams }>(res);
    res.json(toAdminPost(await services.posts.get(params.id, { includeDrafts: true })));
  });

  router.post("/blog-posts", validate({ body: postInputSchema }), async (req, res) => {
    const { body } = validated<{ body: typeof postInputSchema }>(res);
    const user = signedInUser(req, config)!;
    const profile = await services.profile.get();
    const post = await services.posts.create(body as PostInput, {
      author: { name: profile.name || user.name, avatar: profile.avatar, bio: profile.bio },
      authorId: user.provider === "demo" ? null : user.id,
    });
    res.status(201).json(toAdminPost(post));
  });

  router.patch("/blog-posts/:id", validate({ params: idParams, body: postInputSchema }), async (_req, res) => {
    const { params, body } = validated<{ params: typeof idParams; body: typeof postInputSchema }>(res);
    res.json(toAdminPost(await services.posts.update(params.id, body as PostInput)));
  });

  router.delete("/blog-posts/:id", validate({ params: idParams }), async (_req, res) => {
    const { params } = validated<{ params: typeof idParams }>(res);
    await services.posts.delete(params.id);
    res.status(204).end();
  });

  router.get("/comments", async (_req, res) => {
    const [comments, posts] = await Promise.all([services.repositories.comments.listAll(), services.repositories.posts.listAll({ title: 1, slug: 1 })]);
    const byId = new Map(posts.map((post) => [post._id, post]));
    res.json(comments.map((comment) => toAdminComment(comment, byId.get(comment.postId))));
  });

  router.get("/profile", async (_req, res) => {
    res.json(await services.profile.get());
  });

  router.put("/profile", validate({ body: profileInputSchema }), async (_req, res) => {
    const { body } = validated<{ body: typeof profileInputSchema }>(res);
    res.json(await services.profile.update(body));
  });

  router.get("/backup", async (_req, res) => {
    const archive = await createBackup(services.store, services.uploads.uploadsDir);
    res.setHeader("Content-Disposition", `attachment; filename="furrow-backup-${new Date().toISOString().slice(0, 10)}.json.gz"`);
    res.setHeader("Cache-Control", "no-store");
    res.type("application/gzip").send(archive);
  });

  router.get("/stats", async (_req, res) => {
    const { posts, comments, subscribers } = services.repositories;
    const [published, drafts, pendingComments, subscriberCount] = await Promise.all([
      posts.count({ isPublished: true }),
      posts.count({ isPublished: false }),
      comments.count({ isApproved: false }),
      subscribers.count(),
    ]);
    res.json({ posts: published + drafts, published, drafts, commentsPending: pendingComments, subscribers: subscriberCount });
  });

  return router;
}

/** Moderation lives at /api/comments/{id} in the spec's call table; it is admin-only all the same. */
export function commentModerationRoutes(config: Config, services: Services): Router {
  const router = Router();
  router.use(requireAdmin(config));

  router.put("/:id/approve", validate({ params: idParams }), async (_req, res) => {
    const { params } = validated<{ params: typeof idParams }>(res);
    await services.comments.approve(params.id);
    res.json({ ok: true });
  });

  router.delete("/:id", validate({ params: idParams }), async (_req, res) => {
    const { params } = validated<{ params: typeof idParams }>(res);
    await services.comments.delete(params.id);
    res.status(204).end();
  });

  return router;
}
