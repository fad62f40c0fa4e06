import { Readable, Transform, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import tar from "tar-stream";
import type { DocumentStore } from "../store/types";
import { storeSource, type BackupSource } from "./backup-source";
import { KEPT_COLLECTIONS } from "./kept-collections";
import { CHUNK_BYTES, CHUNK_DOCUMENTS, chunkName, documentLine, FORMAT, MANIFEST, TOTALS, UPLOADS_FOLDER, VERSION, type Manifest, type Totals } from "./archive-format";

export interface ArchiveReport extends Totals {
  /** Gzipped bytes written to `out`. */
  bytes: number;
}

/** Adds one entry, waiting while the archive's reader is behind: this is what keeps memory flat. */
async function addEntry(pack: tar.Pack, name: string, size: number, content: Iterable<Buffer> | AsyncIterable<Buffer>): Promise<void> {
  await pipeline(content, pack.entry({ name, size, mtime: new Date(0) }));
}

const addText = (pack: tar.Pack, name: string, text: string) => {
  const bytes = Buffer.from(text);
  return addEntry(pack, name, bytes.length, Readable.from([bytes]));
};

/**
 * A chunk's lines as bytes, each made only when the entry asks for it. Made up front, a chunk's
 * buffers outlived two young-generation collections while the chunk filled and gzip worked through
 * it, were moved to the old generation and, being memory outside the heap, waited there for a full
 * collection: bench/backup.bench.ts saw ~60 MB of them pile up on a fresh server, which the
 * allocator then kept. Made here, each is compressed and dropped while still young.
 */
function* asBytes(lines: string[]): Generator<Buffer> {
  for (const line of lines) yield Buffer.from(line);
}

/** Fills the tar from the source: documents as JSON Lines in chunks, uploads as files, the totals last. */
async function fill(pack: tar.Pack, source: BackupSource, manifest: Manifest): Promise<Totals> {
  await addText(pack, MANIFEST, JSON.stringify(manifest));
  const totals: Totals = { counts: Object.fromEntries(KEPT_COLLECTIONS.map((name) => [name, 0])), uploads: 0 };
  const chunks: Record<string, number> = {};
  let lines: string[] = [];
  let size = 0;
  let open: string | null = null;
  const flush = async () => {
    if (!open || lines.length === 0) return;
    chunks[open] = (chunks[open] ?? 0) + 1;
    await addEntry(pack, chunkName(open, chunks[open]), size, asBytes(lines));
    lines = [];
    size = 0;
  };
  for await (const part of source) {
    if (part.kind === "upload") {
      await flush();
      await addEntry(pack, `${UPLOADS_FOLDER}${part.name}`, part.size, part.content);
      totals.uploads += 1;
      continue;
    }
    if (open !== part.collection) await flush();
    open = part.collection;
    for (const document of part.documents) {
      const line = documentLine(document);
      const bytes = Buffer.byteLength(line);
      if (lines.length >= CHUNK_DOCUMENTS || (lines.length > 0 && size + bytes > CHUNK_BYTES)) await flush();
      lines.push(line);
      size += bytes;
      totals.counts[open] += 1;
    }
  }
  await flush();
  await addText(pack, TOTALS, JSON.stringify(totals));
  return totals;
}

/**
 * Writes the store's portable archive (format 2) to `out` as it is read: documents a batch at a
 * time, uploads streamed from their files, gzip streamed, so memory stays flat and readers keep
 * being answered between batches. `out` is ended when the archive is; if it fails (or `out` is
 * destroyed, a download cancelled) the reading stops and the promise rejects.
 */
export async function writeArchive(store: DocumentStore, out: Writable, { now }: { now: Date }): Promise<ArchiveReport> {
  const pack = tar.pack();
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const written = pipeline(pack, createGzip(), counter, out);
  const manifest: Manifest = { format: FORMAT, version: VERSION, createdAt: now.toISOString(), engine: store.kind };
  const read = () => fill(pack, storeSource(store), manifest);
  const filling = store.readingThrough ? store.readingThrough(read) : read();
  // Whichever fails first stops the other; neither is left to reject unheard.
  filling.catch(() => undefined);
  const closedEarly = written.then(() => {
    throw new Error("The archive's output closed before the archive was complete");
  });
  closedEarly.catch(() => undefined);
  try {
    const totals = await Promise.race([filling, closedEarly]);
    pack.finalize();
    await written;
    return { ...totals, bytes };
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
}
