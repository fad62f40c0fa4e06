import { Router } from "express";
import { commentInputSchema, idParamsSchema as idParams, listQuerySchema, searchQuerySchema, slugOrIdParamsSchema as slugOrIdParams } from "../../../shared/schemas";
import type { CommentInput, ListQuery } from "../../../shared/types";
import type { Config } from "../../config";
import { isAdminUser, signedInUser } from "../auth/admin-access";
import { rateLimit } from "../../middleware/rate-limit";
import { validate, validated } from "../../middleware/validate";
import type { CommentsService } from "../comments/comments.service";
import { toPublicComment } from "../comments/comments.serializer";
import { toPostCard, toPostDetail } from "./posts.serializer";
import type { PostsService } from "./posts.service";


export function postsRoutes(config: Config, posts: PostsService, comments: CommentsService): Router {
  const router = Router();
  const commentLimit = rateLimit({ limit: config.rateLimits.comments, windowMs: config.rateLimits.windowMs });

  router.get("/", validate({ query: listQuerySchema }), async (_req, res) => {
    const { query } = validated<{ query: typeof listQuerySchema }>(res);
    const { items, total } = await posts.list(query as ListQuery);
    res.setHeader("X-Total-Count", String(total));
    res.json(items.map(toPostCard));
  });

  router.get("/tags", async (_req, res) => {
    res.json(await posts.tags());
  });

  router.get("/featured", async (_req, res) => {
    res.json((await posts.featured()).map(toPostCard));
  });

  router.get("/search", validate({ query: searchQuerySchema }), async (_req, res) => {
    const { query } = validated<{ query: typeof searchQuerySchema }>(res);
    res.json((await posts.search(query.q, query.limit)).map(toPostCard));
  });

  router.get("/:slugOrId", validate({ params: slugOrIdParams }), async (req, res) => {
    const { params } = validated<{ params: typeof slugOrIdParams }>(res);
    const includeDrafts = isAdminUser(signedInUser(req, config), config);
    res.json(toPostDetail(await posts.get(params.slugOrId, { includeDrafts })));
  });

  router.get("/:id/related", validate({ params: idParams }), async (_req, res) => {
    const { params } = validated<{ params: typeof idParams }>(res);
    res.json((await posts.related(params.id)).map(toPostCard));
  });

  router.get("/:id/comments", validate({ params: idParams }), async (_req, res) => {
    const { params } = validated<{ params: typeof idParams }>(res);
    res.json((await comments.listApproved(params.id)).map(toPublicComment));
  });

  router.post("/:id/comments", commentLimit, validate({ params: idParams, body: commentInputSchema }), async (_req, res) => {
    const { params, body } = validated<{ params: typeof idParams; body: typeof commentInputSchema }>(res);
    res.status(201).json(toPublicComment(await comments.submit(params.id, body as CommentInput)));
  });

  return router;
}
