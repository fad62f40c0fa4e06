import type { FediverseFollower } from "@shared/types";
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { useRemoveFollower } from "../api/fediverse";

/** "Remove" beside a follower, confirmed first: their server is told at once, and it cannot be undone from here. */
export function RemoveFollowerDialog({ follower }: { follower: FediverseFollower }) {
  const mutation = useRemoveFollower();
  return (
    <ConfirmActionDialog
      subject={follower.id}
      trigger="Remove"
      triggerLabel={`Remove ${follower.handle}`}
      confirm="Remove follower"
      busy="Removing..."
      title={`Remove ${follower.handle}?`}
      description={
        <>
          They stop receiving the blog&apos;s posts, and their server ({follower.server}) is told they no longer follow it. They can follow
          again from their own app.
        </>
      }
      keep="Keep follower"
      destructive
      mutation={mutation}
      done={() => ({ title: "Follower removed", description: `${follower.handle} no longer follows the blog.` })}
      failed="Failed to remove the follower."
    />
  );
}
