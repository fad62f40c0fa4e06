import * as z from "zod";
import { FIELD_LIMITS } from "../constants";
import { idSchema } from "./common";

export const commentInputSchema = z
  .object({
    authorName: z.string().trim().min(1, "Name is required").max(FIELD_LIMITS.name),
    authorEmail: z
      .string()
      .trim()
      .min(1, "Email is required")
      .max(FIELD_LIMITS.email)
      .regex(/^[^\s@]+@[^\s@]+$/, "Please enter a valid email address."),
    content: z.string().trim().min(1, "Comment is required").max(FIELD_LIMITS.comment),
    /** The form's hidden field: people never see it, so it stays empty unless a bot fills it. */
    website: z.string().max(500).optional(),
    /** From GET /api/comments/form-token when the form was drawn. */
    formToken: z.string().max(200).optional(),
    /** "E-mail me when the author replies": off unless the reader ticks it. */
    notifyOnReply: z.boolean().optional(),
  })
  .strict();

/**
 * The comment form as a browser posts it without JavaScript: every field a string, the checkbox
 * "on" when ticked and absent (read as "") when not.
 */
export const commentFormPostSchema = commentInputSchema.extend({
  notifyOnReply: z
    .enum(["on", ""])
    .optional()
    .transform((value) => value === "on"),
});

/** A reply notice's stop link: the signed token naming its comment. */
export const replyNoticeTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

export const commentFormTokenSchema = z.object({ token: z.string() });
/** A form token is drawn for one post: the form under that post. */
export const commentFormTokenQuerySchema = z.object({ postId: idSchema });

const commentReplySchema = z.object({ content: z.string(), authorName: z.string(), createdAt: z.string() });

/** What readers see: never the commenter's e-mail address. */
export const publicCommentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  authorName: z.string(),
  content: z.string(),
  createdAt: z.string(),
  isApproved: z.boolean(),
  /** The author's answer, if any. */
  reply: commentReplySchema.nullable(),
  /** An imported reply to another reader's comment: shown as "In reply to {name}". */
  inReplyTo: z.object({ authorName: z.string() }).optional(),
  /** A reply from the fediverse: its author's profile, which the name links to. */
  authorUrl: z.string().optional(),
});

export const commentReplyInputSchema = z
  .object({ content: z.string().trim().min(1, "Reply is required").max(FIELD_LIMITS.comment) })
  .strict();

export const adminCommentSchema = publicCommentSchema.extend({
  authorEmail: z.string(),
  postTitle: z.string(),
  postSlug: z.string(),
  isSpam: z.boolean(),
  spamReasons: z.array(z.string()),
  /** A reply from the fediverse: its author's handle and the note's own page. */
  fediverse: z.object({ handle: z.string(), noteUrl: z.string() }).optional(),
});

export const deletedCountSchema = z.object({ deleted: z.number().int() });
