import { useEffect, useState } from "react";
import { NewTabLink } from "@/components/ui/new-tab-link";
import type { FediverseFollower } from "@shared/types";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { SectionCard } from "@/components/ui/section-card";
import { SkeletonList } from "@/components/ui/skeleton";
import { formatCardDate } from "@/lib/format-date";
import { cn } from "@/lib/utils";
import { FOLLOWERS_A_PAGE, useFediverseFollowers } from "../api/fediverse";
import { followersText } from "../lib/fediverse-words";
import { RemoveFollowerDialog } from "./remove-follower-dialog";

const cell = "px-3 py-2 align-top";
const head = `${cell} font-semibold`;

function FollowerRow({ follower }: { follower: FediverseFollower }) {
  return (
    <tr>
      <td className={cn(cell, "break-words")}>
        {/* Their profile lives on their own server: a new tab, and nothing of this page handed to it. */}
        <NewTabLink href={follower.url || follower.id} name={follower.name || follower.handle}>
          {follower.name || follower.handle}
        </NewTabLink>
      </td>
      <td className={cn(cell, "break-all")}>{follower.handle}</td>
      <td className={cn(cell, "break-all")}>{follower.server}</td>
      <td className={cn(cell, "whitespace-nowrap")}>
        <time dateTime={follower.followedAt}>{formatCardDate(follower.followedAt)}</time>
      </td>
      <td className={cn(cell, "text-right")}>
        <RemoveFollowerDialog follower={follower} />
      </td>
    </tr>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav aria-label="Follower pages" className="flex flex-wrap items-center justify-between gap-3 pt-2 text-sm text-body">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

/** Who follows the blog, newest first, 50 a page, each removable. */
export function FediverseFollowers({ handle }: { handle: string }) {
  const [page, setPage] = useState(1);
  const followers = useFediverseFollowers(page);
  const total = followers.data?.total;
  const pages = Math.max(1, Math.ceil((total ?? 0) / FOLLOWERS_A_PAGE));
  // A removal can empty the last page: step back to the one that is now last.
  useEffect(() => {
    if (total !== undefined && page > pages) setPage(pages);
  }, [page, pages, total]);

  return (
    <SectionCard
      id="fediverse-followers-heading"
      title="Followers"
      description={total ? `${followersText(total)}, newest first.` : "Accounts that follow the blog, newest first."}
    >
      {followers.isPending && <SkeletonList label="Loading the followers" count={3} rowClassName="h-10" />}
      {followers.isError && <ErrorState message="We couldn't load the followers." onRetry={() => void followers.refetch()} />}
      {followers.isSuccess && followers.data.items.length === 0 && (
        <p className="py-6 text-center text-muted-foreground">No followers yet. Readers who follow {handle} appear here.</p>
      )}
      {followers.isSuccess && followers.data.items.length > 0 && (
        <div aria-busy={followers.isPlaceholderData} className={cn(followers.isPlaceholderData && "opacity-60")}>
          <div className="overflow-x-auto rounded-lg border border-border">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Followers, newest first</caption>
              <thead className="bg-muted text-emphasis">
                <tr>
                  <th scope="col" className={head}>
                    Name
                  </th>
                  <th scope="col" className={head}>
                    Handle
                  </th>
                  <th scope="col" className={head}>
                    Server
                  </th>
                  <th scope="col" className={head}>
                    Followed
                  </th>
                  <th scope="col" className={head}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border text-body">
                {followers.data.items.map((follower) => (
                  <FollowerRow key={follower.id} follower={follower} />
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} />}
        </div>
      )}
    </SectionCard>
  );
}
