import type { CollectionName, ContentScope, Document } from "./types";
import type { CommentRecord } from "./repositories/comments.record";
import type { FediverseReactionRecord } from "./repositories/fediverse-reactions.record";

/**
 * Which public answers a stored document can change, so caches drop only those: a post or a
 * setting (the author's profile is one) may show on any public page; an approved comment shows
 * only under its post. A comment waiting for the author or held as spam is seen by no reader,
 * and the rest (analytics, rate limits, sessions, the mail queue, the spam filter) never is.
 */
// Settings no reader sees: signing secrets (their keys end in "Secret") and the seeding marker.
const UNSEEN_SETTING = /Secret$|^sampleContentSeededAt$/;

const SCOPE_OF: Partial<Record<CollectionName, (doc: Document) => ContentScope | undefined>> = {
  posts: () => "posts",
  // A series' title and description show on its parts' pages: as a post's write.
  series: () => "posts",
  settings: (doc) => (UNSEEN_SETTING.test(String(doc._id)) ? undefined : "settings"),
  comments: (doc) => ((doc as CommentRecord).isApproved ? `comments:${(doc as CommentRecord).postId}` : undefined),
  // A like or a boost shows under its post only, as an approved comment does: the same scope.
  fediverseReactions: (doc) => `comments:${(doc as FediverseReactionRecord).postId}`,
};

/** Whether writes to this collection can change what readers see at all. */
export const holdsContent = (collection: CollectionName): boolean => collection in SCOPE_OF;

/** The scope a document's write changes, before or after it: undefined when no reader sees it. */
export const contentScopeOf = (collection: CollectionName, doc: Document): ContentScope | undefined => SCOPE_OF[collection]?.(doc);

/** A comment scope names its post; the other scopes may touch every public answer. */
export const postOfScope = (scope: ContentScope): string | undefined =>
  scope.startsWith("comments:") ? scope.slice("comments:".length) : undefined;
