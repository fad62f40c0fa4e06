import type { ImportSource } from "../../../shared/schemas/imports";
import type { Document } from "../types";

export interface CommentRecord extends Document {
  postId: string;
  authorName: string;
  authorEmail: string;
  content: string;
  isApproved: boolean;
  createdAt: Date;
  /** Held back by the spam checks: never shown, never counted as waiting for the author. */
  isSpam?: boolean;
  /** Why, for the author's Spam view. */
  spamReasons?: string[];
  /**
   * Which checks held it: "filter" for the learned filter, "rule:<name>" for the others (HeldBy).
   * Only the filter's own holds teach it spam when the author deletes all spam.
   */
  heldBy?: string[];
  /** The text's fingerprint (case, spacing and punctuation ignored): the same comment posted under many posts is spam. */
  contentKey?: string;
  /** The spam filter's score when it arrived, 0 to 1. */
  spamScore?: number;
  /** What the author's decision on it taught the filter, so a change of mind takes the lesson back. */
  taughtAs?: "spam" | "ham";
  /**
   * The commenter ticked "E-mail me when the author replies": true until they follow the mail's
   * stop link, which sets it false for good. Absent for everyone else (and every fediverse reply).
   */
  notifyOnReply?: boolean;
  /** The author's answer, shown under the comment; plain text like every comment. */
  reply?: CommentReplyRecord | null;
  /** An imported comment, by its source and id there: importing the file again adds it no second time. */
  importedFrom?: { source: ImportSource; originalId: string };
  /** An imported reply to another reader's comment, shown as "In reply to {name}". */
  inReplyTo?: { authorName: string };
  /** A reply from the fediverse: the note it came as (its Update and Delete edit or remove the comment) and who wrote it. */
  fediverse?: FediverseCommentRecord;
}

export interface FediverseCommentRecord {
  noteId: string;
  actorId: string;
  /** `@name@server`. */
  handle: string;
  /** The replier's profile page: the comment's website. */
  profileUrl: string;
  /** The note's own page, for the admin to open. */
  noteUrl: string;
}

export interface CommentReplyRecord {
  content: string;
  /** The name the author went by when replying. */
  authorName: string;
  createdAt: Date;
}
