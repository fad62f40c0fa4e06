import type { RevisionSummary } from "@shared/types";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonList } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { useRevisions } from "../../api/revisions";
import { formatRevisionTime, revisionKindText, wordsChangedSpoken, wordsChangedText } from "../../lib/revision-text";

export interface RevisionListProps {
  postId: string;
  selected: number | null;
  onSelect: (number: number) => void;
}

function RevisionEntry({ revision, selected, onSelect }: { revision: RevisionSummary; selected: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        "w-full cursor-pointer rounded-lg border px-3 py-2 text-left text-sm transition-colors",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        // The border and the weight carry the selection too, not the tint alone.
        selected ? "border-primary bg-accent font-medium" : "border-transparent hover:bg-muted",
      )}
    >
      {/* The spaces between the lines keep the words apart in the button's spoken name. */}
      <span className="flex items-baseline justify-between gap-2">
        <span className="text-foreground">{formatRevisionTime(revision.savedAt)}</span>{" "}
        <span className="text-xs text-muted-foreground">#{revision.number}</span>
      </span>{" "}
      <span className="block text-primary">{revisionKindText(revision)}</span>{" "}
      <span className="block text-xs text-muted-foreground">
        <span>{revision.savedBy}</span>
        <span aria-hidden="true"> · </span>
        <span aria-hidden="true">{wordsChangedText(revision.wordsAdded, revision.wordsRemoved)}</span>
        <span className="sr-only">, {wordsChangedSpoken(revision.wordsAdded, revision.wordsRemoved)}</span>
      </span>
    </button>
  );
}

/** The post's revisions, newest first; choosing one opens it beside the list. */
export function RevisionList(props: RevisionListProps) {
  return (
    <div className="space-y-3">
      <h3 id="history-versions-heading" className="text-sm font-semibold text-foreground">
        Versions
      </h3>
      <Entries {...props} />
    </div>
  );
}

function Entries({ postId, selected, onSelect }: RevisionListProps) {
  const revisions = useRevisions(postId);

  if (revisions.isPending) return <SkeletonList label="Loading versions" count={5} rowClassName="h-16" />;
  if (revisions.isError) {
    return <ErrorState message="We couldn't load this post's history." onRetry={() => void revisions.refetch()} className="py-6" />;
  }
  if (revisions.data.length === 0) {
    return (
      <div className="space-y-1 py-6 text-center">
        <p className="text-foreground">No earlier versions yet.</p>
        <p className="text-sm text-muted-foreground">Each save from now on is kept here.</p>
      </div>
    );
  }
  return (
    <ul aria-labelledby="history-versions-heading" className="space-y-1">
      {revisions.data.map((revision) => (
        <li key={revision.number}>
          <RevisionEntry revision={revision} selected={revision.number === selected} onSelect={() => onSelect(revision.number)} />
        </li>
      ))}
    </ul>
  );
}
