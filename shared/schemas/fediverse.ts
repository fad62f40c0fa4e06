import * as z from "zod";

/** The blog's fediverse account as readers see it: the follow box shows the handle. */
export const fediverseAccountSchema = z.object({
  handle: z.string(),
  /** The actor's address: what a reader's server follows. */
  actorUrl: z.string(),
});

export const remoteFollowQuerySchema = z.object({
  handle: z.string().trim().min(1, "Enter your handle, like @you@mastodon.social").max(200),
});

export const remoteFollowLinkSchema = z.object({
  /** The reader's own server's page that follows the blog. */
  url: z.string(),
});

const queueCountsSchema = z.object({
  pending: z.number().int(),
  working: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
});

export const fediverseOverviewSchema = z.object({
  handle: z.string(),
  actorUrl: z.string(),
  followers: z.number().int(),
  deliveries: queueCountsSchema,
  inbox: queueCountsSchema,
  /** Activities the inbox queued today (UTC), against its caps. */
  inboxToday: z.number().int(),
  caps: z.object({ perServerPerDay: z.number().int(), perDay: z.number().int(), repliesPerServerPerDay: z.number().int() }),
});

export const fediverseFollowerSchema = z.object({
  id: z.string(),
  handle: z.string(),
  name: z.string(),
  url: z.string(),
  server: z.string(),
  followedAt: z.string(),
});

export const fediverseFollowersPageSchema = z.object({
  items: z.array(fediverseFollowerSchema),
  total: z.number().int(),
});

export const fediverseFollowersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const removeFollowerInputSchema = z.object({ actorId: z.url().max(2048) }).strict();

export const fediverseDeliverySchema = z.object({
  id: z.string(),
  kind: z.string(),
  server: z.string(),
  status: z.enum(["pending", "working", "done", "failed", "cancelled"]),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
});

export const fediverseDeliveriesSchema = z.object({
  counts: queueCountsSchema,
  latest: z.array(fediverseDeliverySchema),
});

export const fediverseReactionsSchema = z.array(
  z.object({ postId: z.string(), title: z.string(), slug: z.string(), likes: z.number().int(), shares: z.number().int() }),
);

/** Published posts an import brought: followers get them only when the author sends them. */
export const fediverseImportedPostsSchema = z.array(
  z.object({ id: z.string(), title: z.string(), slug: z.string(), publishedAt: z.string().nullable() }),
);

/** How many servers a post sent on request was queued for: 0 when they all had this version already. */
export const fediverseSendResultSchema = z.object({ queued: z.number().int() });

/** Likes and boosts of one post from the fediverse, as the article shows them. */
export const postReactionsSchema = z.object({ likes: z.number().int(), shares: z.number().int() });
