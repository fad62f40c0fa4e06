import { once } from "node:events";
import { Transform, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { constants, createGzip, type Gzip, type ZlibParams } from "node:zlib";
import type { StoredFiles } from "../../../store/files/stored-files";
import type { DocumentStore } from "../../../store/types";
import { breathe } from "../../../store/batches";
import { jsonBatches, type DocumentJson } from "./backup-source";
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
import { TAR_END, tarHeader, tarPadding } from "./tar-entries";

export interface ArchiveReport extends Totals {
  /** Gzipped bytes written to `out`. */
  bytes: number;
}

/**
 * Uploads' bytes go to gzip through these few buffers, each filled again once gzip has taken what
 * it held. A fresh buffer per read made some 200 MB of garbage on the benchmark's 10,000 posts
 * and 1,000 uploads, faster than V8 collected it, and the allocator kept the memory it had held.
 */
const BUFFERS = 4;
const BUFFER_BYTES = 64 * 1024;

/**
 * A chunk of documents is made bytes as its lines are read, in one of these chunk-sized buffers,
 * each filled again once gzip has taken it; a batch is read only when the next one is free as
 * well, so it is staged whole without waiting. Held as strings until their chunk was full, the
 * lines (and the batch being read) outlived V8's young-generation collections and were promoted:
 * with the young generation at its smallest, as V8 leaves it after an idle spell, a download grew
 * the heap by 90-110 MB (bench/backup.bench.ts).
 */
const STAGES = 3;
const NEWLINE = 0x0a;

/** `promise`, or the archive's reason for stopping if that comes first: nothing waits on a gzip that was destroyed. */
function unlessStopped<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason as Error);
    signal.addEventListener("abort", stop, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", stop));
  });
}

/** The tar, fed to gzip as it is made, waiting whenever gzip (and so the archive's reader) is behind. */
class TarFeed {
  private readonly buffers = Array.from({ length: BUFFERS }, () => Buffer.allocUnsafe(BUFFER_BYTES));
  private readonly taken: (Promise<void> | undefined)[] = [];
  private next = 0;
  private readonly stages = Array.from({ length: STAGES }, () => Buffer.allocUnsafe(CHUNK_BYTES));
  private readonly stageTaken: (Promise<void> | undefined)[] = [];
  private stage = 0;
  /** The open chunk: its collection, bytes and lines staged so far. */
  private chunk = { collection: "", bytes: 0, lines: 0 };
  /** Chunks written per collection, which number their entries. */
  private readonly chunks: Record<string, number> = {};

  constructor(
    private readonly gzip: Gzip,
    private readonly signal: AbortSignal,
  ) {}

  /** The current reused buffer, once gzip has finished with what it last held. */
  private async freeBuffer(): Promise<Buffer> {
    await unlessStopped(this.taken[this.next] ?? Promise.resolve(), this.signal);
    return this.buffers[this.next];
  }

  /** Hands gzip the current buffer's first `length` bytes and moves on to the next buffer. */
  private handOver(length: number): void {
    const slot = this.next;
    this.taken[slot] = new Promise((resolve) => this.gzip.write(this.buffers[slot].subarray(0, length), () => resolve()));
    this.next = (slot + 1) % BUFFERS;
  }

  /** Bytes gzip may keep for as long as it likes. */
  async write(bytes: Buffer): Promise<void> {
    this.signal.throwIfAborted();
    if (!this.gzip.write(bytes)) await once(this.gzip, "drain", { signal: this.signal });
  }

  /** The tar header of the collection's next chunk. */
  private chunkHeader(collection: string, bytes: number): Buffer {
    this.chunks[collection] = (this.chunks[collection] ?? 0) + 1;
    return tarHeader(chunkName(collection, this.chunks[collection]), bytes);
  }

  /** Once gzip has taken what the buffer after the open chunk's held: a batch read now is staged without waiting. */
  async readyForBatch(): Promise<void> {
    await unlessStopped(this.stageTaken[(this.stage + 1) % STAGES] ?? Promise.resolve(), this.signal);
  }

