import type { ConfirmationWaitReason } from "../../../shared/types";
import type { Document } from "../types";

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

export interface SubscriberRecord extends Document {
  email: string;
  createdAt: Date;
  status: SubscriberStatus;
  /** SHA-256 of the confirmation link's token: the link works once, and a stolen database holds no live link. */
  confirmTokenHash?: string | null;
  confirmExpiresAt?: Date | null;
  /** When the last confirmation mail was queued; a repeat sign-up within the hour sends none. */
  confirmationSentAt?: Date | null;
  /**
   * Set while the sign-up waits for its confirmation mail, with why: the site-wide hourly budget of
   * confirmation mails was spent when it came. Cleared when its mail is queued.
   */
  confirmationWaiting?: ConfirmationWaitReason | null;
  /** When it began waiting: waiting sign-ups are mailed oldest first. */
  confirmationWaitingSince?: Date | null;
  confirmedAt?: Date | null;
  unsubscribedAt?: Date | null;
}
