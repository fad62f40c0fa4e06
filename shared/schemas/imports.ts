import * as z from "zod";

/** Where an import's file came from; the reader is chosen by what the file holds, not by its name. */
const IMPORT_SOURCES = ["wordpress", "ghost", "substack", "medium", "markdown"] as const;
export const importSourceSchema = z.enum(IMPORT_SOURCES);
export type ImportSource = z.infer<typeof importSourceSchema>;

/**
 * An import's life: the file is read once for the preview (nothing written), the author confirms,
 * then the writing runs as a background job that a restart resumes.
 */
const IMPORT_STATUSES = ["reading", "preview", "importing", "done", "failed", "cancelled"] as const;
export const importStatusSchema = z.enum(IMPORT_STATUSES);
export type ImportStatus = z.infer<typeof importStatusSchema>;

/** What the file holds, counted before anything is written. */
export const importPreviewSchema = z.object({
  posts: z.number().int(),
  drafts: z.number().int(),
  scheduled: z.number().int(),
  /** The author's pages (About, Now), apart from the posts; absent in previews made before pages were imported. */
  pages: z.number().int().optional(),
  comments: z.number().int(),
  tags: z.number().int(),
  images: z.number().int(),
  /** Items the source holds that are not posts (pages, attachments, responses, spam...), counted by kind. */
  skipped: z.record(z.string(), z.number().int()),
  /** Things the author should know before confirming: unknown shortcodes, password-protected posts... */
  warnings: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

const IMPORT_OUTCOMES = ["imported", "updated", "unchanged", "skipped", "failed"] as const;
export const importOutcomeSchema = z.enum(IMPORT_OUTCOMES);
export type ImportOutcome = z.infer<typeof importOutcomeSchema>;

/** One line of the report: an item of the file and what became of it. */
export const importReportLineSchema = z.object({
  kind: z.enum(["post", "page", "comment", "image"]),
  /** The item's id in the source (WXR guid or post id, Ghost id, file path...). */
  originalId: z.string(),
  title: z.string(),
  outcome: importOutcomeSchema,
  /** Why it was skipped or failed, or what to check ("edited in Furrow since the last import: left alone"). */
  reason: z.string(),
  /** The post's address on this site once written. */
  path: z.string().nullable(),
});
export type ImportReportLine = z.infer<typeof importReportLineSchema>;

export const importCountsSchema = z.object(
  Object.fromEntries(IMPORT_OUTCOMES.map((outcome) => [outcome, z.number().int()])) as Record<ImportOutcome, z.ZodNumber>,
);
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importJobSchema = z.object({
  id: z.string(),
  status: importStatusSchema,
  source: importSourceSchema.nullable(),
  fileName: z.string(),
  fileBytes: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Null until the file has been read. */
  preview: importPreviewSchema.nullable(),
  /** While importing: items written so far of the total the preview counted. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  counts: importCountsSchema,
  /** The first lines of the report; the whole report is the CSV download. */
  report: z.array(importReportLineSchema),
  /** Why the import stopped, when it failed. */
  error: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