  /**
   * Writes the open chunk's entry, its bytes handed to gzip as they are, and opens the next chunk
   * in the next buffer once gzip has taken what that one held. Gzip's queue is bounded by the
   * stages, so the header and padding are not held back for it.
   */
  async closeChunk(): Promise<void> {
    const { collection, bytes, lines } = this.chunk;
    if (lines === 0) return;
    this.signal.throwIfAborted();
    this.gzip.write(this.chunkHeader(collection, bytes));
    const slot = this.stage;
    this.stageTaken[slot] = new Promise((resolve) => this.gzip.write(this.stages[slot].subarray(0, bytes), () => resolve()));
    this.gzip.write(tarPadding(bytes));
    this.stage = (slot + 1) % STAGES;
    this.chunk = { collection, bytes: 0, lines: 0 };
    await unlessStopped(this.stageTaken[this.stage] ?? Promise.resolve(), this.signal);
  }

  /** Stages `json` and its line break in the open chunk, or says (false) that the chunk must be closed first. */
  private stageLine(collection: string, json: string): boolean {
    const open = this.chunk;
    if (open.lines > 0 && (open.collection !== collection || open.lines >= CHUNK_DOCUMENTS)) return false;
    const free = CHUNK_BYTES - open.bytes - 1;
    // A UTF-16 unit is at most three bytes of UTF-8: counted exactly only when that bound does not fit.
    if (json.length * 3 > free && Buffer.byteLength(json) > free) return false;
    const stage = this.stages[this.stage];
    open.collection = collection;
    open.bytes += stage.write(json, open.bytes);
    stage[open.bytes++] = NEWLINE;
    open.lines += 1;
    return true;
  }

  /** A line longer than a chunk: a chunk of its own, written as it is. */
  private async longLine(collection: string, json: string): Promise<void> {
    await this.closeChunk();
    const bytes = Buffer.from(`${json}\n`);
    await this.write(this.chunkHeader(collection, bytes.length));
    await this.write(bytes);
    await this.write(tarPadding(bytes.length));
  }

  /**
   * A batch of a collection's documents, staged in its chunks; waits only when a chunk fills and gzip
   * still holds the buffer after it (after readyForBatch, only for a batch longer than a chunk).
   */
  async documents(collection: string, batch: readonly DocumentJson[]): Promise<void> {
    for (const { json } of batch) {
      if (this.stageLine(collection, json)) continue;
      await this.closeChunk();
      if (!this.stageLine(collection, json)) await this.longLine(collection, json);
    }
  }

  async text(name: string, text: string): Promise<void> {
    const bytes = Buffer.from(text);
    await this.entry(name, [bytes], bytes.length);
  }

  async entry(name: string, parts: Iterable<Buffer> | AsyncIterable<Buffer>, size: number): Promise<void> {
    await this.write(tarHeader(name, size));
    let written = 0;
    for await (const part of parts) {
      await this.write(part);
      written += part.length;
    }
    if (written !== size) throw new Error(`"${name}" gave ${written} bytes where ${size} were announced`);
    await this.write(tarPadding(size));
  }

  /**
   * Images are compressed already: deflating them again spends the CPU the site's readers need
   * to save a fraction of a percent. From here on gzip stores what it is given.
   */
  async storeOnly(): Promise<void> {
    // Node has params on gzip streams, its types only on deflate ones.
    await unlessStopped(
      new Promise<void>((resolve) =>
        (this.gzip as Gzip & ZlibParams).params(constants.Z_NO_COMPRESSION, constants.Z_DEFAULT_STRATEGY, () => resolve()),
      ),
      this.signal,
    );
  }

