import type { RevisionKind } from "../../../shared/revisions";
import type { Document } from "../types";
import type { PostRecord } from "./posts.record";

/** What a revision keeps of a post: enough to show it, compare it and restore it. */
export type RevisionContent = Pick<
  PostRecord,
  | "title"
  | "markdown"
  | "excerpt"
  | "hasCustomExcerpt"
  | "tags"
  | "category"
  | "featuredImage"
  | "featuredImageAlt"
  | "slug"
  | "isPublished"
  | "maths"
>;

export interface SaverRecord {
  /** The account; null for seeded content and the server's own saves (bulk tagging). */
  id: string | null;
  name: string;
}

/**
 * One entry of a post's history. Auto-saves close together fold into one entry (see the
 * revisions service), so `firstSavedAt` is when its first save happened and `savedAt` its last.
 */
export interface PostRevisionRecord extends Document, RevisionContent {
  postId: string;
  /** 1, 2, 3... within the post; never reused, so pruning leaves gaps. */
  number: number;
  kind: RevisionKind;
  savedBy: SaverRecord;
  firstSavedAt: Date;
  savedAt: Date;
  /** The post's version after the entry's last save. */
  postVersion: number;
  /** Against the entry before it. */
  wordsAdded: number;
  wordsRemoved: number;
  /** The number of the revision a restore brought back. */
  restoredFrom?: number;
  /** How many auto-saves the entry holds: 0 for an explicit save. */
  autosaves: number;
}
