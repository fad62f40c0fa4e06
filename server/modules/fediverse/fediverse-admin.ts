import type { Clock } from "../../lib/clock";
import { ConflictError, NotFoundError } from "../../lib/errors";
import type { Repositories } from "../../store/repositories";
import type { FanOut } from "./delivery/fan-out";
import type { FediverseIdentity } from "./identity";
import type { InboxCaps } from "./inbox/inbox-caps";
import type { PostFederation } from "./post-federation";
import { ACTIVITY_STREAMS } from "./activity-streams";

const FOLLOWERS_A_PAGE = 50;
const LATEST_DELIVERIES = 50;
const REACTED_POSTS = 50;
const IMPORTED_POSTS = 50;

/** The author's view of the blog on the fediverse: its followers, its deliveries and its reactions. */
export function createFediverseAdmin({
  identity,
  repositories,
  caps,
  fanOut,
  postFederation,
  clock,
}: {
  identity: FediverseIdentity;
  repositories: Pick<Repositories, "fediverseFollowers" | "fediverseDeliveries" | "fediverseInbox" | "fediverseReactions" | "posts">;
  caps: InboxCaps;
  fanOut: FanOut;
  postFederation: PostFederation;
  clock: Clock;
}) {
  const { fediverseFollowers: followers, fediverseDeliveries: deliveries, fediverseInbox: inbox } = repositories;
  return {
    account: () => ({ handle: identity.handle, actorUrl: identity.actorId }),

    async overview() {
      const [count, deliveryCounts, inboxCounts, inboxToday] = await Promise.all([
        followers.count(),
        deliveries.counts(),
        inbox.counts(),
        caps.today(),
      ]);
      return {
        handle: identity.handle,
        actorUrl: identity.actorId,
        followers: count,
        deliveries: deliveryCounts,
        inbox: inboxCounts,
        inboxToday,
        caps: caps.settings,
      };
    },

    async followers(page: number) {
      const [items, total] = await Promise.all([followers.page((page - 1) * FOLLOWERS_A_PAGE, FOLLOWERS_A_PAGE), followers.count()]);
      return {
        total,
        items: items.map((follower) => ({
          id: follower._id,
          handle: follower.handle,
          name: follower.name,
          url: follower.url,
          server: follower.server,
          followedAt: follower.followedAt.toISOString(),
        })),
      };
    },

    /** Removes a follower and tells their server, as Mastodon's "remove follower" does (a Reject of their Follow). */
    async removeFollower(actorId: string): Promise<void> {
      const follower = await followers.find(actorId);
      if (!follower) throw new NotFoundError("No such follower");
      await followers.remove(actorId);
      await fanOut.toInbox(follower.inbox, {
        "@context": ACTIVITY_STREAMS,
        id: identity.activityId("reject", `${follower.followId}/${clock.now().getTime()}`),
        type: "Reject",
        actor: identity.actorId,
        to: [actorId],
        object: { id: follower.followId, type: "Follow", actor: actorId, object: identity.actorId },
      });
    },

    async deliveries() {
      const [counts, latest] = await Promise.all([deliveries.counts(), deliveries.latest(LATEST_DELIVERIES)]);
      return {
        counts,
        latest: latest.map((delivery) => ({
          id: delivery._id,
          kind: delivery.kind,
          server: delivery.server,
          status: delivery.status,
          attempts: delivery.attempts,
          lastError: delivery.lastError,
          createdAt: delivery.createdAt.toISOString(),
          nextAttemptAt: delivery.nextAttemptAt.toISOString(),
        })),
      };
    },

    async importedPosts() {
      const posts = await repositories.posts.listImportedPublished(IMPORTED_POSTS);
      return posts.map((post) => ({
        id: post._id,
        title: post.title,
        slug: post.slug,
        publishedAt: post.publishedAt?.toISOString() ?? null,
      }));
    },

    /** Sends a published post to the followers (an import's, which arrive unsent): how many servers it was queued for. */
    async sendPost(id: string): Promise<{ queued: number }> {
      const post = await repositories.posts.findById(id);
      if (!post) throw new NotFoundError("No such post");
      if (!post.isPublished) throw new ConflictError("Only a published post can be sent to followers");
      return { queued: await postFederation.sendOnRequest(post) };
    },

    async reactions() {
      const counts = await repositories.fediverseReactions.countsByPost(REACTED_POSTS);
      const posts = await repositories.posts.listCardsByIds(counts.map((entry) => entry.postId));
      const byId = new Map(posts.map((post) => [post._id, post]));
      return counts.flatMap((entry) => {
        const post = byId.get(entry.postId);
        return post ? [{ ...entry, title: post.title, slug: post.slug }] : [];
      });
    },
  };
}

export type FediverseAdmin = ReturnType<typeof createFediverseAdmin>;
