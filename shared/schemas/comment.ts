import { z } from "zod";
import { FIELD_LIMITS } from "../constants";

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
  })
  .strict();

/** What readers see: never the commenter's e-mail address. */
export const publicCommentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  authorName: z.string(),
  content: z.string(),
  createdAt: z.string(),
  isApproved: z.boolean(),
});

export const adminCommentSchema = publicCommentSchema.extend({
  authorEmail: z.string(),
  postTitle: z.string(),
  postSlug: z.string(),
});
