import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { useEarlyInputRegion } from "@/lib/early-input";
import { track } from "@/lib/track";
import { useSearchReport } from "@/lib/use-search-report";
import { recordTagClick } from "@/lib/visitor-interactions";
import { usePostsPage } from "../api/get-posts-page";
import { isFiltering, sameTag } from "../lib/posts-filter";
import { usePostsFilter } from "../lib/use-posts-filter";
import { useSearchText } from "../lib/use-search-text";
import { PostGroups } from "./post-groups";
import { PostsSearchBox } from "./posts-search-box";
import { TagFilter } from "./tag-filter";

/** Typing pauses this long before the list is asked for again. */
const POSTS_SEARCH_DEBOUNCE_MS = 300;

export function PostsBrowser({ profileName }: { profileName?: string }) {
  const { filter, setQuery, toggleTag, clear } = usePostsFilter();
  const [text, setText] = useSearchText(filter.q, setQuery, POSTS_SEARCH_DEBOUNCE_MS);
  const list = usePostsPage(filter);
  const listRef = useRef<HTMLDivElement>(null);
  const filtering = isFiltering(filter);
  // Tag buttons, "Clear filters" and "Load more" pressed before the app started act once this has hydrated.
  const earlyInputRegion = useEarlyInputRegion<HTMLDivElement>();
  useSearchReport(filter.q, list.isSuccess && !list.isPlaceholderData ? list.total : undefined);

  const clearFilters = () => {
    setText("");
    clear();
  };
  const onToggleTag = (tag: string) => {
    if (!sameTag(tag, filter.tag)) {
      recordTagClick(tag);
      track({ name: "tag_click", params: { tag } });
    }
    toggleTag(tag);
  };
  const loadMore = async () => {
    const before = list.posts.length;
    const result = await list.fetchNextPage();
    if (result.isError) return;
    // The button may be gone (everything is shown): keep focus on the reading path, the first new card.
    requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLElement>("article h3 a")[before]?.focus());
  };

  return (
    <div {...earlyInputRegion}>
      <div className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <PostsSearchBox value={text} onChange={setText} onSubmit={() => setQuery(text)} tag={filter.tag} />
          {(filtering || text.trim() !== "") && (
            <Button variant="outline" onClick={clearFilters} className="self-start sm:self-auto">
              Clear filters
            </Button>
          )}
        </div>
        <TagFilter selected={filter.tag} onToggle={onToggleTag} />
      </div>

      <div ref={listRef} className="mt-10 min-h-[40vh]">
        {list.isPending ? (
          <Spinner label="Loading posts..." showLabel className="py-16" />
        ) : list.isError && list.posts.length === 0 ? (
          <ErrorState message="Failed to fetch posts" onRetry={() => void list.refetch()} />
        ) : list.posts.length === 0 ? (
          <div className="flex flex-col items-center gap-4 py-16 text-center">
            <p className="text-lg text-body">No posts found matching your criteria.</p>
            {filtering && (
              <Button variant="outline" onClick={clearFilters}>
                Clear filters to see all posts
              </Button>
            )}
          </div>
        ) : (
          <>
            <PostGroups posts={list.posts} filtering={filtering} profileName={profileName} />
            <div className="mt-12 flex flex-col items-center gap-4">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                Showing {list.posts.length} of {list.total} posts
              </p>
              {list.isFetchNextPageError && <ErrorState message="Failed to fetch posts" onRetry={() => void loadMore()} />}
              {list.hasNextPage && !list.isFetchNextPageError && (
                <Button
                  size="lg"
                  variant="outline"
                  onClick={() => void loadMore()}
                  disabled={list.isFetchingNextPage}
                  aria-busy={list.isFetchingNextPage}
                >
                  Load more posts
                </Button>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
