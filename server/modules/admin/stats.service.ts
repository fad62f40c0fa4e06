import type { AdminStats } from "../../../shared/types";
import type { CommentsRepository } from "../../store/repositories/comments.repository";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { SubscribersRepository } from "../../store/repositories/subscribers.repository";

interface Dependencies {
  posts: PostsRepository;
  comments: CommentsRepository;
  subscribers: SubscribersRepository;
}

/** The dashboard's counts. */
export function createStatsService({ posts, comments, subscribers }: Dependencies) {
  return {
    async stats(): Promise<AdminStats> {
      const [published, drafts, commentsPending, subscriberCount] = await Promise.all([
        posts.countArticles({ isPublished: true }),
        posts.countArticles({ isPublished: false }),
        comments.countPending(),
        subscribers.count(),
      ]);
      return { posts: published + drafts, published, drafts, commentsPending, subscribers: subscriberCount };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
