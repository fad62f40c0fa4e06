import { RefreshCwIcon } from "lucide-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { PostCard } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { displayAuthorName } from "@/lib/utils";
import { isSearchable } from "../api/search-posts";
import { SearchResultRow } from "./search-result-row";

export interface SearchResultsProps {
  /** What is in the box right now. */
  text: string;
  /** What was last sent (the debounced, trimmed text). */
  term: string;
  search: UseQueryResult<PostCard[]>;
  listboxId: string;
  optionId: (index: number) => string;
  active: number;
  onHover: (index: number) => void;
  onPick: () => void;
  profileName?: string;
}

const PLACEHOLDER_ROWS = 3;

function Placeholders() {
  return (
    <div role="status" aria-label="Searching" className="space-y-1">
      {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
        <div key={index} data-testid="search-placeholder" className="flex gap-3 p-3">
          <Skeleton className="h-16 w-16 shrink-0" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

function Message({ children }: { children: ReactNode }) {
  return <div className="px-4 py-10 text-center text-body">{children}</div>;
}

export function SearchResults(props: SearchResultsProps) {
  const { text, term, search, listboxId, optionId, active, onHover, onPick, profileName } = props;

  if (!isSearchable(text)) {
    return (
      <Message>
        <p>Start typing to search for articles...</p>
      </Message>
    );
  }
  // Covers the pause before the debounced term catches up with the box, and the request itself.
  if (!isSearchable(term) || search.isPending) return <Placeholders />;
  if (search.isError) {
    return (
      <Message>
        <div role="alert" className="flex flex-col items-center gap-4">
          <p>The search could not be completed.</p>
          <Button variant="outline" onClick={() => void search.refetch()}>
            <RefreshCwIcon size={16} />
            Retry
          </Button>
        </div>
      </Message>
    );
  }

  const posts = search.data;
  if (posts.length === 0) {
    return (
      <Message>
        <p role="status" className="font-medium text-foreground">
          No articles found matching &quot;{term}&quot;
        </p>
        <p className="mt-2 text-sm">
          Try other keywords, or{" "}
          <Link
            href="/posts"
            onClick={onPick}
            className="font-medium text-primary underline underline-offset-2 hover:text-primary-light focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            browse categories
          </Link>{" "}
          on the posts page.
        </p>
      </Message>
    );
  }

  return (
    <>
      <p role="status" className="sr-only">
        {posts.length === 1 ? "1 article found" : `${posts.length} articles found`}
      </p>
      <div id={listboxId} role="listbox" aria-label="Search results" className="space-y-1">
        {posts.map((post, index) => (
          <SearchResultRow
            key={post.id}
            post={post}
            id={optionId(index)}
            authorName={displayAuthorName(profileName, post.author.name)}
            active={index === active}
            onHover={() => onHover(index)}
            onPick={onPick}
          />
        ))}
      </div>
    </>
  );
}
