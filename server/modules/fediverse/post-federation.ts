import type { Clock } from "../../lib/clock";
import type { Logger } from "../../lib/logger";
import type { PostRecord } from "../../store/repositories/posts.record";
import type { DeliveriesRepository } from "../../store/repositories/fediverse-queue.repository";
import type { FediverseTombstonesRepository } from "../../store/repositories/fediverse-tombstones.repository";
import { ACTIVITY_CONTEXT, PUBLIC_AUDIENCE } from "./activity-streams";
import { tombstone } from "./article-object";
import type { FanOut } from "./delivery/fan-out";
import type { FediverseDocuments } from "./fediverse-documents";

/** What readers of a post on the fediverse see: a save that changes none of it (a tag's colour, the newsletter choice) sends no Update. */
const SEEN_FIELDS = ["title", "html", "excerpt", "featuredImage", "tags", "slug"] as const;

const seenChanged = (before: PostRecord, after: PostRecord) =>
  SEEN_FIELDS.some((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));

/**
 * Tells the blog's followers about its posts: a post going public is sent as a Create, an edit a
 * reader would see as an Update, a post unpublished or deleted as a Delete (what is still queued
 * for it is withdrawn first). Each activity's id names the post's version, so a save told twice
 * queues nothing twice, and a post published again after a Delete is sent again.
 */
export function createPostFederation({
  documents,
  fanOut,
  deliveries,
  tombstones,
  clock,
  logger,
}: {
  documents: FediverseDocuments;
  fanOut: FanOut;
  deliveries: DeliveriesRepository;
  tombstones: FediverseTombstonesRepository;
  clock: Clock;
  logger: Logger;
}) {
  const { identity } = documents;
  const addressed = { to: [PUBLIC_AUDIENCE], cc: [identity.followers] };

  /** Answers how many servers it was queued for: none when this version was sent already (a Create is sent once). */
  async function created(post: PostRecord): Promise<number> {
    const activity = {
      "@context": ACTIVITY_CONTEXT,
      ...(await documents.created(post)),
      id: identity.activityId("create", `${post._id}/${post.version}`),
    };
    return fanOut.toFollowers(activity, post._id);
  }

  async function updated(post: PostRecord): Promise<void> {
    await fanOut.toFollowers(
      {
        "@context": ACTIVITY_CONTEXT,
        id: identity.activityId("update", `${post._id}/${post.version}`),
        type: "Update",
        actor: identity.actorId,
        published: post.updatedAt.toISOString(),
        ...addressed,
        object: await documents.article(post, false),
      },
      post._id,
    );
  }

  async function deleted(postId: string, unique: string): Promise<void> {
    // What is still waiting for the post is withdrawn: a follower gets the Delete, not a Create after it.
    await deliveries.cancelWaiting({ postId }, clock.now());
    await fanOut.toFollowers(
      {
        "@context": ACTIVITY_CONTEXT,
        id: identity.activityId("delete", `${postId}/${unique}`),
        type: "Delete",
        actor: identity.actorId,
        ...addressed,
        object: tombstone(identity, postId, clock.now(), false),
      },
      null,
    );
  }

  /** A failure here must not undo the author's save: it is logged, and the post stays as saved. */
  const safely = async (what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      logger.warn(`fediverse: the ${what} could not be queued`, { error: error instanceof Error ? error.message : String(error) });
    }
  };

  return {
    /** A post saved by the author or the scheduler (not an import or a bulk tagging run): `before` is null for a new post. */
    async saved(before: PostRecord | null, after: PostRecord, { autosave = false } = {}): Promise<void> {
      // A page (About, Now) is part of the site, not news: followers never get it.
      if (after.kind === "page") return;
      const wasPublic = before?.isPublished ?? false;
      if (after.isPublished && !wasPublic)
        return safely("Create", async () => {
          await created(after);
        });
      if (after.isPublished && before && !autosave && seenChanged(before, after)) return safely("Update", () => updated(after));
      if (!after.isPublished && wasPublic) return safely("Delete", () => deleted(after._id, String(after.version)));
    },

    /** A published post the blog never sent (an import's), sent now because the author asked: how many servers it was queued for. */
    sendOnRequest: (post: PostRecord): Promise<number> => created(post),

    /** A post deleted: if it was public, followers' servers are told, and its address answers 410 from then on. */
    async deletedPost(post: Pick<PostRecord, "_id" | "slug" | "isPublished" | "publishedAt" | "kind">): Promise<void> {
      if (!post.publishedAt || post.kind === "page") return;
      await safely("Delete", async () => {
        await tombstones.save({ _id: post._id, slug: post.slug, deletedAt: clock.now() });
        if (post.isPublished) await deleted(post._id, "deleted");
        else await deliveries.cancelWaiting({ postId: post._id }, clock.now());
      });
    },
  };
}

export type PostFederation = ReturnType<typeof createPostFederation>;
