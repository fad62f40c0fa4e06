import type { ImportCounts, ImportPreview, ImportReportLine, ImportSource, ImportStatus } from "../../../shared/schemas/imports";
import type { Document } from "../types";
import type { SaverRecord } from "./post-revisions.record";
import type { AuthorRecord } from "./posts.record";

/**
 * One import: the uploaded file, what reading it found, and how far writing it has come. The
 * cursor and the lease let a restart, or a second process on the same data folder, take the job
 * up where it stopped, with exactly one process writing at a time.
 */
export interface ImportJobRecord extends Document {
  status: ImportStatus;
  source: ImportSource | null;
  fileName: string;
  fileBytes: number;
  /** The upload's file name inside DATA_DIR/imports (the full report lies beside it as `<name>.report.csv`). */
  storedFile: string;
  createdAt: Date;
  updatedAt: Date;
  preview: ImportPreview | null;
  progress: { done: number; total: number };
  counts: ImportCounts;
  /** The first lines of the report only, so the record stays small whatever the file holds. */
  report: ImportReportLine[];
  error: string | null;
  /** Items of the file (posts and skipped items, in file order) already written: a resumed run skips these. */
  cursor: number;
  /** The report CSV's length when the cursor was recorded. */
  reportBytes: number;
  /** The process working on the job, until `leaseUntil`; after it another may take the job up. */
  leaseOwner: string | null;
  leaseUntil: Date | null;
  /** The author asked to stop: the writer stops after the item it is on. */
  cancelRequested: boolean;
  /** Who the imported posts' first revisions name. */
  savedBy: SaverRecord;
  /** The byline and owner the imported posts get: the blog's author at upload time. */
  author: AuthorRecord;
  authorId: string | null;
}

/** An old address of an imported post (normalised, see normaliseOldPath), found by its id in one indexed read. */
export interface ImportedPathRecord extends Document {
  postId: string;
}
