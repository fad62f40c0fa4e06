import * as z from "zod";
import * as schemas from "../../../shared/schemas";
import { COMMENT_OUTCOME_PARAM, COMMENTS_ANCHOR, type CommentOutcome, type FormDraft } from "../../../shared/form-posts";
import { endpoint, RedirectReply } from "../../api/endpoint";
import { PUBLIC_CONTENT } from "../../http/cache/cache-rule";
import { type HttpError, ValidationError } from "../../lib/errors";
import type { ClientKey } from "../../middleware/rate-limit";
import { toAdminComment, toPublicComment } from "./comments.serializer";
import type { CommentsService } from "./comments.service";
import type { PostsService } from "../posts";
import type { ProfileService } from "../profile";

interface Dependencies {
  comments: CommentsService;
  posts: Pick<PostsService, "get">;
  profile: Pick<ProfileService, "get">;
  /** The rate limits' key for a client address: a page token's comments are counted per client. */
  clientKey: ClientKey;
}

/** The article again, scrolled to its comments, with only the outcome's code in the address. */
const articleWith = (slug: string, outcome: CommentOutcome) =>
  `/blog/${encodeURIComponent(slug)}?${COMMENT_OUTCOME_PARAM}=${outcome}#${COMMENTS_ANCHOR}`;

/** The notice a turned-back comment is shown, in the order the form's own check gives them with JavaScript. */
function refusedCommentOutcome(refusal: HttpError, typed: NonNullable<FormDraft["comment"]>): CommentOutcome {
  if (!(refusal instanceof ValidationError)) return "failed";
  if (!typed.authorName || !typed.authorEmail || !typed.content) return "missing-fields";
  return refusal.details?.some((detail) => detail.path === "body.authorEmail") ? "invalid-email" : "failed";
}

