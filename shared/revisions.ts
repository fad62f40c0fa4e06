// Revision history rules (issue 16), read by the server that keeps revisions and the client that shows them.

/** What made a revision. Publishing, unpublishing and restoring always make their own entry. */
export const REVISION_KINDS = ["created", "edit", "publish", "unpublish", "restore"] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

export const REVISIONS = {
  /** The newest this many revisions of a post are never pruned; neither is any version readers saw (published). */
  keepLatest: 100,
  /** An auto-save folds into the auto-saved revision before it while that one was saved this recently... */
  foldIdleMs: 10 * 60 * 1000,
  /** ...and began this recently, so a long sitting still leaves an entry every hour. */
  foldSpanMs: 60 * 60 * 1000,
} as const;
