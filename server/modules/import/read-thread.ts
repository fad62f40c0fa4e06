import type { ResourceLimits } from "node:worker_threads";
import type { RenderedMarkdown } from "../../../shared/markdown";
import type { ImportSource } from "../../../shared/schemas/imports";
import { startWorkerFile } from "../../lib/task-thread";
import { ImportFileError, type ImportEvent } from "./imported-item";

/** What the reading thread is asked for: one file, read once, from the start. */
export interface ReadRequest {
  source: ImportSource;
  filePath: string;
  /** Posts come fitted, dated and hashed (for the writing; the preview needs none of it). */
  prepare: boolean;
  /** With `prepare`: the hash each item (by its original id) had when the source was last imported; any other item's text comes rendered. */
  known?: [string, string][];
  /** Events the thread may send before the server's thread has taken them. */
  window: number;
  /** Where the preview keeps the items it reads (item-spool.ts), and where the writing takes them from when they are there. */
  spool?: string;
}

export type ReadMessage =
  { event: ImportEvent; hash?: string; rendered?: RenderedMarkdown } | { done: true } | { error: string; status?: 400 | 413 | 415 };

/** An event read on the thread; a post the thread prepared is fitted and dated already, and has its hash, and its rendered text when it is new or changed. */
export type ThreadEvent = ImportEvent & { hash?: string; rendered?: RenderedMarkdown };

export interface ReadOptions {
  prepare: boolean;
  known?: ReadonlyMap<string, string>;
  spool?: string;
}

export type ReadOnThread = (source: ImportSource, filePath: string, options: ReadOptions) => AsyncGenerator<ThreadEvent>;

/**
 * Items the thread may read ahead of the writing: enough to keep it busy while the writer flushes a
 * checkpoint (a window of 12 alone wrote a 1,000-post export a third slower than 12 plus 9 taken
 * ahead by the writer, under a loaded machine).
 */
const WINDOW = 24;
/** Credit goes back in steps: a message per event taken would cost more than it saves. */
const CREDIT_STEP = 4;

/**
 * Reading and rendering make much short-lived garbage and keep nothing: a young generation under
 * 32 MB spends a third of its time collecting (9.5 ms a 15 KB post against 6.9 ms). A WordPress export is
 * streamed, an item at a time: 96 MB of old generation reads a single item of 6 MB of HTML (30 times
 * Furrow's longest post) and keeps a runaway one from taking the server's memory. A Ghost export is
 * one JSON document, parsed whole (up to IMPORT_MAX_MB), so its thread keeps V8's own old limit.
 */
function limitsFor(source: ImportSource): ResourceLimits {
  return source === "wordpress" ? { maxYoungGenerationSizeMb: 32, maxOldGenerationSizeMb: 96 } : { maxYoungGenerationSizeMb: 32 };
}

/**
 * A source's events read on a thread of their own (read-worker.ts), started for this one reading
 * and stopped when it ends or is left (a cancelled or stopped import). Errors are the reader's:
 * a malformed file fails with its ImportFileError, as when read here.
 */
export async function* readOnThread(
  source: ImportSource,
  filePath: string,
  { prepare, known, spool }: ReadOptions,
): AsyncGenerator<ThreadEvent> {
  const worker = startWorkerFile(import.meta.url, "read-worker", limitsFor(source));
  const queue: ReadMessage[] = [];
  let failure: Error | null = null;
  let exited = false;
  let notify: (() => void) | null = null;
  const wake = () => {
    notify?.();
    notify = null;
  };
  worker.on("message", (message: ReadMessage) => {
    queue.push(message);
    wake();
  });
  worker.on("error", (error) => {
    failure ??= error;
    wake();
  });
  worker.on("exit", () => {
    exited = true;
    wake();
  });
  worker.postMessage({ source, filePath, prepare, known: known && [...known], window: WINDOW, spool } satisfies ReadRequest);
  try {
    let taken = 0;
    for (;;) {
      while (queue.length === 0) {
        if (failure) throw new Error(`The import's reading thread failed: ${(failure as Error).message}`);
        if (exited) throw new Error("The import's reading thread stopped before the end of the file");
        await new Promise<void>((resolve) => (notify = resolve));
      }
      const message = queue.shift()!;
      if ("done" in message) return;
      if ("error" in message) throw message.status ? new ImportFileError(message.error, message.status) : new Error(message.error);
      yield message.hash === undefined ? message.event : { ...message.event, hash: message.hash, rendered: message.rendered };
      if (++taken % CREDIT_STEP === 0) worker.postMessage({ more: CREDIT_STEP });
    }
  } finally {
    await worker.terminate();
  }
}
