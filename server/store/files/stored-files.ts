import type { Readable } from "node:stream";

/**
 * Uploaded files (the editor's images), kept where every process serving the site reads them:
 * a folder under DATA_DIR beside the embedded database, GridFS inside MongoDB. Names are fresh
 * ids, so a stored file never changes and may be cached for a year.
 */
export interface StoredFiles {
  /** Stores `data` under `name`; saving a name again replaces it (a restore, a retried copy). */
  save(name: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when none has that name (or the name is not one we store). */
  read(name: string): Promise<Buffer | null>;
  /**
   * The file as a stream with its size (a tar entry needs the size before the bytes), or null as
   * read does: for a backup, which must not hold every upload in memory at once.
   */
  stream(name: string): Promise<{ size: number; content: Readable } | null>;
  /** Every stored name, sorted. */
  list(): Promise<string[]>;
  /**
   * Copies the file to `target` on this machine's disk without passing its bytes through memory
   * (a snapshot's uploads); false when none has that name. Only files kept on disk have it.
   */
  copyTo?(name: string, target: string): Promise<boolean>;
}

/** Images the upload pipeline writes, named by id: nothing else (no path, no dot-file) is a name. */
const STORABLE_NAME = /^[\w-]+\.(webp|png|jpe?g|gif|avif)$/;

export const isStorableName = (name: string): boolean => STORABLE_NAME.test(name);

export function assertStorableName(name: string): void {
  if (!isStorableName(name)) throw new Error(`"${name}" is not a name an uploaded file may have`);
}
