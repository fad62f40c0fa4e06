import { closeSync, existsSync, fsyncSync, openSync, readSync, renameSync, rmSync, writeSync } from "node:fs";
import { rm } from "node:fs/promises";

/**
 * The items the preview read from an upload, kept beside it in the order read: the writing takes
 * them from here instead of parsing the file and turning its HTML into Markdown a second time,
 * about a fifth of what the reading thread does per post. The file is JSON lines, one item a line,
 * so any Node version reads what another wrote (an import resumes after an upgrade); a Date is
 * written as {"$date": ISO text, or null when invalid}. Only a finished preview's file is there: it is written under
 * another name and renamed once whole and on disk, so a preview cut short leaves nothing to read.
 * Used on the reading thread, where synchronous file calls hold no one up.
 */
export const spoolFileOf = (uploadPath: string) => `${uploadPath}.items`;
const partialFileOf = (spoolPath: string) => `${spoolPath}.partial`;

/** Bytes gathered before a write, and read at once. */
const CHUNK_BYTES = 1 << 20;
const NEWLINE = 0x0a;
const DATE_KEY = "$date";

/** JSON.stringify's replacer: `this[key]` is still the Date that `value` is already the text of. */
function writingDates(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  if (!(raw instanceof Date)) return value;
  return { [DATE_KEY]: Number.isNaN(raw.getTime()) ? null : raw.toISOString() };
}

function readingDates(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (keys.length !== 1 || keys[0] !== DATE_KEY) return value;
  const text = (value as Record<string, unknown>)[DATE_KEY];
  return text === null ? new Date(Number.NaN) : typeof text === "string" ? new Date(text) : value;
}

function writeAll(fd: number, bytes: Buffer): void {
  for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written);
}

/**
 * Keeps items as they are read. It never fails the preview: a spool that cannot be written (a full
 * disk) is dropped, and the writing reads the file again as it would without one.
 */
export function spoolWriter<T>(spoolPath: string) {
  const partial = partialFileOf(spoolPath);
  let fd: number | null = null;
  let failed = false;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = (into: number) => {
    if (pendingBytes === 0) return;
    writeAll(into, Buffer.concat(pending, pendingBytes));
    pending = [];
    pendingBytes = 0;
  };
  const opened = () => (fd ??= openSync(partial, "w"));
  const drop = () => {
    failed = true;
    pending = [];
    pendingBytes = 0;
    try {
      if (fd !== null) closeSync(fd);
      rmSync(partial, { force: true });
    } catch {
      // Left for removeSpool, which the import's end calls whatever happened here.
    }
    fd = null;
  };
  const guarded = (work: () => void) => {
    if (failed) return;
    try {
      work();
    } catch {
      drop();
    }
  };
  return {
    add(item: T): void {
      guarded(() => {
        // JSON escapes every line break inside a string, so the item is one line.
        const line = Buffer.from(`${JSON.stringify(item, writingDates)}\n`);
        pending.push(line);
        pendingBytes += line.length;
        if (pendingBytes >= CHUNK_BYTES) flush(opened());
      });
    },
    /** The items are all there: on disk before the name says so, so a crash cannot leave half a file under it. */
    finish(): void {
      guarded(() => {
        const file = opened();
        flush(file);
        fsyncSync(file);
        closeSync(file);
        fd = null;
        renameSync(partial, spoolPath);
      });
    },
    /** The preview failed or stopped: what was kept goes. */
    abandon: () => {
      if (!failed) drop();
    },
  };
}

/** Whether a preview of the upload finished and kept its items (one made before spools were, or cut short, did not). */
export const hasSpool = (spoolPath: string) => existsSync(spoolPath);

/** The items a finished preview kept, in order. */
export function* readSpool<T>(spoolPath: string): Generator<T> {
  const fd = openSync(spoolPath, "r");
  try {
    let buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    let start = 0;
    let end = 0;
    for (;;) {
      const newline = buffer.subarray(start, end).indexOf(NEWLINE);
      if (newline !== -1) {
        yield JSON.parse(buffer.toString("utf8", start, start + newline), readingDates) as T;
        start += newline + 1;
        continue;
      }
      // Not a whole line in hand: what is left moves to the front, into a larger buffer if it fills this one.
      if (start === 0 && end === buffer.length) {
        const larger = Buffer.allocUnsafe(2 * buffer.length);
        buffer.copy(larger, 0, 0, end);
        buffer = larger;
      } else {
        buffer.copy(buffer, 0, start, end);
        end -= start;
        start = 0;
      }
      const read = readSync(fd, buffer, end, buffer.length - end, null);
      if (read === 0) {
        if (end !== 0) throw new Error("The import's kept items end in the middle of one");
        return;
      }
      end += read;
    }
  } finally {
    closeSync(fd);
  }
}

/** The kept items of an upload, finished or not: gone with the upload. */
export async function removeSpool(uploadPath: string): Promise<void> {
  const spoolPath = spoolFileOf(uploadPath);
  await Promise.all([rm(spoolPath, { force: true }), rm(partialFileOf(spoolPath), { force: true })]);
}
