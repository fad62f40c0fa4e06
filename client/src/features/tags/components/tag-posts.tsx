import { useEffect, useMemo, useState } from "react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { displayAuthorName } from "@/lib/utils";
import { readVisitorInteractions, type VisitorInteractions } from "@/lib/visitor-interactions";
import { useTagPosts } from "../api/get-tag-posts";
import { postCountLabel } from "../lib/post-count-label";
import { rankTagPosts } from "../lib/rank-tag-posts";
import { TagPostCard } from "./tag-post-card";
import { TagPostsSkeleton } from "./tag-posts-skeleton";

const EAGER_IMAGES = 3;
const NO_HISTORY: VisitorInteractions = { tagClicks: {}, postViews: {}, lastInteraction: 0 };

export interface TagPostsProps {
  /** The decoded tag, as the reader sees it in the heading. */
  tag: string;
  profileName?: string;
}

/** The count line and the ranked cards under the tag page's heading. */
export function TagPosts({ tag, profileName }: TagPostsProps) {
  const { data, isPending, isError, refetch } = useTagPosts(tag);
  // This reader's own history decides the order. The server cannot know it, so the
  // first render ranks as the server did, and the history is read once mounted, once per answer.
  const [history, setHistory] = useState(NO_HISTORY);
  useEffect(() => setHistory(readVisitorInteractions()), [data]);
  const ranked = useMemo(() => (data ? rankTagPosts(data.posts, history) : []), [data, history]);

  if (isPending) return <TagPostsSkeleton />;
  if (isError) {
    return <ErrorState className="mt-8" message="We couldn't load the posts for this tag." onRetry={() => void refetch()} />;
  }

  if (ranked.length === 0) {
    return (
      <div className="mt-8 flex flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-16 text-center">
        <p className="font-serif text-2xl font-semibold text-foreground">{`No posts found for "${tag}"`}</p>
        <p className="text-body">There are currently no published posts with this tag.</p>
        <Link href="/" className={buttonVariants({ className: "mt-3" })}>
          Explore All Posts
        </Link>
      </div>
    );
  }

  return (
    <>
      <p className="mb-8 text-body" role="status">
        {postCountLabel(data.total)}
        {data.total > ranked.length && ` (showing ${ranked.length})`}
      </p>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {ranked.map((post, index) => (
          <TagPostCard
            key={post.id}
            post={post}
            authorName={displayAuthorName(profileName, post.author.name)}
            eager={index < EAGER_IMAGES}
          />
        ))}
      </div>
    </>
  );
}
