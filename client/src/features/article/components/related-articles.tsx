import type { PostCard } from "@shared/types";
import { Link } from "wouter";
import { RELATED_MAX } from "@shared/constants";
import { buttonVariants } from "@/components/ui/button";
import { RelatedCard } from "./related-card";

export interface RelatedArticlesProps {
  /** Undefined while the list is loading (or could not be loaded). */
  posts: PostCard[] | undefined;
  /** The article's own tags: the cards show which of them each related post shares. */
  currentTags: string[];
}

/**
 * 'Continue Your Reading Journey' (spec section 2). It renders nothing while loading, with no
 * posts, or when the current post has no tags: a block that says "nothing here" helps nobody.
 */
export function RelatedArticles({ posts, currentTags }: RelatedArticlesProps) {
  if (!posts || posts.length === 0 || currentTags.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <h2 id="related-heading" className="font-serif text-2xl font-bold text-primary sm:text-3xl">
            Continue Your Reading Journey
          </h2>
          <p className="text-body">More articles on the topics of this one.</p>
        </div>
        <Link href="/" className={buttonVariants({ variant: "outline", className: "self-start sm:self-auto" })}>
          Explore All Articles
        </Link>
      </div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.slice(0, RELATED_MAX).map((post) => (
          <RelatedCard key={post.id} post={post} currentTags={currentTags} />
        ))}
      </div>
    </section>
  );
}

export default RelatedArticles;
