import { COLLECTION_NAMES, type CollectionName, type Document } from "../../../store/types";

/**
 * What a backup holds, and why the rest is left out. Kept: everything an author would miss, and
 * what a restored site needs to behave as the original did:
 *   posts, postRevisions, comments, users      the content and who wrote it
 *   subscribers                                 readers, with their consent dates
 *   settings                                    the profile, the site's settings and its stored
 *                                               signing secrets (newsletterSecret signs the
 *                                               unsubscribe links in mail already sent)
 *   mailQueue, newsletterSends                  the newsletter's deliveries and send records
 *   newsletterLinks                             its mails' links and their click counts (links
 *                                               in mail already sent keep leading somewhere)
 *   spamFilter                                  what the spam filter has learnt
 *   analyticsDaily, analyticsKeys               the analytics aggregates and their key names
 *   importedPaths                               an imported blog's old links, answered with 301s
 *   fediverseFollowers, fediverseReactions,     who follows the blog on the fediverse (its key
 *   fediverseTombstones                         pair is a setting), the likes and boosts, and
 *                                               the deleted posts other servers are told are gone
 *   series                                      the posts' series (each post names its own)
 * Left out, on purpose:
 *   sessions, rateLimits                        short-lived; signing in again is cheap
 *   analyticsSeen, analyticsSalts               a day's privacy-bound de-duplication, deleted
 *                                               daily by design: a backup must not outlive it
 *   imports                                     job records pointing at upload files of their own
 *   snapshotLeases                              which process takes which scheduled snapshot
 *   fediverseDeliveries, fediverseInbox         activities on their way out and in: minutes old,
 *                                               and a restored site must not send them again
 *   fediverseActors                             other servers' accounts and keys, fetched again
 *                                               when needed
 *   meta                                        the store's schema version: the store restored
 *                                               into keeps its own, and the restore upgrades
 *                                               what an earlier release's backup holds
 * Leases (a worker's hold on a queued mail) are let go in what is kept: see withoutLeases.
 */
export const KEPT_COLLECTIONS = [
  "posts",
  "postRevisions",
  "comments",
  "subscribers",
  "users",
  "settings",
  "mailQueue",
  "newsletterSends",
  "newsletterLinks",
  "spamFilter",
  "analyticsDaily",
  "analyticsKeys",
  "importedPaths",
  "fediverseFollowers",
  "fediverseReactions",
  "fediverseTombstones",
  "series",
] as const satisfies readonly CollectionName[];

export type KeptCollection = (typeof KEPT_COLLECTIONS)[number];

export const LEFT_OUT_COLLECTIONS = COLLECTION_NAMES.filter((name) => !(KEPT_COLLECTIONS as readonly string[]).includes(name));

export const isKeptCollection = (name: string): name is KeptCollection => (KEPT_COLLECTIONS as readonly string[]).includes(name);

const LEASE_FIELDS = ["leaseOwner", "leaseUntil"];

/** The kept collections whose documents may hold a lease (see withoutLeases): the mail queue's. */
export const LEASED_COLLECTIONS: readonly KeptCollection[] = ["mailQueue"];

/**
 * A document as a restored site should find it: no lease held by a process of the original site.
 * A held lease is let go (null, as the worker itself leaves it), and a mail a worker was sending
 * when the backup was taken goes back to "pending", as the lease's expiry would have done, so the
 * restored queue is free to take it.
 */
export function withoutLeases<T extends Document>(document: T): T {
  const fields = document as Record<string, unknown>;
  if (!LEASE_FIELDS.some((field) => fields[field] !== undefined && fields[field] !== null)) return document;
  const kept: Record<string, unknown> = { ...document };
  for (const field of LEASE_FIELDS) if (field in kept) kept[field] = null;
  if (kept.status === "sending") kept.status = "pending";
  return kept as T;
}
