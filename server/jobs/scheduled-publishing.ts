import { SCHEDULING } from "../../shared/scheduling";
import type { PostsService } from "../modules/posts/posts.service";
import type { BackgroundJob } from "./background-jobs";

/**
 * Publishes scheduled posts. It runs at start too, so a post whose time passed while the server
 * was down goes live as soon as it is back; the schedule lives in the store, not in a timer.
 */
export function scheduledPublishingJob(posts: Pick<PostsService, "publishDue">): BackgroundJob {
  return { name: "scheduled publishing", everyMs: SCHEDULING.checkEveryMs, run: () => posts.publishDue() };
}
