import type { SendCancelReason } from "../../../shared/types";
import type { Document } from "../types";

/** The author's choice for a post's newsletter: send it, and how much of it. */
export interface NewsletterChoice {
  send: boolean;
  content: "excerpt" | "full";
}

/**
 * One post's newsletter, sent once (its id is the post's). Preparing walks the confirmed
 * subscribers in id order, queuing one delivery each; `cursor` is how far it got, so a restart
 * carries on where it stopped.
 */
export interface NewsletterSendRecord extends Document {
  postId: string;
  postTitle: string;
  content: NewsletterChoice["content"];
  /** "cancelled": withdrawn (the post deleted or unpublished, or the author stopped it); nothing more of it goes out. */
  status: "preparing" | "sending" | "cancelled";
  cursor: string | null;
  /** Deliveries queued so far. */
  queued: number;
  createdAt: Date;
  /** The mail as every reader gets it, but for the unsubscribe link (UNSUBSCRIBE_URL_PLACEHOLDER). */
  subject: string;
  html: string;
  text: string;
  cancelledAt?: Date | null;
  cancelReason?: SendCancelReason | null;
  /** Where a cancelled send stood, so the author's "send to the rest" takes it up from there. */
  cancelledWhile?: "preparing" | "sending" | null;
}
