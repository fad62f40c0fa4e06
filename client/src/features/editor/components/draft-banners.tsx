import { Button } from "@/components/ui/button";
import { formatSaveTime } from "../lib/editor-store";
import type { LocalDraft } from "../lib/local-drafts";

const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });
const when = (at: number) => `${shortDate.format(new Date(at))}, ${formatSaveTime(at)}`;

/** An existing post whose copy in this browser is newer than the stored one. */
export function DraftOfferBanner({ draft, onRestore, onDiscard }: { draft: LocalDraft; onRestore: () => void; onDiscard: () => void }) {
  return (
    <div role="status" className="space-y-3 rounded-xl border border-primary/30 bg-accent p-4 text-foreground">
      <p className="text-sm">
        This browser kept a newer, unsaved version of this post ({when(draft.savedAt)}). Restore it to carry on where you left off.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onRestore}>
          Restore draft
        </Button>
        <Button variant="outline" size="sm" onClick={onDiscard}>
          Discard it
        </Button>
      </div>
    </div>
  );
}

/** The new-post editor opened with the draft this browser kept. */
export function RestoredDraftNote({ onStartOver }: { onStartOver: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/30 bg-accent px-4 py-3 text-sm text-foreground"
    >
      <p>Restored the unsaved draft this browser kept.</p>
      <Button variant="outline" size="sm" onClick={onStartOver}>
        Start over
      </Button>
    </div>
  );
}
