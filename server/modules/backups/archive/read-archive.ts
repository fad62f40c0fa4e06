import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { createGunzip, gunzip } from "node:zlib";
import { slices } from "../../../store/batches";
import { isStorableName } from "../../../store/files/stored-files";
import type { Document } from "../../../store/types";
import type { BackupPart, BackupSource } from "./backup-source";
import { isKeptCollection } from "./kept-collections";
import { loadTar } from "./load-tar";
import {
  COLLECTIONS_FOLDER,
  damaged,
  decode,
  FORMAT,
  InvalidArchiveError,
  MANIFEST,
  newer,
  NOT_A_BACKUP,
  TOTALS,
  UPLOADS_FOLDER,
  VERSION,
  type Manifest,
  type Totals,
} from "./archive-format";

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

async function textOf(entry: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const parseJson = (text: string, where: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    throw damaged(`${where} does not parse`);
  }
};

function checkManifest(manifest: Partial<Manifest> | null): void {
  if (manifest?.format !== FORMAT || typeof manifest.version !== "number") throw new InvalidArchiveError(NOT_A_BACKUP);
  if (manifest.version > VERSION) throw newer(manifest.version);
}

/** Format 1 or 2, from the first byte once unzipped: format 1 was a JSON object. */
async function formatOf(path: string): Promise<1 | 2> {
  const handle = await open(path);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    if (bytesRead < 2 || !buffer.equals(GZIP_MAGIC)) throw new InvalidArchiveError(`${NOT_A_BACKUP} (it is not gzipped)`);
  } finally {
    await handle.close();
  }
  const unzipped = createReadStream(path).pipe(createGunzip());
  try {
    for await (const chunk of unzipped) return (chunk as Buffer)[0] === "{".charCodeAt(0) ? 1 : 2;
  } catch (error) {
    throw damaged((error as Error).message);
  } finally {
    unzipped.destroy();
  }
  throw damaged("it is empty");
}

/** Format 1: one JSON object, read whole (archives of that time were made whole in memory too). */
async function* formatOneParts(path: string): BackupSource {
  let archive: { format?: string; version?: number; collections?: Record<string, unknown[]>; uploads?: { name: string; data: string }[] };
  try {
    archive = JSON.parse(
      (await promisify(gunzip)(await Readable.from(createReadStream(path)).toArray().then(Buffer.concat))).toString("utf8"),
    );
  } catch (error) {
    throw damaged((error as Error).message);
  }
  checkManifest(archive as Partial<Manifest>);
  if (typeof archive.collections !== "object" || !Array.isArray(archive.uploads)) throw new InvalidArchiveError(NOT_A_BACKUP);
  for (const [collection, documents] of Object.entries(archive.collections)) {
    if (!isKeptCollection(collection)) continue;
    for (const batch of slices(documents)) yield { kind: "documents", collection, documents: batch.map(decode) as Document[] };
  }
  for (const upload of archive.uploads) {
    if (!isStorableName(upload.name)) continue;
    const bytes = Buffer.from(upload.data, "base64");
    yield { kind: "upload", name: upload.name, size: bytes.length, content: Readable.from([bytes]) };
  }
}

/**
 * Format 2, read as a stream and checked as it goes: the manifest first, every line parsed, the
 * totals at the end equal to what was read. An upload part must be read to its end before the
 * next part is asked for (a tar is read front to back).
 */
async function* formatTwoParts(path: string): BackupSource {
  const extract = (await loadTar()).extract();
  const reading = pipeline(createReadStream(path), createGunzip(), extract);
  reading.catch(() => undefined);
  let manifest: Manifest | null = null;
  let totals: Totals | null = null;
  const read: Totals = { counts: {}, uploads: 0 };
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (!manifest) {
        if (name !== MANIFEST) throw new InvalidArchiveError(NOT_A_BACKUP);
        manifest = parseJson(await textOf(entry), MANIFEST) as Manifest;
        checkManifest(manifest);
      } else if (totals) {
        throw damaged(`${name} comes after the totals`);
      } else if (name === TOTALS) {
        totals = parseJson(await textOf(entry), TOTALS) as Totals;
      } else if (name.startsWith(COLLECTIONS_FOLDER)) {
        const collection = name.slice(COLLECTIONS_FOLDER.length).split("/")[0];
        if (!isKeptCollection(collection)) throw damaged(`it holds an unknown collection, "${collection}"`);
        const lines = (await textOf(entry)).split("\n").filter((line) => line.length > 0);
        const documents = lines.map((line, index) => decode(parseJson(line, `line ${index + 1} of ${name}`)) as Document);
        read.counts[collection] = (read.counts[collection] ?? 0) + documents.length;
        yield { kind: "documents", collection, documents };
      } else if (name.startsWith(UPLOADS_FOLDER) && isStorableName(name.slice(UPLOADS_FOLDER.length))) {
        read.uploads += 1;
        yield {
          kind: "upload",
          name: name.slice(UPLOADS_FOLDER.length),
          size: entry.header.size ?? 0,
          content: entry as AsyncIterable<Buffer>,
        };
      } else {
        throw damaged(`it holds an unexpected entry, "${name}"`);
      }
    }
    await reading;
  } catch (error) {
    if (error instanceof InvalidArchiveError) throw error;
    if (!manifest) throw new InvalidArchiveError(NOT_A_BACKUP);
    throw damaged((error as Error).message);
  } finally {
    extract.destroy();
  }
  if (!totals) throw damaged("its end is missing");
  const names = new Set([...Object.keys(totals.counts ?? {}), ...Object.keys(read.counts)]);
  for (const collection of names) {
    const expected = totals.counts?.[collection] ?? 0;
    const found = read.counts[collection] ?? 0;
    if (expected !== found) throw damaged(`${found} ${collection} read where ${expected} were written`);
  }
  if (totals.uploads !== read.uploads) throw damaged(`${read.uploads} uploads read where ${totals.uploads} were written`);
}

/** An archive file of either format as a backup source; it throws InvalidArchiveError when it is not one, or not whole. */
export async function archiveSource(path: string): Promise<BackupSource> {
  return (await formatOf(path)) === 1 ? formatOneParts(path) : formatTwoParts(path);
}

/** Reads a source to its end, keeping nothing but what it counted: an archive that checks out here can be written. */
export async function checkSource(source: BackupSource): Promise<{ collections: Record<string, number>; uploads: number }> {
  const collections: Record<string, number> = {};
  let uploads = 0;
  for await (const part of source) {
    if (part.kind === "upload") {
      uploads += 1;
      await drain(part);
    } else collections[part.collection] = (collections[part.collection] ?? 0) + part.documents.length;
  }
  return { collections, uploads };
}

async function drain(part: Extract<BackupPart, { kind: "upload" }>): Promise<void> {
  for await (const chunk of part.content) void chunk;
}