/** The conversation under a post, and its moderation (at /api/comments/{id}). */
export function commentsEndpoints({ comments, posts, profile, clientKey }: Dependencies) {
  return [
    endpoint({
      method: "get",
      path: "/api/blog-posts/{id}/comments",
      tag: "Comments",
      access: "public",
      summary: "Approved comments on a post, oldest first",
      params: schemas.idParamsSchema,
      response: z.array(schemas.publicCommentSchema),
      cache: { reads: [...PUBLIC_CONTENT, "comments"], postParam: "id" },
      handle: ({ params, isAdmin }) => comments.listApproved(params.id, { isAdmin }),
      serialize: (list) => list.map(toPublicComment),
    }),
    endpoint({
      method: "post",
      path: "/api/blog-posts/{id}/comments",
      tag: "Comments",
      access: "public",
      summary: "Submit a comment; it waits for approval",
      params: schemas.idParamsSchema,
      body: schemas.commentInputSchema,
      status: 201,
      response: schemas.publicCommentSchema,
      rateLimit: "comments",
      example: {
        authorName: "Jo Farmer",
        authorEmail: "jo@example.com",
        content: "How deep do you install the probes?",
        notifyOnReply: true,
      },
      handle: ({ params, body, isAdmin }) => comments.submit(params.id, body, { isAdmin }),
      serialize: toPublicComment,
    }),
    endpoint({
      method: "post",
      path: "/api/blog-posts/{id}/comments/form",
      tag: "Comments",
      access: "public",
      summary: "The comment form as a browser posts it without JavaScript: submits the comment, then sends the reader back to the article",
      description:
        "The same checks as the JSON route (its rate limit, schema and spam checks). The answer is always a redirect to the article with the outcome's code: submitted, missing-fields, invalid-email, or failed (past the rate limit). A turned-back comment's fields ride in a short-lived signed cookie, never the address, so the page shows them again.",
      params: schemas.idParamsSchema,
      body: schemas.commentFormPostSchema,
      status: 303,
      rateLimit: "comments",
      headers: { Location: "/blog/{slug}?comment=submitted|missing-fields|invalid-email|failed#comments" },
      example: {
        authorName: "Jo Farmer",
        authorEmail: "jo@example.com",
        content: "How deep do you install the probes?",
        website: "",
        notifyOnReply: "on",
      },
      form: {
        // The article to come back to; a post that is gone or hidden is the 404 the JSON route gives too.
        async turnBack(refusal, { params, isAdmin, fields }) {
          const post = await posts.get(params.id, { isAdmin });
          const typed = { authorName: fields.authorName.trim(), authorEmail: fields.authorEmail.trim(), content: fields.content.trim() };
          const draft = { ...typed, ...(fields.notifyOnReply === "on" && { notifyOnReply: true }) };
          return { location: articleWith(post.slug, refusedCommentOutcome(refusal, typed)), draft: { comment: draft } };
        },
      },
      async handle({ params, body, isAdmin, req }) {
        const post = await posts.get(params.id, { isAdmin });
        await comments.submit(post._id, body, { isAdmin }, { pageClient: await clientKey(req.ip ?? "unknown") });
        return new RedirectReply(articleWith(post.slug, "submitted"));
      },
    }),
    endpoint({
      method: "get",
      path: "/api/comments/form-token",
      tag: "Comments",
      access: "public",
      summary: "A signed token for the comment form under one post, fetched when the form is drawn",
      description:
        "Good for that post only, for 6 hours, and for 3 comments. A comment sent without one, with one drawn under another post or expired, faster than a person could write it, or beyond the token's 3, is held as spam (the answer is the same).",
      query: schemas.commentFormTokenQuerySchema,
      response: schemas.commentFormTokenSchema,
      handle: async ({ query, isAdmin }) => ({ token: await comments.formToken(query.postId, { isAdmin }) }),
    }),
    endpoint({
      method: "get",
      path: "/api/admin/comments",
      tag: "Admin: comments",
      access: "admin",
      summary: "Every comment with its post's title and slug",
      response: z.array(schemas.adminCommentSchema),
      handle: () => comments.listForModeration(),
      serialize: (list) => list.map(({ comment, post }) => toAdminComment(comment, post)),
    }),
    endpoint({
      method: "put",
      path: "/api/comments/{id}/approve",
      tag: "Admin: comments",
      access: "admin",
      summary: "Approve a comment (for one held as spam: Not spam)",
      params: schemas.idParamsSchema,
      response: schemas.okSchema,
      async handle({ params }) {
        await comments.approve(params.id);
        return { ok: true };
      },
    }),
    endpoint({
      method: "put",
      path: "/api/comments/{id}/reply",
      tag: "Admin: comments",
      access: "admin",
      summary:
        "Answer an approved comment; the reply shows under it on the article, as the author's (saying it again replaces it). The first answer e-mails the commenter if they ticked the form's box; a correction does not.",
      params: schemas.idParamsSchema,
      body: schemas.commentReplyInputSchema,
      response: schemas.publicCommentSchema,
      example: { content: "Thanks! We install them at 30 cm in clay." },
      async handle({ params, body, user }) {
        const author = (await profile.get()).name || user?.name || "The author";
        return comments.reply(params.id, body.content, author);
      },
      serialize: toPublicComment,
    }),
    endpoint({
      method: "put",
      path: "/api/comments/{id}/spam",
      tag: "Admin: comments",
      access: "admin",
      summary: "Mark a comment as spam; the filter learns from it",
      params: schemas.idParamsSchema,
      response: schemas.okSchema,
      async handle({ params }) {
        await comments.markSpam(params.id);
        return { ok: true };
      },
    }),
    endpoint({
      method: "delete",
      path: "/api/admin/comments/spam",
      tag: "Admin: comments",
      access: "admin",
      summary: "Delete every comment held as spam",
      response: schemas.deletedCountSchema,
      handle: async () => ({ deleted: await comments.deleteAllSpam() }),
    }),
    endpoint({
      method: "delete",
      path: "/api/comments/{id}",
      tag: "Admin: comments",
      access: "admin",
      summary: "Delete a comment",
      params: schemas.idParamsSchema,
      status: 204,
      handle: ({ params }) => comments.delete(params.id),
    }),
  ];
}
