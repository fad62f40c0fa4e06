import type { ImportReportLine, ImportSource } from "../../../shared/schemas/imports";
import type { SaverRecord } from "../../store/repositories/post-revisions.record";
import type { ImportedPost, SourceAssets } from "./imported-item";

export interface PrepareImagesContext {
  source: ImportSource;
  jobId: string;
  /** The files the import carries (a zip's images), when its format has any. */
  assets: SourceAssets | null;
  /** Adds a line to the import's report (an image that could not be fetched, kept at its old address). */
  report(line: ImportReportLine): void;
}

/**
 * Called for each post about to be written (new or changed, never for an unchanged one), before
 * it is saved: answers the post with its images stored here and its text pointing at them.
 */
export type PrepareImages = (post: ImportedPost, context: PrepareImagesContext) => Promise<ImportedPost>;

export interface RewriteLinksContext {
  source: ImportSource;
  jobId: string;
  /** Who the revisions of posts saved again name. */
  savedBy: SaverRecord;
  /** Keeps the job's lease while the step reads every imported post; false when another process has taken the job. */
  renewLease(): Promise<boolean>;
}

/**
 * Called once after the last item of an import: rewrites links between imported posts to their
 * addresses here. Their old addresses are in the importedPaths collection (see normaliseOldPath).
 */
export type RewriteImportedLinks = (context: RewriteLinksContext) => Promise<void>;

/** The defaults until the images step lands: posts are written as the reader made them. */
export const keepImagesAsTheyAre: PrepareImages = async (post) => post;
export const leaveLinksAsTheyAre: RewriteImportedLinks = async () => undefined;
