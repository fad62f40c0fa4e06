import { cva } from "class-variance-authority";
import { formatSaveTime, type SaveKind, type SaveStatus } from "../lib/editor-store";

/** 'Waiting for changes', 'Auto-saving...', 'Saved {time}' or 'Auto-saved', 'Save failed'. */
function statusText(status: SaveStatus, kind: SaveKind | null, lastSavedAt: number | null): string {
  switch (status) {
    case "saving":
      return kind === "manual" ? "Saving..." : "Auto-saving...";
    case "saved":
      return kind === "auto" || lastSavedAt === null ? "Auto-saved" : `Saved ${formatSaveTime(lastSavedAt)}`;
    case "error":
      return "Save failed";
    default:
      return "Waiting for changes";
  }
}

// Each state in its role's colours; the words say the state, the dot only echoes it.
const pillVariants = cva("inline-flex items-center gap-2 whitespace-nowrap rounded-full border px-3 py-1 text-xs font-medium", {
  variants: {
    status: {
      idle: "border-input bg-card text-body",
      saving: "border-warning-border bg-warning-soft text-warning",
      saved: "border-primary/30 bg-accent text-primary",
      error: "border-destructive-border-strong bg-destructive-soft text-destructive-strong",
    } satisfies Record<SaveStatus, string>,
  },
});

const dotVariants = cva("h-2 w-2 rounded-full", {
  variants: {
    status: {
      idle: "bg-input-strong",
      saving: "bg-warning-indicator animate-pulse motion-reduce:animate-none",
      saved: "bg-primary-light",
      error: "bg-destructive-indicator",
    } satisfies Record<SaveStatus, string>,
  },
});

export function StatusPill({ status, kind, lastSavedAt }: { status: SaveStatus; kind: SaveKind | null; lastSavedAt: number | null }) {
  return (
    <span role="status" data-status={status} className={pillVariants({ status })}>
      <span aria-hidden="true" className={dotVariants({ status })} />
      {statusText(status, kind, lastSavedAt)}
    </span>
  );
}
