import type { Document } from "../types";

/** One message to one address, waiting for the mail worker, being sent, sent or given up on. */
export interface QueuedMailRecord extends Document {
  /** A confirmation carries its own text; a newsletter delivery is drawn from its send's. */
  /** A notice of new comments lists, when it is sent, the comments still waiting since `since`. */
  /** A reply notice tells a commenter of the author's reply to `commentId`, with the reply's text as it was saved. */
  kind: "confirmation" | "newsletter" | "commentNotice" | "replyNotice";
  to: string;
  subscriberId?: string;
  sendId?: string;
  since?: Date;
  commentId?: string;
  reply?: { content: string; authorName: string };
  subject?: string;
  html?: string;
  text?: string;
  /** "cancelled": its newsletter was withdrawn before it was handed to the mail server. */
  status: "pending" | "sending" | "sent" | "failed" | "skipped" | "cancelled";
  attempts: number;
  /** Due from then; a temporary failure moves it later (back-off). */
  nextAttemptAt: Date;
  /** While "sending": a worker that died mid-send leaves this, and the message is taken up again after it. */
  leaseUntil?: Date | null;
  lastError?: string | null;
  createdAt: Date;
  sentAt?: Date | null;
  cancelledAt?: Date | null;
}
