// Over 300 lines: every check that keeps a hostile zip from the disk and the memory (sizes, ratios,
// names, entry counts) sits beside the one reader that applies them, so none can be bypassed.
import { open as openFile, stat } from "node:fs/promises";
import { Transform, type Readable } from "node:stream";
import yauzl from "yauzl";
import { ImportFileError } from "../imported-item";

/**
 * Limits that keep a hostile zip from filling the disk or the memory. A blog's export is text plus its
 * images: 2 GB unpacked is far above any real one (a 10,000-post WXR is 200 MB) while staying well
 * inside what the machine can hold. A ratio above 200 on a large entry is what a bomb looks like (text
 * compresses about 5-10 times, images not at all); small entries may compress well without harm.
 */
export interface ZipLimits {
  /** Sum of every entry's unpacked size. */
  maxTotalBytes: number;
  /** One entry's unpacked size. */
  maxEntryBytes: number;
  maxEntries: number;
  /** Unpacked / packed size above which a large entry is refused. */
  maxRatio: number;
  /** Entries smaller than this may have any ratio. */
  ratioFloorBytes: number;
}

const MB = 1024 * 1024;

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxTotalBytes: 2048 * MB,
  maxEntryBytes: 512 * MB,
  maxEntries: 50_000,
  maxRatio: 200,
  ratioFloorBytes: 10 * MB,
};

/** An entry as the central directory lists it, its name already checked to stay inside the zip. */
export interface ZipEntryInfo {
  name: string;
  isDirectory: boolean;
  size: number;
  compressedSize: number;
}

export interface SafeZip {
  /** Every entry, files and folders, in the central directory's order. */
  entries: ZipEntryInfo[];
  has(name: string): boolean;
  /** The entry's bytes, counted while they inflate; refused past `maxBytes` whatever the header said. */
  readBuffer(name: string, maxBytes?: number): Promise<Buffer>;
  /** The entry as a stream, for a large asset; it errors past `maxBytes` whatever the header said. */
  openStream(name: string, maxBytes?: number): Promise<Readable>;
  /** The first `bytes` of an entry, for recognising a format without inflating the whole of it. */
  readHead(name: string, bytes: number): Promise<Buffer>;
  close(): Promise<void>;
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b]);

/** Whether the file starts the way every zip does ("PK"), to tell a broken zip from another format. */
export async function looksLikeZip(filePath: string): Promise<boolean> {
  const handle = await openFile(filePath, "r");
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead >= 2 && head.subarray(0, 2).equals(ZIP_SIGNATURE);
  } finally {
    await handle.close();
  }
}

/**
 * Why a name would write outside the folder it is unpacked into: absolute (`/etc`, `C:\`), a `..`
 * segment, or a backslash that some unzippers read as a separator. Null when it is safe.
 */
function unsafeEntryReason(name: string): string | null {
  if (name.includes("\0")) return "a NUL character in the name";
  const slashed = name.replace(/\\/g, "/");
  if (slashed.startsWith("/") || /^[a-zA-Z]:/.test(slashed)) return "an absolute path";
  if (slashed.split("/").includes("..")) return "a `..` segment that leads outside the zip";
  if (name.includes("\\")) return "a backslash in the name";
  return null;
}

function unsafeEntryError(name: string, reason: string): ImportFileError {
  return new ImportFileError(`The zip holds an unsafe entry "${name}" (${reason}); nothing was imported.`, 400);
}

/** yauzl's own name check fires before our handler sees the entry; give its refusal our wording. */
function fromYauzlError(error: Error, pkSignature: boolean): ImportFileError {
  const message = error.message;
  const named = /^(invalid characters in fileName|absolute path|invalid relative path): (.*)$/s.exec(message);
  if (named) {
    const reason =
      named[1] === "absolute path"
        ? "an absolute path"
        : named[1] === "invalid relative path"
          ? "a `..` segment that leads outside the zip"
          : "a backslash in the name";
    return unsafeEntryError(named[2], reason);
  }
  if (/too many bytes in the stream|expected \d+\. got at least/i.test(message)) {
    return new ImportFileError(
      `A zip entry unpacks to more than its header says, which is what a zip bomb looks like; nothing was imported.`,
      413,
    );
  }
  if (/end of central directory record signature not found/i.test(message)) {
    return pkSignature
      ? new ImportFileError("The zip is truncated or damaged: its table of contents (central directory) is missing.", 400)
      : new ImportFileError("The file is not a zip archive.", 415);
  }
  return new ImportFileError(`The zip is damaged and cannot be read (${message}).`, 400);
}

function formatMb(bytes: number): string {
  return `${Math.round(bytes / MB)} MB`;
}

function openYauzl(filePath: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(filePath, { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: true }, (error, zip) => {
      if (error) reject(error);
      else resolve(zip);
    });
  });
}

function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on("entry", (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once("end", () => resolve(entries));
    zip.once("error", reject);
    zip.readEntry();
  });
}

