/**
 * The portable archive, format 2: a gzipped tar, written and read as a stream.
 *   manifest.json                       first: format, version, createdAt, engine
 *   collections/<name>/000001.jsonl     documents, one JSON object a line, dates tagged {"$date": ...}
 *   uploads/<name>                      one entry per uploaded file, its bytes as they are
 *   totals.json                         last: documents per collection and the uploads count
 * The counts close the archive rather than open it: the site keeps serving (and writing) while
 * an archive is made, so only what was actually written can be counted, and an archive cut short
 * lacks its last entry, which tells a restore it is incomplete.
 * Format 1 (before streaming) was one gzipped JSON object; it still restores.
 */
export const FORMAT = "furrow-backup";
export const VERSION = 2;
export const MANIFEST = "manifest.json";
export const TOTALS = "totals.json";
export const COLLECTIONS_FOLDER = "collections/";
export const UPLOADS_FOLDER = "uploads/";

/** A tar header carries the entry's size, so documents go in chunks of at most this many or this size. */
export const CHUNK_DOCUMENTS = 500;
export const CHUNK_BYTES = 1024 * 1024;

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  engine: string;
}

export interface Totals {
  counts: Record<string, number>;
  uploads: number;
}

export const chunkName = (collection: string, index: number) =>
  `${COLLECTIONS_FOLDER}${collection}/${String(index).padStart(6, "0")}.jsonl`;

/** Refused archives: the message is for the person restoring, shown as it is. */
export class InvalidArchiveError extends Error {}
export class NotEmptyError extends Error {}

export const NOT_A_BACKUP = "This file is not a Furrow backup";
export const damaged = (detail: string) =>
  new InvalidArchiveError(`This backup is damaged or incomplete (${detail}); nothing was restored`);
export const newer = (version: unknown) => new InvalidArchiveError(`This backup was made by a newer Furrow (format ${version})`);

// JSON has no dates; tagging them keeps createdAt a date after a round trip, on either engine.
// A replacer, not a tagged copy of the document: an archive writes thousands, and each copy is garbage.
function tagDates(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return raw instanceof Date ? { $date: raw.toISOString() } : value;
}

/** One document as a line of the archive, without the line break that ends it. */
export const documentJson = (document: object): string => JSON.stringify(document, tagDates);

export const decode = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0][0] === "$date" && typeof entries[0][1] === "string") return new Date(entries[0][1]);
    return Object.fromEntries(entries.map(([key, inner]) => [key, decode(inner)]));
  }
  return value;
};
