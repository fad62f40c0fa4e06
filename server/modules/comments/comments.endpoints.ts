import { z } from "zod";
import * as schemas from "../../../shared/schemas";
import { endpoint } from "../../api/endpoint";
import { toAdminComment, toPublicComment } from "./comments.serializer";
import type { CommentsService } from "./comments.service";

/** The conversation under a post, and its moderation (at /api/comments/{id}, as the spec's call table has it). */
export function commentsEndpoints({ comments }: { comments: CommentsService }) {
  return [
    endpoint({
      method: "get", path: "/api/blog-posts/{id}/comments", tag: "Comments", access: "public", summary: "Approved comments on a post, oldest first",
      params: schemas.idParamsSchema, response: z.array(schemas.publicCommentSchema),
      handle: ({ params, isAdmin }) => comments.listApproved(params.id, { isAdmin }),
      serialize: (list) => list.map(toPublicComment),
    }),
    endpoint({
      method: "post", path: "/api/blog-posts/{id}/comments", tag: "Comments", access: "public", summary: "Submit a comment; it waits for approval",
      params: schemas.idParamsSchema, body: schemas.commentInputSchema, status: 201, response: schemas.publicCommentSchema, rateLimit: "comments",
      example: { authorName: "Jo Farmer", authorEmail: "jo@example.com", content: "How deep do you install the probes?" },
      handle: ({ params, body, isAdmin }) => comments.submit(params.id, body, { isAdmin }),
      serialize: toPublicComment,
    }),
    endpoint({
      method: "get", path: "/api/admin/comments", tag: "Admin: comments", access: "admin", summary: "Every comment with its post's title and slug",
      response: z.array(schemas.adminCommentSchema),
      handle: () => comments.listForModeration(),
      serialize: (list) => list.map(({ comment, post }) => toAdminComment(comment, post)),
    }),
    endpoint({
      method: "put", path: "/api/comments/{id}/approve", tag: "Admin: comments", access: "admin", summary: "Approve a comment",
      params: schemas.idParamsSchema, response: schemas.okSchema,
      async handle({ params }) {
        await comments.approve(params.id);
        return { ok: true };
      },
    }),
    endpoint({
      method: "delete", path: "/api/comments/{id}", tag: "Admin: comments", access: "admin", summary: "Delete a comment",
      params: schemas.idParamsSchema, status: 204,
      handle: ({ params }) => comments.delete(params.id),
    }),
  ];
}
