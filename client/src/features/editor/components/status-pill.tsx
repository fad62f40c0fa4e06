import { cn } from "@/lib/utils";
import { formatSaveTime, type SaveKind, type SaveStatus } from "../lib/editor-store";

/** Spec §2: 'Waiting for changes', 'Auto-saving...', 'Saved {time}' or 'Auto-saved', 'Save failed'. */
export function statusText(status: SaveStatus, kind: SaveKind | null, lastSavedAt: number | null): string {
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

const tones: Record<SaveStatus, string> = {
  idle: "border-input bg-card text-body",
  saving: "border-warning-border bg-warning-soft text-warning",
  saved: "border-primary/30 bg-accent text-primary",
  error: "border-red-300 bg-destructive-soft text-destructive-strong",
};

const dots: Record<SaveStatus, string> = {
  idle: "bg-input-strong",
  saving: "bg-amber-500 animate-pulse motion-reduce:animate-none",
  saved: "bg-primary-light",
  error: "bg-red-600",
};

export function StatusPill({ status, kind, lastSavedAt }: { status: SaveStatus; kind: SaveKind | null; lastSavedAt: number | null }) {
  return (
    <span
      role="status"
      data-status={status}
      className={cn("inline-flex items-center gap-2 whitespace-nowrap rounded-full border px-3 py-1 text-xs font-medium", tones[status])}
    >
      <span aria-hidden="true" className={cn("h-2 w-2 rounded-full", dots[status])} />
      {statusText(status, kind, lastSavedAt)}
    </span>
  );
}
