import { SCHEDULING } from "../../../shared/scheduling";
import type { BackgroundJob } from "../../jobs/background-jobs";
import type { Clock } from "../../lib/clock";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { SaverRecord } from "../../store/repositories/post-revisions.record";
import type { PostChanges, PostSaver } from "./post-saver";

/** A scheduled post goes live by the server's hand; its history says so. */
const SCHEDULER: SaverRecord = { id: null, name: "Scheduled publishing" };

interface Dependencies {
  posts: Pick<PostsRepository, "listAwaitingAnnouncement" | "listDueForPublishing">;
  saver: PostSaver;
  clock: Clock;
}

/** Publishes the drafts whose scheduled time has come; the schedule lives in the store, not in a timer. */
export function createPostScheduler({ posts, saver, clock }: Dependencies) {
  /**
   * Publishes the drafts whose time has come, and finishes what a stopped run began. Each publish
   * is a save on the version read, so two instances (or the author saving at that moment) cannot
   * publish a post twice: the one whose write lands does it, the other skips it.
   */
  async function publishDue(): Promise<number> {
    for (const pending of await posts.listAwaitingAnnouncement()) await saver.announce(pending);
    const now = clock.now();
    let published = 0;
    for (const due of await posts.listDueForPublishing(now, SCHEDULING.batch)) {
      const post: PostChanges = {
        ...due,
        isPublished: true,
        lastPublicSlug: due.slug,
        // The saver dates the post when the author meant it to appear, even if the server was off then.
        scheduledAt: null,
        updatedAt: now,
        // Marked in the same write, so a run stopped before the newsletter heard of it tells it next time.
        announcementPending: !due.publishedAt && Boolean(due.newsletter?.send),
      };
      if (await saver.save({ kind: "edit", over: due, post, savedBy: SCHEDULER, newsletter: true })) published += 1;
    }
    return published;
  }

  return {
    publishDue,

    /** It runs at start too, so a post whose time passed while the server was down goes live as soon as it is back. */
    job(): BackgroundJob {
      return { name: "scheduled publishing", everyMs: SCHEDULING.checkEveryMs, run: publishDue };
    },
  };
}

export type PostScheduler = ReturnType<typeof createPostScheduler>;
