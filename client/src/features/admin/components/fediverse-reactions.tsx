import type { FediverseReactions as Reactions } from "@shared/types";
import { NewTabLink } from "@/components/ui/new-tab-link";
import { ErrorState } from "@/components/ui/error-state";
import { SectionCard } from "@/components/ui/section-card";
import { SkeletonList } from "@/components/ui/skeleton";
import { formatCount } from "@/lib/report-format";
import { useFediverseReactions } from "../api/fediverse";

const cell = "px-3 py-2 align-top";
const head = `${cell} font-semibold`;

function ReactionsTable({ reactions }: { reactions: Reactions }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Likes and boosts per post</caption>
        <thead className="bg-muted text-emphasis">
          <tr>
            <th scope="col" className={head}>
              Post
            </th>
            <th scope="col" className={`${head} text-right`}>
              Likes
            </th>
            <th scope="col" className={`${head} text-right`}>
              Boosts
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border text-body">
          {reactions.map((post) => (
            <tr key={post.postId}>
              <td className={cell}>
                <NewTabLink href={`/blog/${post.slug}`} name={post.title}>
                  {post.title}
                </NewTabLink>
              </td>
              <td className={`${cell} text-right tabular-nums`}>{formatCount(post.likes)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatCount(post.shares)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Which posts fediverse readers liked and boosted ("shares" on the wire: Mastodon calls them boosts). */
export function FediverseReactions() {
  const reactions = useFediverseReactions();
  return (
    <SectionCard id="fediverse-reactions-heading" title="Reactions" description="Likes and boosts from fediverse readers, per post.">
      {reactions.isPending && <SkeletonList label="Loading the reactions" count={3} rowClassName="h-8" />}
      {reactions.isError && <ErrorState message="We couldn't load the reactions." onRetry={() => void reactions.refetch()} />}
      {reactions.isSuccess &&
        (reactions.data.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No likes or boosts yet.</p>
        ) : (
          <ReactionsTable reactions={reactions.data} />
        ))}
    </SectionCard>
  );
}
