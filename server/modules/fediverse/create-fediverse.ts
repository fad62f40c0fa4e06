import type { Config } from "../../config";
import type { BackgroundJob } from "../../jobs/background-jobs";
import { NotFoundError } from "../../lib/errors";
import { PUBLIC_AUDIENCE } from "./activity-streams";
import type { Clock } from "../../lib/clock";
import type { Logger } from "../../lib/logger";
import type { Repositories } from "../../store/repositories";
import type { ProfileService } from "../profile";
import { actorKeys } from "./actor-keys";
import { deliveryHandler } from "./delivery/deliver";
import { createFanOut } from "./delivery/fan-out";
import { createFediverseDocuments } from "./fediverse-documents";
import { createFediverseIdentity } from "./identity";
import { createPostFederation } from "./post-federation";
import { activityHandler, type FediverseReplies } from "./inbox/handle-activity";
import { handleAfterPause } from "./inbox/handle-after-pause";
import { inboxCaps } from "./inbox/inbox-caps";
import { createQueueWorker } from "./queue-worker";
import { forgetIdleActors } from "./remote/forget-idle-actors";
import { createRemoteActors, type RemoteFetchLimits } from "./remote/remote-actors";
import { requestSigner } from "./signatures/sign-request";
import { parsedPublicKeys } from "./signatures/parsed-public-keys";
import { createFediverseAdmin } from "./fediverse-admin";
import { remoteFollowLink } from "./remote/remote-follow";

const MINUTE = 60_000;
/** Deliveries are tried again after these waits (about three days in all, as Mastodon does), then given up on. */
const DELIVERY_RETRIES_MS = [
  MINUTE,
  5 * MINUTE,
  30 * MINUTE,
  2 * 60 * MINUTE,
  6 * 60 * MINUTE,
  12 * 60 * MINUTE,
  24 * 60 * MINUTE,
  24 * 60 * MINUTE,
];
/** An activity whose handling failed for a passing reason (its account's server was down) is tried again a few times. */
const INBOX_RETRIES_MS = [MINUTE, 10 * MINUTE, 60 * MINUTE];
const FINISHED_KEPT_MS = 7 * 24 * 60 * MINUTE;
/** However long a flood goes on, what it queued is handled this soon: a Follow's Accept stays "within seconds". */
const INBOX_HANDLED_WITHIN_MS = 1_000;

export interface FediverseOptions {
  config: NonNullable<Config["fediverse"]>;
  publicUrl: string;
  repositories: Repositories;
  profile: ProfileService;
  /** Where replies go: the comments waiting for the author. */
  replies: FediverseReplies;
  clock: Clock;
  logger: Logger;
}

/**
 * The blog as a fediverse account, built once from the store it already has: its documents, the
 * signed fetches of other accounts, the inbox's queue and handler, and the delivery queue. No
 * other service, and nothing at all when FEDIVERSE=off (the caller builds none of it).
 */
