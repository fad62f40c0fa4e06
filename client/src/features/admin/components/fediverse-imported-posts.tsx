import type { FediverseImportedPosts as ImportedPosts } from "@shared/types";
import { NewTabLink } from "@/components/ui/new-tab-link";
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { ErrorState } from "@/components/ui/error-state";
import { SectionCard } from "@/components/ui/section-card";
import { SkeletonList } from "@/components/ui/skeleton";
import { formatCardDate } from "@/lib/format-date";
import { useFediverseImportedPosts, useSendPostToFollowers } from "../api/fediverse";

const serversQueued = (queued: number) =>
  queued === 0
    ? "Every follower's server already has this version of it."
    : `Queued for ${queued === 1 ? "1 server" : `${queued} servers`}; see Deliveries for how it goes.`;

function SendToFollowers({ post }: { post: ImportedPosts[number] }) {
  const mutation = useSendPostToFollowers();
  return (
    <ConfirmActionDialog
      subject={post.id}
      trigger="Send to followers"
      triggerLabel={`Send ${post.title} to followers`}
      confirm="Send"
      busy="Sending..."
      title={`Send "${post.title}" to followers?`}
      description="It appears in your followers' timelines as a new post, with its original date. A server that already has it gets nothing more."
      keep="Not now"
      mutation={mutation}
      done={(result) => ({ title: "Sent to followers", description: serversQueued(result.queued) })}
      failed="Failed to send the post."
    />
  );
}

/** An import's posts arrive unsent (a whole archive at once would flood followers' timelines): the author sends the ones worth it. */
export function FediverseImportedPosts() {
  const posts = useFediverseImportedPosts();
  return (
    <SectionCard
      id="fediverse-imported-heading"
      title="Imported posts"
      description="Posts an import brought are not sent to your followers. Send the ones you want them to see."
    >
      {posts.isPending && <SkeletonList label="Loading the imported posts" count={2} rowClassName="h-8" />}
      {posts.isError && <ErrorState message="We couldn't load the imported posts." onRetry={() => void posts.refetch()} />}
      {posts.isSuccess &&
        (posts.data.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No published posts came from an import.</p>
        ) : (
          <ul className="divide-y divide-border">
            {posts.data.map((post) => (
              <li key={post.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span className="min-w-0">
                  <NewTabLink href={`/blog/${post.slug}`} name={post.title}>
                    {post.title}
                  </NewTabLink>
                  {post.publishedAt && <span className="ml-2 text-sm text-muted-foreground">{formatCardDate(post.publishedAt)}</span>}
                </span>
                <SendToFollowers post={post} />
              </li>
            ))}
          </ul>
        ))}
    </SectionCard>
  );
}
