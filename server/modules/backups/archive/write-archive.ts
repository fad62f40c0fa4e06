import { Transform, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { constants, createGzip, type Gzip, type ZlibParams } from "node:zlib";
import type { Pack } from "tar-stream";
import type { DocumentStore } from "../../../store/types";
import { breathe } from "../../../store/batches";
import { jsonBatches } from "./backup-source";
import { loadTar } from "./load-tar";
import { KEPT_COLLECTIONS, type KeptCollection } from "./kept-collections";
import {
  CHUNK_BYTES,
  CHUNK_DOCUMENTS,
  chunkName,
  FORMAT,
  MANIFEST,
  TOTALS,
  UPLOADS_FOLDER,
  VERSION,
  type Manifest,
  type Totals,
} from "./archive-format";

export interface ArchiveReport extends Totals {
  /** Gzipped bytes written to `out`. */
  bytes: number;
}

/** Adds an entry holding `bytes`; resolves once the tar has taken them, which waits while the archive's reader is behind. */
function addEntry(pack: Pack, name: string, bytes: Buffer, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    const entry = pack.entry({ name, size: bytes.length, mtime }, bytes, (error) => (error ? reject(error) : resolve()));
    // A stopped archive destroys the entry with its reason, which the callback passes on.
    entry.on("error", () => undefined);
  });
}

/**
 * The documents' chunk entries: lines are made bytes as they are read, so no document outlives its
 * batch as a string, and a chunk is written once it holds CHUNK_DOCUMENTS lines or the next line
 * would take it past CHUNK_BYTES (a tar header carries the entry's size). A line longer than a
 * chunk is a chunk of its own.
 */
class DocumentChunks {
  private collection = "";
  private lines: Buffer[] = [];
  private bytes = 0;
  /** Chunks written per collection, which number their entries. */
  private readonly written: Record<string, number> = {};

  constructor(
    private readonly pack: Pack,
    private readonly mtime: Date,
  ) {}

  async add(collection: KeptCollection, json: string): Promise<void> {
    const line = Buffer.from(`${json}\n`);
    const full = this.lines.length >= CHUNK_DOCUMENTS || this.bytes + line.length > CHUNK_BYTES;
    if (this.lines.length > 0 && (collection !== this.collection || full)) await this.close();
    this.collection = collection;
    this.lines.push(line);
    this.bytes += line.length;
  }

  async close(): Promise<void> {
    if (this.lines.length === 0) return;
    const index = (this.written[this.collection] = (this.written[this.collection] ?? 0) + 1);
    const bytes = Buffer.concat(this.lines, this.bytes);
    this.lines = [];
    this.bytes = 0;
    await addEntry(this.pack, chunkName(this.collection, index), bytes, this.mtime);
  }
}

/** A collection's documents into the chunks, a batch at a time, the event loop given back between batches. */
async function fillDocuments(chunks: DocumentChunks, store: DocumentStore, collection: KeptCollection): Promise<number> {
  const read = jsonBatches(store, collection);
  let count = 0;
  for (let batch = await read(null); batch.length > 0; batch = await read(batch[batch.length - 1]._id)) {
    for (const { json } of batch) await chunks.add(collection, json);
    count += batch.length;
    await breathe();
  }
  return count;
}

/**
 * Images are compressed already: deflating them again spends the CPU the site's readers need to
 * save a fraction of a percent. From here on gzip stores what it is given.
 */
function storeOnly(gzip: Gzip): Promise<void> {
  // Node has params on gzip streams, its types only on deflate ones.
  return new Promise((resolve) => (gzip as Gzip & ZlibParams).params(constants.Z_NO_COMPRESSION, constants.Z_DEFAULT_STRATEGY, resolve));
}

/** Fills the tar from the store: documents as JSON Lines in chunks, uploads as files, the totals last. */
async function fill(pack: Pack, gzip: Gzip, store: DocumentStore, manifest: Manifest): Promise<Totals> {
  const mtime = new Date(manifest.createdAt);
  await addEntry(pack, MANIFEST, Buffer.from(JSON.stringify(manifest)), mtime);
  const totals: Totals = { counts: Object.fromEntries(KEPT_COLLECTIONS.map((name) => [name, 0])), uploads: 0 };
  const chunks = new DocumentChunks(pack, mtime);
  for (const collection of KEPT_COLLECTIONS) totals.counts[collection] = await fillDocuments(chunks, store, collection);
  await chunks.close();
  await storeOnly(gzip);
  for (const name of await store.files.list()) {
    const file = await store.files.stream(name);
    // Deleted since the list was read: nothing to keep.
    if (!file) continue;
    await pipeline(file.content, pack.entry({ name: `${UPLOADS_FOLDER}${name}`, size: file.size, mtime }));
    totals.uploads += 1;
  }
  await addEntry(pack, TOTALS, Buffer.from(JSON.stringify(totals)), mtime);
  pack.finalize();
  return totals;
}

/**
 * Writes the store's portable archive (format 2) to `out` as it is read: documents a batch at a
 * time, uploads streamed from their files, gzip streamed, so memory stays flat and readers keep
 * being answered between batches. `out` is ended when the archive is; if it fails (or `out` is
 * destroyed, a download cancelled) the reading stops and the promise rejects.
 */
export async function writeArchive(store: DocumentStore, out: Writable, { now }: { now: Date }): Promise<ArchiveReport> {
  const pack = (await loadTar()).pack();
  const gzip = createGzip();
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const written = pipeline(pack, gzip, counter, out);
  const closedEarly = written.then(() => {
    throw new Error("The archive's output closed before the archive was complete");
  });
  closedEarly.catch(() => undefined);
  const manifest: Manifest = { format: FORMAT, version: VERSION, createdAt: now.toISOString(), engine: store.kind };
  const read = () => fill(pack, gzip, store, manifest);
  const filling = store.readingThrough ? store.readingThrough(read) : read();
  // Whichever fails first stops the other; neither is left to reject unheard.
  filling.catch(() => undefined);
  try {
    const totals = await Promise.race([filling, closedEarly]);
    await written;
    return { ...totals, bytes };
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
}