  /** An upload read into the reused buffers, each read again only once gzip's write of it has finished. */
  async upload(files: StoredFiles, name: string): Promise<boolean> {
    if (!files.open) {
      const file = await files.stream(name);
      if (!file) return false;
      await this.entry(`${UPLOADS_FOLDER}${name}`, file.content, file.size);
      return true;
    }
    const file = await files.open(name);
    if (!file) return false;
    try {
      await this.write(tarHeader(`${UPLOADS_FOLDER}${name}`, file.size));
      for (;;) {
        const read = await file.read(await this.freeBuffer());
        if (read === 0) break;
        this.handOver(read);
      }
      await this.write(tarPadding(file.size));
      return true;
    } finally {
      await file.close();
    }
  }

  /** Ends the tar, and returns once gzip has taken every buffer. */
  async end(): Promise<void> {
    await this.write(TAR_END);
    await unlessStopped(Promise.all([...this.taken, ...this.stageTaken]), this.signal);
  }
}

/**
 * A collection's documents into the tar, a batch at a time: each batch is staged as bytes as soon
 * as it is read, and the next is read once there is room for it, so no batch outlives its staging.
 */
async function fillDocuments(feed: TarFeed, store: DocumentStore, collection: KeptCollection): Promise<number> {
  const read = jsonBatches(store, collection);
  let count = 0;
  for (let after: string | null = null; ;) {
    await feed.readyForBatch();
    const staged = await stageBatch(feed, collection, await read(after));
    if (!staged) return count;
    count += staged.count;
    after = staged.last;
    await breathe();
  }
}

/** Stages a batch; how many documents it held and the last one's _id (null when it was empty). */
async function stageBatch(
  feed: TarFeed,
  collection: KeptCollection,
  batch: DocumentJson[],
): Promise<{ count: number; last: string } | null> {
  if (batch.length === 0) return null;
  await feed.documents(collection, batch);
  return { count: batch.length, last: batch[batch.length - 1]._id };
}

/** Fills the tar from the store: documents as JSON Lines in chunks, uploads as files, the totals last. */
async function fill(feed: TarFeed, store: DocumentStore, manifest: Manifest): Promise<Totals> {
  await feed.text(MANIFEST, JSON.stringify(manifest));
  const totals: Totals = { counts: Object.fromEntries(KEPT_COLLECTIONS.map((name) => [name, 0])), uploads: 0 };
  for (const collection of KEPT_COLLECTIONS) totals.counts[collection] = await fillDocuments(feed, store, collection);
  await feed.closeChunk();
  await feed.storeOnly();
  // Deleted since the list was read: nothing to keep.
  for (const name of await store.files.list()) if (await feed.upload(store.files, name)) totals.uploads += 1;
  await feed.text(TOTALS, JSON.stringify(totals));
  await feed.end();
  return totals;
}

/**
 * Writes the store's portable archive (format 2) to `out` as it is read: documents a batch at a
 * time, uploads read from their files through a few reused buffers, gzip streamed, so memory stays
 * flat and readers keep being answered between batches. `out` is ended when the archive is; if it
 * fails (or `out` is destroyed, a download cancelled) the reading stops and the promise rejects.
 */
export async function writeArchive(store: DocumentStore, out: Writable, { now }: { now: Date }): Promise<ArchiveReport> {
  const gzip = createGzip();
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const written = pipeline(gzip, counter, out);
  const stopped = new AbortController();
  const closedEarly = written.then(() => {
    throw new Error("The archive's output closed before the archive was complete");
  });
  closedEarly.catch((error: unknown) => stopped.abort(error));
  const manifest: Manifest = { format: FORMAT, version: VERSION, createdAt: now.toISOString(), engine: store.kind };
  const read = () => fill(new TarFeed(gzip, stopped.signal), store, manifest);
  const filling = store.readingThrough ? store.readingThrough(read) : read();
  // Whichever fails first stops the other; neither is left to reject unheard.
  filling.catch(() => undefined);
  try {
    const totals = await Promise.race([filling, closedEarly]);
    gzip.end();
    await written;
    return { ...totals, bytes };
  } catch (error) {
    stopped.abort(error);
    gzip.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
}
