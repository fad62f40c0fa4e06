import type { ReactNode } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonList } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useRevision } from "../../api/revisions";
import type { RestoreResult } from "../../lib/editor-store";
import type { CurrentText } from "../../lib/revision-changes";
import { formatRevisionTime, revisionKindText } from "../../lib/revision-text";
import { RestoreControl } from "./restore-control";
import { RevisionDiff } from "./revision-diff";
import { RevisionPreview } from "./revision-preview";

export interface RevisionDetailProps {
  postId: string;
  number: number;
  current: CurrentText;
  dirty: boolean;
  saving: boolean;
  onRestore: (number: number) => Promise<RestoreResult>;
}

function Frame({ number, children }: { number: number; children: ReactNode }) {
  return (
    <section aria-labelledby="history-version-heading" className="space-y-4">
      <h3 id="history-version-heading" className="font-serif text-lg font-bold text-primary">
        Version #{number}
      </h3>
      {children}
    </section>
  );
}

/** One revision: who saved it and when, what restoring it would change, how it reads, and Restore. */
export function RevisionDetail({ postId, number, current, dirty, saving, onRestore }: RevisionDetailProps) {
  const revision = useRevision(postId, number);

  if (revision.isPending) {
    return (
      <Frame number={number}>
        <SkeletonList label={`Loading version #${number}`} count={4} rowClassName="h-10" />
      </Frame>
    );
  }
  if (revision.isError) {
    return (
      <Frame number={number}>
        <ErrorState message={`We couldn't load version #${number}.`} onRetry={() => void revision.refetch()} />
      </Frame>
    );
  }

  const { data } = revision;
  return (
    <Frame number={number}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {revisionKindText(data)} by {data.savedBy}, {formatRevisionTime(data.savedAt)}
        </p>
        <RestoreControl number={number} dirty={dirty} saving={saving} onRestore={onRestore} />
      </div>
      <Tabs defaultValue="changes">
        <TabsList aria-label={`Version #${number}`} className="inline-flex">
          <TabsTrigger value="changes">Changes</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        <TabsContent value="changes" className="mt-4">
          <RevisionDiff current={current} revision={data} />
        </TabsContent>
        <TabsContent value="preview" className="mt-4">
          <RevisionPreview revision={data} />
        </TabsContent>
      </Tabs>
    </Frame>
  );
}
