import { lazy, memo, Suspense, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Redirect } from "wouter";
import type { PostCard, PostDetail } from "@shared/types";
import { ErrorState } from "@/components/ui/error-state";
import { ArticleNotFound } from "@/features/article/components/article-not-found";
import { ArticleSkeleton } from "@/features/article/components/article-skeleton";
import { SectionBoundary } from "@/features/article/components/section-boundary";
import { useNearViewport } from "@/lib/use-near-viewport";
import { type Gate, HydrationGate, useHydrationGate } from "@/lib/hydration-gate";
import { usePost } from "@/features/posts/api/get-post";
import { relatedPostsQueryOptions, useRelatedPosts } from "@/features/posts/api/get-related-posts";
import { commentsQueryOptions } from "@/features/comments/api/get-comments";
import { useProfile } from "@/features/profile/api/get-profile";
import { FollowSlot } from "@/features/fediverse/components/follow-slot";
import { displayAuthorName } from "@/lib/utils";
import { PageHead } from "../page-head";

// The article's own code is in this page's file (router.tsx loads it with the page), so no other
// page pays for it. What sits below the article waits until the reader scrolls near it.
import { ArticleLayout } from "@/features/article/components/article-layout";
const RelatedArticles = lazy(() => import("@/features/article/components/related-articles"));
const ArticleComments = lazy(() => import("./article-comments"));

export function ArticlePage({ slug }: { slug: string }) {
  const { data: post, isPending, isError, refetch } = usePost(slug);

  if (isPending) {
    return (
      <div className="pt-16">
        <ArticleSkeleton />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="mx-auto max-w-xl px-4 pb-16 pt-32">
        <PageHead spec={{ page: "other", path: `/blog/${slug}`, title: "Article" }} />
        <ErrorState message="We couldn't load this article." onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!post) {
    return (
      <div className="pt-16">
        <PageHead spec={{ page: "notFound", path: `/blog/${slug}`, title: "Article Not Found" }} />
        <ArticleNotFound />
      </div>
    );
  }
  // A page followed by its /blog address inside the app: the server answers that address with a 301, so does the app.
  if (post.kind === "page") return <Redirect to={`/${encodeURIComponent(post.slug)}`} replace />;
  // A fresh view per post: moving on to a related article resets its contents, highlight and lazy blocks.
  return <ArticleView key={post.id} post={post} />;
}

function ArticleView({ post }: { post: PostDetail }) {
  const { data: profile } = useProfile();
  // The parts below the article the server rendered with its data keep their place from the
  // start; their code still waits until the reader scrolls near them.
  const queryClient = useQueryClient();
  const [given] = useState(() => ({
    related: queryClient.getQueryData(relatedPostsQueryOptions(post.id).queryKey) !== undefined,
    comments: queryClient.getQueryData(commentsQueryOptions(post.id).queryKey) !== undefined,
  }));
  const [relatedAnchor, relatedNear] = useNearViewport<HTMLDivElement>();
  const [commentsAnchor, commentsNear] = useNearViewport<HTMLDivElement>();
  const relatedGate = useHydrationGate(relatedNear);
  const commentsGate = useHydrationGate(commentsNear);
  const hasTags = post.tags.length > 0;
  const related = useRelatedPosts(post.id, { enabled: relatedNear && hasTags });

  const authorName = displayAuthorName(profile?.name, post.author.name);

  return (
    <div className="pt-16">
      <PageHead spec={{ page: "article", post, authorName: profile?.name }} />
      <SectionBoundary fallback={<PageFailed message="We couldn't load this article." />}>
        <Suspense fallback={<ArticleSkeleton />}>
          <ArticleLayout
            post={post}
            authorName={authorName}
            authorAvatar={profile?.avatar || post.author.avatar}
            bio={profile?.bio || post.author.bio}
          >
            <div className="mx-auto max-w-6xl space-y-16 px-4 pb-16 sm:px-6 lg:px-8">
              <FollowSlot className="max-w-3xl" />
              <div ref={relatedAnchor}>
                {(relatedNear || given.related) && hasTags && <RelatedBlock gate={relatedGate} posts={related.data} tags={post.tags} />}
              </div>
              {/* Room held for the comments, so the footer does not jump when they arrive. */}
              <div ref={commentsAnchor} className="min-h-[28rem] max-w-3xl">
                {(commentsNear || given.comments) && <CommentsBlock gate={commentsGate} postId={post.id} />}
              </div>
            </div>
          </ArticleLayout>
        </Suspense>
      </SectionBoundary>
    </div>
  );
}

// Memoized: a re-render of the page must not reach a boundary still waiting behind its gate.
const RelatedBlock = memo(function RelatedBlock({ gate, posts, tags }: { gate: Gate; posts: PostCard[] | undefined; tags: string[] }) {
  return (
    <SectionBoundary>
      <Suspense fallback={null}>
        <HydrationGate gate={gate}>
          <RelatedArticles posts={posts} currentTags={tags} />
        </HydrationGate>
      </Suspense>
    </SectionBoundary>
  );
});

const CommentsBlock = memo(function CommentsBlock({ gate, postId }: { gate: Gate; postId: string }) {
  return (
    <SectionBoundary fallback={<PageFailed message="We couldn't load the comments." />}>
      <Suspense fallback={null}>
        <HydrationGate gate={gate}>
          <ArticleComments postId={postId} />
        </HydrationGate>
      </Suspense>
    </SectionBoundary>
  );
});

/** A part of the page whose code failed to arrive: only a fresh load can fetch it again. */
function PageFailed({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <ErrorState message={message} onRetry={() => window.location.reload()} />
    </div>
  );
}
