import type { ImportJob, ImportOutcome, ImportSource, ImportStatus } from "@shared/schemas";

/** A job still moving on the server: the screen asks again until it settles. */
export const isPolled = (status: ImportStatus) => status === "reading" || status === "importing";

/** A job the author still has to act on or wait for; the screen picks it up again after a reload. */
export const isOpen = (status: ImportStatus) => isPolled(status) || status === "preview";

/** How often a moving job is asked about: often enough for the bar to move, rarely enough to cost nothing. */
export const IMPORT_POLL_MS = 1000;

const SOURCE_LABELS: Record<ImportSource, string> = {
  wordpress: "WordPress",
  ghost: "Ghost",
  substack: "Substack",
  medium: "Medium",
  markdown: "Markdown folder",
};

export const STATUS_LABELS: Record<ImportStatus, string> = {
  reading: "Reading",
  preview: "Waiting for confirmation",
  importing: "Importing",
  done: "Done",
  failed: "Failed",
  cancelled: "Cancelled",
};

export const OUTCOME_LABELS: Record<ImportOutcome, string> = {
  imported: "Imported",
  updated: "Updated",
  unchanged: "Unchanged",
  skipped: "Skipped",
  failed: "Failed",
};

/** The formats the drop area names; the server recognises a file by what it holds, not by its extension. */
export const IMPORT_FORMATS = [
  { name: "WordPress", file: ".xml" },
  { name: "Ghost", file: ".json" },
  { name: "Substack", file: ".zip" },
  { name: "Medium", file: ".zip" },
  { name: "Markdown folder", file: ".zip" },
] as const;

export const IMPORT_ACCEPT = ".xml,.json,.zip,application/xml,text/xml,application/json,application/zip";

export const sourceLabel = (job: Pick<ImportJob, "source">) => (job.source ? SOURCE_LABELS[job.source] : "Unrecognised");
