import { fediverseArticlePath } from "../../../shared/page-meta";

/**
 * The blog's one fediverse account and every address it answers at. The actor's id does not carry
 * the username, so renaming the handle (FEDIVERSE_USERNAME) keeps every follower: servers know an
 * account by its id and find the new name through WebFinger.
 */
export interface FediverseIdentity {
  username: string;
  /** The host of PUBLIC_URL with its port, if it has one: the handle's domain. */
  domain: string;
  /** `@furrow@blog.example`: what a reader types into Mastodon's search. */
  handle: string;
  /** `acct:furrow@blog.example`: WebFinger's subject. */
  acct: string;
  publicUrl: string;
  actorId: string;
  keyId: string;
  inbox: string;
  sharedInbox: string;
  /** The two inboxes' paths, where the routes take POSTs. */
  inboxPath: string;
  sharedInboxPath: string;
  outbox: string;
  followers: string;
  following: string;
  featured: string;
  /** The stable id of a post's Article, by its id: the slug may change, the id never does. */
  articleId(postId: string): string;
  articleUrl(slug: string): string;
  tagUrl(tag: string): string;
  /** A new activity's id; `kind` says what it is to whoever reads the logs. */
  activityId(kind: string, unique: string): string;
  /** The post id an Article id names, or null when the address is not one. */
  articleIdOf(address: string): string | null;
  /** The slug an article page's address names, or null when the address is not one. */
  slugOf(address: string): string | null;
}

export const FEDIVERSE_PATHS = {
  actor: "/fediverse/actor",
  sharedInbox: "/fediverse/inbox",
  /** Where the Articles are; each one's own address is shared/page-meta.ts's fediverseArticlePath, which page heads link to. */
  articles: "/fediverse/articles",
} as const;

/** The one path segment after `prefix` in `address`, decoded, or null when the address is not of that form. */
function segmentAfter(address: string, prefix: string): string | null {
  if (!address.startsWith(prefix)) return null;
  const rest = address.slice(prefix.length).split(/[?#]/)[0];
  if (!rest || rest.includes("/")) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}

export function createFediverseIdentity(publicUrl: string, username: string): FediverseIdentity {
  const domain = new URL(publicUrl).host;
  const actorId = `${publicUrl}${FEDIVERSE_PATHS.actor}`;
  return {
    username,
    domain,
    handle: `@${username}@${domain}`,
    acct: `acct:${username}@${domain}`,
    publicUrl,
    actorId,
    keyId: `${actorId}#main-key`,
    inbox: `${actorId}/inbox`,
    sharedInbox: `${publicUrl}${FEDIVERSE_PATHS.sharedInbox}`,
    inboxPath: `${FEDIVERSE_PATHS.actor}/inbox`,
    sharedInboxPath: FEDIVERSE_PATHS.sharedInbox,
    outbox: `${actorId}/outbox`,
    followers: `${actorId}/followers`,
    following: `${actorId}/following`,
    featured: `${actorId}/featured`,
    articleId: (postId) => `${publicUrl}${fediverseArticlePath(postId)}`,
    articleUrl: (slug) => `${publicUrl}/blog/${encodeURIComponent(slug)}`,
    tagUrl: (tag) => `${publicUrl}/tags/${encodeURIComponent(tag)}`,
    activityId: (kind, unique) => `${publicUrl}/fediverse/activities/${kind}/${encodeURIComponent(unique)}`,
    articleIdOf: (address) => segmentAfter(address, `${publicUrl}${FEDIVERSE_PATHS.articles}/`),
    slugOf: (address) => segmentAfter(address, `${publicUrl}/blog/`),
  };
}
