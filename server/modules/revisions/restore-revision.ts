import type { PostRecord } from "../../store/repositories/posts.record";
import type { SaverRecord } from "../../store/repositories/post-revisions.record";
import type { PostsService } from "../posts";
import type { RevisionsService } from "./revisions.service";

interface Dependencies {
  posts: Pick<PostsService, "update">;
  revisions: Pick<RevisionsService, "get">;
}

/**
 * Restoring saves a revision's content over the post through the same path as the editor's save,
 * so a stale base is the same 409, and the history gains a "restore" entry rather than losing any.
 */
export function createRevisionRestore({ posts, revisions }: Dependencies) {
  return {
    async restore(
      postId: string,
      number: number,
      { baseVersion, savedBy }: { baseVersion: number; savedBy: SaverRecord },
    ): Promise<PostRecord> {
      const revision = await revisions.get(postId, number);
      return posts.update(
        postId,
        {
          title: revision.title,
          content: revision.markdown,
          // An excerpt that was derived from the body is derived again from the restored body.
          excerpt: revision.hasCustomExcerpt ? revision.excerpt : "",
          tags: revision.tags,
          category: revision.category,
          featuredImage: revision.featuredImage,
          featuredImageAlt: revision.featuredImageAlt ?? "",
          slug: revision.slug,
          maths: revision.maths ?? false,
          // Ignored: for a restore, update keeps whether the post is public as it is now.
          isPublished: revision.isPublished,
          baseVersion,
        },
        { savedBy, restoredFrom: number },
      );
    },
  };
}

export type RevisionRestore = ReturnType<typeof createRevisionRestore>;
