import { once } from "node:events";
import { Transform, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { constants, createGzip, type Gzip, type ZlibParams } from "node:zlib";
import type { StoredFiles } from "../store/files/stored-files";
import type { DocumentStore } from "../store/types";
import { storeLines } from "./backup-source";
import { KEPT_COLLECTIONS } from "./kept-collections";
import { CHUNK_BYTES, CHUNK_DOCUMENTS, chunkName, FORMAT, MANIFEST, TOTALS, UPLOADS_FOLDER, VERSION, type Manifest, type Totals } from "./archive-format";
import { TAR_END, tarHeader, tarPadding } from "./tar-entries";

export interface ArchiveReport extends Totals {
  /** Gzipped bytes written to `out`. */
  bytes: number;
}

/**
 * Documents' lines and uploads' bytes go to gzip through these few buffers, each filled again once
 * gzip has taken what it held. A fresh buffer per line and per read made some 200 MB of garbage
 * on the benchmark's 10,000 posts and 1,000 uploads, faster than V8 collected it, and the
 * allocator kept the memory it had held.
 */
const BUFFERS = 4;
const BUFFER_BYTES = 64 * 1024;

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
  /** Bytes of lines in the current buffer, not yet handed to gzip. */
  private packed = 0;

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

  private handOverLines(): void {
    if (this.packed === 0) return;
    this.handOver(this.packed);
    this.packed = 0;
  }

  /** Bytes gzip may keep for as long as it likes, after the lines before them. */
  async write(bytes: Buffer): Promise<void> {
    this.signal.throwIfAborted();
    this.handOverLines();
    if (!this.gzip.write(bytes)) await once(this.gzip, "drain", { signal: this.signal });
  }

  /** A line copied into the reused buffers beside the lines around it (one too long for a buffer goes as it is). */
  private async line(text: string, bytes: number): Promise<void> {
    if (bytes > BUFFER_BYTES) return this.write(Buffer.from(text));
    if (this.packed + bytes > BUFFER_BYTES) this.handOverLines();
    const buffer = this.packed === 0 ? await this.freeBuffer() : this.buffers[this.next];
    buffer.write(text, this.packed);
    this.packed += bytes;
  }

  /** An entry of lines, `size` bytes in all. */
  async lines(name: string, lines: readonly string[], size: number): Promise<void> {
    await this.write(tarHeader(name, size));
    let written = 0;
    for (const text of lines) {
      const bytes = Buffer.byteLength(text);
      await this.line(text, bytes);
      written += bytes;
    }
    if (written !== size) throw new Error(`"${name}" gave ${written} bytes where ${size} were announced`);
    await this.write(tarPadding(size));
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
    await unlessStopped(new Promise<void>((resolve) => (this.gzip as Gzip & ZlibParams).params(constants.Z_NO_COMPRESSION, constants.Z_DEFAULT_STRATEGY, () => resolve())), this.signal);
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
    await unlessStopped(Promise.all(this.taken), this.signal);
  }
}

/** Fills the tar from the store: documents as JSON Lines in chunks, uploads as files, the totals last. */
async function fill(feed: TarFeed, store: DocumentStore, manifest: Manifest): Promise<Totals> {
  await feed.text(MANIFEST, JSON.stringify(manifest));
  const totals: Totals = { counts: Object.fromEntries(KEPT_COLLECTIONS.map((name) => [name, 0])), uploads: 0 };
  const chunks: Record<string, number> = {};
  let lines: string[] = [];
  let size = 0;
  let open: string | null = null;
  const flush = async () => {
    if (!open || lines.length === 0) return;
    chunks[open] = (chunks[open] ?? 0) + 1;
    await feed.lines(chunkName(open, chunks[open]), lines, size);
    lines = [];
    size = 0;
  };
  for await (const part of storeLines(store)) {
    if (open !== part.collection) await flush();
    open = part.collection;
    for (const line of part.lines) {
      const bytes = Buffer.byteLength(line);
      if (lines.length >= CHUNK_DOCUMENTS || (lines.length > 0 && size + bytes > CHUNK_BYTES)) await flush();
      lines.push(line);
      size += bytes;
      totals.counts[open] += 1;
    }
  }
  await flush();
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