export function createFediverse({ config, publicUrl, repositories, profile, replies, clock, logger }: FediverseOptions) {
  const identity = createFediverseIdentity(publicUrl, config.username);
  const keys = actorKeys(repositories.settings, clock);
  const sign = requestSigner(keys, identity.keyId, () => clock.now());
  const fetchLimits: RemoteFetchLimits = { timeoutMs: 10_000, maxBytes: 1024 * 1024, allowPrivateHosts: config.allowPrivateHosts };
  const deliveryLimits: RemoteFetchLimits = { timeoutMs: 15_000, maxBytes: 64 * 1024, allowPrivateHosts: config.allowPrivateHosts };
  const remoteActors = createRemoteActors({ actors: repositories.fediverseActors, sign, limits: fetchLimits, clock });

  const deliveries = createQueueWorker({
    name: "fediverse deliveries",
    queue: repositories.fediverseDeliveries,
    handle: deliveryHandler({ sign, limits: deliveryLimits, followers: repositories.fediverseFollowers }),
    clock,
    logger,
    concurrency: 20,
    perServer: 2,
    leaseMs: 2 * MINUTE,
    retryDelaysMs: DELIVERY_RETRIES_MS,
    checkEveryMs: 2_000,
  });
  const fanOut = createFanOut({
    deliveries: repositories.fediverseDeliveries,
    followers: repositories.fediverseFollowers,
    clock,
    queued: () => deliveries.kick(),
  });
  const caps = inboxCaps(repositories.rateLimits, clock, {
    perServerPerDay: config.inboxPerServerPerDay,
    perDay: config.inboxPerDay,
    repliesPerServerPerDay: config.repliesPerServerPerDay,
  });
  const inbox = createQueueWorker({
    name: "fediverse inbox",
    queue: repositories.fediverseInbox,
    handle: activityHandler({
      identity,
      remoteActors,
      followers: repositories.fediverseFollowers,
      reactions: repositories.fediverseReactions,
      posts: repositories.posts,
      fanOut,
      replies,
      caps,
      clock,
      logger,
    }),
    clock,
    logger,
    concurrency: 8,
    // One server's activities one at a time, in the order they came: a Like then its Undo, a reply
    // then its edit, and two Likes of one account (the second finds the first, so it counts once).
    perServer: 1,
    leaseMs: MINUTE,
    retryDelaysMs: INBOX_RETRIES_MS,
    checkEveryMs: 2_000,
  });

  // A burst of POSTs is answered first and handled as it ends (see handle-after-pause.ts); never later than this.
  const inboxArrived = handleAfterPause(() => inbox.kick(), { pauseMs: config.inboxPauseMs, atMostMs: INBOX_HANDLED_WITHIN_MS });

  const documents = createFediverseDocuments({
    identity,
    keys,
    posts: repositories.posts,
    followers: repositories.fediverseFollowers,
    reactions: repositories.fediverseReactions,
    tombstones: repositories.fediverseTombstones,
    comments: repositories.comments,
    profile,
    clock,
  });

  const postFederation = createPostFederation({
    documents,
    fanOut,
    deliveries: repositories.fediverseDeliveries,
    tombstones: repositories.fediverseTombstones,
    clock,
    logger,
  });

  return {
    identity,
    documents,
    /** Followers are sent each post as it is published, edited, unpublished or deleted. */
    posts: postFederation,
    remoteActors,
    /** Senders' keys kept parsed for their next POSTs; Mastodon's usual forms checked with node:crypto. */
    signatureChecks: { publicKeyOf: parsedPublicKeys(config.parsedKeysKept), nodeCrypto: config.nodeCryptoChecks },
    caps,
    inbox,
    /** Called once an activity is queued: its handling starts when arrivals pause. */
    inboxArrived,
    deliveries,
    fanOut,
    /** The queues keep a week of finished work for the admin's list, not all of it; idle accounts are forgotten. */
    purgeJob: (): BackgroundJob => ({
      name: "fediverse queue purge",
      everyMs: 60 * MINUTE,
      run: async () => {
        const before = new Date(clock.now().getTime() - FINISHED_KEPT_MS);
        return (
          (await repositories.fediverseDeliveries.purgeFinished(before)) +
          (await repositories.fediverseInbox.purgeFinished(before)) +
          (await forgetIdleActors(
            {
              actors: repositories.fediverseActors,
              followers: repositories.fediverseFollowers,
              reactions: repositories.fediverseReactions,
            },
            clock.now(),
          ))
        );
      },
    }),
    /** The page on a reader's own server that follows the blog, from their handle. */
    remoteFollowLink: remoteFollowLink(fetchLimits, identity.actorId),
    admin: createFediverseAdmin({ identity, repositories, caps, fanOut, postFederation, clock }),
    /** The profile changed: followers' servers are sent the actor anew (name, bio, picture, links, alsoKnownAs). */
    async profileChanged(): Promise<void> {
      try {
        const person = await documents.actor();
        await fanOut.toFollowers(
          {
            "@context": person["@context"],
            id: identity.activityId("update-person", String(clock.now().getTime())),
            type: "Update",
            actor: identity.actorId,
            to: [PUBLIC_AUDIENCE],
            cc: [identity.followers],
            object: person,
          },
          null,
        );
      } catch (error) {
        logger.warn("fediverse: the profile's Update could not be queued", {
          error: error instanceof Error ? error.message : String(error),
        });
      }
    },

    /** A published post's likes and boosts; 404 for a post readers cannot see. */
    async reactionsOf(postId: string) {
      const post = await repositories.posts.findFieldsById(postId, { isPublished: 1 });
      if (!post?.isPublished) throw new NotFoundError("Post not found");
      return repositories.fediverseReactions.counts(postId);
    },
  };
}

export type Fediverse = ReturnType<typeof createFediverse>;
