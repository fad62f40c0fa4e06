import type { ReactNode } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { Notice } from "@/components/ui/notice";
import { SectionCard } from "@/components/ui/section-card";
import { SkeletonList } from "@/components/ui/skeleton";
import { isNotFound } from "@/lib/api-client";
import { useFediverseOverview } from "../api/fediverse";
import { TURNED_OFF_TEXT } from "../lib/fediverse-words";
import { FediverseAccount } from "./fediverse-account";
import { FediverseDeliveries } from "./fediverse-deliveries";
import { FediverseFollowers } from "./fediverse-followers";
import { FediverseImportedPosts } from "./fediverse-imported-posts";
import { FediverseReactions } from "./fediverse-reactions";

/** Stands in for the account card until the overview says whether the blog is on the fediverse at all. */
function AccountPlaceholder({ children }: { children: ReactNode }) {
  return (
    <SectionCard id="fediverse-account-heading" title="Fediverse account">
      {children}
    </SectionCard>
  );
}

/** The blog as a fediverse account: its handle, followers, deliveries to their servers, and the likes and boosts it got. */
export function FediverseTab() {
  const overview = useFediverseOverview();
  if (overview.isPending)
    return (
      <AccountPlaceholder>
        <SkeletonList label="Loading the fediverse account" count={2} rowClassName="h-10" />
      </AccountPlaceholder>
    );
  // With FEDIVERSE=off the routes do not exist: that is the answer, not a failure.
  if (overview.isError && isNotFound(overview.error))
    return (
      <AccountPlaceholder>
        <Notice>
          {TURNED_OFF_TEXT} The blog is not on the fediverse, so nobody can follow it from Mastodon; set FEDIVERSE=on and restart the server
          to change that.
        </Notice>
      </AccountPlaceholder>
    );
  if (overview.isError)
    return (
      <AccountPlaceholder>
        <ErrorState message="We couldn't load the fediverse account." onRetry={() => void overview.refetch()} />
      </AccountPlaceholder>
    );
  // The sections below ask only once the account is known to exist, so FEDIVERSE=off costs one request, not five.
  return (
    <div className="space-y-6">
      <FediverseAccount overview={overview.data} />
      <FediverseFollowers handle={overview.data.handle} />
      <FediverseDeliveries />
      <FediverseImportedPosts />
      <FediverseReactions />
    </div>
  );
}
