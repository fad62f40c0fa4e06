import type { z } from "zod";
import type {
  adminCommentSchema,
  adminPostSchema,
  categorySchema,
  commentInputSchema,
  errorResponseSchema,
  listQuerySchema,
  postCardSchema,
  postDetailSchema,
  postInputSchema,
  profileInputSchema,
  profileSchema,
  publicCommentSchema,
  subscribeInputSchema,
  subscribeResponseSchema,
  tagCountSchema,
} from "./schemas";

export type Category = z.infer<typeof categorySchema>;
export type PostCard = z.infer<typeof postCardSchema>;
export type PostDetail = z.infer<typeof postDetailSchema>;
export type AdminPost = z.infer<typeof adminPostSchema>;
export type PostInput = z.input<typeof postInputSchema>;
export type ListQuery = z.infer<typeof listQuerySchema>;
export type CommentInput = z.infer<typeof commentInputSchema>;
export type PublicComment = z.infer<typeof publicCommentSchema>;
export type AdminComment = z.infer<typeof adminCommentSchema>;
export type SubscribeInput = z.infer<typeof subscribeInputSchema>;
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type ProfileInput = z.infer<typeof profileInputSchema>;
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type TagCount = z.infer<typeof tagCountSchema>;

export interface TocItem {
  id: string;
  text: string;
  level: 1 | 2 | 3 | 4 | 5 | 6;
}

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  provider: "google" | "github" | "demo";
}

export interface SessionVerification {
  /** Signed in with any account. */
  authenticated: boolean;
  user: AuthUser | null;
  /** The account may use the admin area (its e-mail is in ADMIN_EMAILS, or the demo login). */
  isAdmin: boolean;
}

/** What the sign-in screen may offer: a provider whose client id is unset is not registered. */
export interface SignInOptions {
  google: boolean;
  github: boolean;
  demo: boolean;
}