/** Refuses the whole zip on its first hostile entry, before a single byte is inflated. */
function checkEntries(entries: yauzl.Entry[], limits: ZipLimits): void {
  if (entries.length > limits.maxEntries) {
    throw new ImportFileError(`The zip holds ${entries.length} entries, more than the ${limits.maxEntries} an import may hold.`, 413);
  }
  let total = 0;
  for (const entry of entries) {
    const reason = unsafeEntryReason(entry.fileName);
    if (reason) throw unsafeEntryError(entry.fileName, reason);
    const size = entry.uncompressedSize;
    if (size > limits.maxEntryBytes) {
      throw new ImportFileError(
        `The zip entry "${entry.fileName}" unpacks to ${formatMb(size)}, more than the ${formatMb(limits.maxEntryBytes)} one file may hold.`,
        413,
      );
    }
    if (size > limits.ratioFloorBytes && size / Math.max(entry.compressedSize, 1) > limits.maxRatio) {
      throw new ImportFileError(
        `The zip entry "${entry.fileName}" unpacks ${Math.round(size / Math.max(entry.compressedSize, 1))} times its packed size, which is what a zip bomb looks like; nothing was imported.`,
        413,
      );
    }
    total += size;
    if (total > limits.maxTotalBytes) {
      throw new ImportFileError(`The zip unpacks to more than ${formatMb(limits.maxTotalBytes)}, the most an import may hold.`, 413);
    }
  }
}

/** Counts bytes as they inflate, so a header that understates its entry cannot slip a bomb through. */
function byteCap(name: string, maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) {
        done(new ImportFileError(`The zip entry "${name}" unpacks to more than ${formatMb(maxBytes)}; nothing was imported.`, 413));
        return;
      }
      done(null, chunk);
    },
  });
}

/**
 * Opens an import's zip and checks all of it from the central directory: entry names, count, sizes and
 * ratios. Entries are then read one at a time, into memory with a cap, never extracted to disk.
 */
export async function openZip(filePath: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<SafeZip> {
  if ((await stat(filePath)).size === 0) throw new ImportFileError("The file is empty.", 400);
  const pkSignature = await looksLikeZip(filePath).catch(() => false);
  let zip: yauzl.ZipFile;
  let rawEntries: yauzl.Entry[];
  try {
    zip = await openYauzl(filePath);
  } catch (error) {
    throw fromYauzlError(error as Error, pkSignature);
  }
  try {
    rawEntries = await listEntries(zip);
    checkEntries(rawEntries, limits);
  } catch (error) {
    zip.close();
    throw error instanceof ImportFileError ? error : fromYauzlError(error as Error, pkSignature);
  }
  const files = rawEntries.filter((entry) => !entry.fileName.endsWith("/"));
  if (files.length === 0) {
    zip.close();
    throw new ImportFileError("The zip is empty: it holds no files to import.", 400);
  }

  const byName = new Map(rawEntries.map((entry) => [entry.fileName, entry]));
  const entries: ZipEntryInfo[] = rawEntries.map((entry) => ({
    name: entry.fileName,
    isDirectory: entry.fileName.endsWith("/"),
    size: entry.uncompressedSize,
    compressedSize: entry.compressedSize,
  }));

  const openStream = (entry: yauzl.Entry): Promise<Readable> =>
    new Promise((resolve, reject) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) reject(fromYauzlError(error, true));
        else resolve(stream);
      });
    });

  const find = (name: string): yauzl.Entry => {
    const entry = byName.get(name);
    if (!entry || entry.fileName.endsWith("/")) throw new ImportFileError(`The zip has no file "${name}".`, 400);
    return entry;
  };

  return {
    entries,
    has: (name) => byName.has(name) && !name.endsWith("/"),
    async readBuffer(name, maxBytes = limits.maxEntryBytes) {
      const entry = find(name);
      const stream = await openStream(entry);
      const capped = stream.pipe(byteCap(name, Math.min(maxBytes, limits.maxEntryBytes)));
      const chunks: Buffer[] = [];
      try {
        await new Promise<void>((resolve, reject) => {
          stream.once("error", reject);
          capped.once("error", reject);
          capped.on("data", (chunk: Buffer) => chunks.push(chunk));
          capped.once("end", resolve);
        });
      } catch (error) {
        stream.destroy();
        throw error instanceof ImportFileError ? error : fromYauzlError(error as Error, true);
      }
      return Buffer.concat(chunks);
    },
    async openStream(name, maxBytes = limits.maxEntryBytes) {
      const stream = await openStream(find(name));
      const capped = byteCap(name, Math.min(maxBytes, limits.maxEntryBytes));
      stream.once("error", (error) => capped.destroy(error instanceof ImportFileError ? error : fromYauzlError(error, true)));
      capped.once("close", () => stream.destroy());
      return stream.pipe(capped);
    },
    async readHead(name, bytes) {
      const entry = find(name);
      const stream = await openStream(entry);
      const chunks: Buffer[] = [];
      let length = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          chunks.push(chunk);
          length += chunk.length;
          if (length >= bytes) break;
        }
      } catch (error) {
        throw fromYauzlError(error as Error, true);
      } finally {
        stream.destroy();
      }
      return Buffer.concat(chunks).subarray(0, bytes);
    },
    async close() {
      zip.close();
    },
  };
}

/**
 * A path the text of an entry refers to (`images/a.png`, `./cover.jpg`, `../shared/b.png`), as the name
 * of the zip entry it means, relative to that entry's folder; null for a URL or one leaving the zip.
 */
export function resolveZipRef(fromEntry: string, ref: string): string | null {
  let clean = ref.trim();
  if (clean === "" || /^[a-z][a-z0-9+.-]*:/i.test(clean) || clean.startsWith("//")) return null;
  clean = clean.split(/[?#]/)[0];
  try {
    clean = decodeURIComponent(clean);
  } catch {
    // A stray % is part of the name.
  }
  if (clean.includes("\\") || clean.includes("\0")) return null;
  const parts = clean.startsWith("/") ? [] : fromEntry.split("/").slice(0, -1);
  for (const segment of clean.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (parts.length === 0) return null;
      parts.pop();
    } else {
      parts.push(segment);
    }
  }
  return parts.length > 0 ? parts.join("/") : null;
}
