import type { FediverseOverview } from "@shared/types";
import { SectionCard } from "@/components/ui/section-card";
import { formatCount } from "@/lib/report-format";
import { inboxTodayText } from "../lib/fediverse-words";
import { CopyTextButton } from "./copy-text-button";

const term = "text-sm font-semibold text-emphasis";
const detail = "text-sm text-body";

/** The blog's own account: what readers search for, how many follow, and what the inbox took in today. */
export function FediverseAccount({ overview }: { overview: FediverseOverview }) {
  return (
    <SectionCard
      id="fediverse-account-heading"
      title="Fediverse account"
      description="Readers search for this handle in Mastodon or any fediverse app, and follow the blog from there."
    >
      <div className="flex flex-wrap items-center gap-3">
        <code className="break-all rounded bg-muted px-2 py-1 text-base text-emphasis">{overview.handle}</code>
        <CopyTextButton text={overview.handle} label="the handle" />
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <dt className={term}>Followers</dt>
          <dd className={detail}>{formatCount(overview.followers)}</dd>
        </div>
        <div className="space-y-1">
          <dt className={term}>Inbox today</dt>
          <dd className={detail}>{inboxTodayText(overview)}</dd>
        </div>
      </dl>
    </SectionCard>
  );
}
