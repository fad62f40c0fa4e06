// Over 300 lines: a job's stages (upload, preview, writing, resume after a crash, cancel) all change
// one job record under one lease, and this file alone does; together, every change to the lease is in view.
import { createReadStream, existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { ImportJob, ImportReportLine, ImportStatus } from "../../../shared/schemas/imports";
import { ConflictError, HttpError, NotFoundError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import type { Logger } from "../../lib/logger";
import type { BackgroundJob } from "../../jobs/background-jobs";
import { breathe } from "../../store/batches";
import type { ImportJobRecord } from "../../store/repositories/imports.record";
import { emptyCounts, REPORT_LINES_KEPT, type ImportsRepository } from "../../store/repositories/imports.repository";
import type { SaverRecord } from "../../store/repositories/post-revisions.record";
import type { AuthorRecord } from "../../store/repositories/posts.record";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import { keepImagesAsTheyAre, leaveLinksAsTheyAre, type PrepareImages, type RewriteImportedLinks } from "./import-hooks";
import { previewCounter } from "./import-preview";
import { ImportFileError, type SourceAssets, type SourceReader } from "./imported-item";
import { removeSpool, spoolFileOf } from "./item-spool";
import type { ReadOnThread, ReadOptions, ThreadEvent } from "./read-thread";
import { reportFile, reportFileOf } from "./report-csv";
import { importsDir, storeUpload } from "./store-upload";
import { createImportWriter, type WriterDependencies } from "./write-imported-post";

const CHECK_EVERY_MS = 5_000;
const ENDED: ImportStatus[] = ["done", "failed", "cancelled"];
/** How long the upload's answer waits for the preview: a small file's is in the answer (a bad one's 4xx too), a large one's follows. */
const PREVIEW_WAIT_MS = 15_000;
/** The reading pass renews its lease and looks for a cancel after this many items. */
const READ_STEP = 200;
/**
 * The writing stores the waiting items and records its progress (cursor, counts, report, lease)
 * after this many items, or sooner once this long has passed: a transaction per write of every
 * item cost more than the items themselves, and more items a transaction would hold the event
 * loop (SQLite writes synchronously) longer than a reader's request should wait. A crash redoes at
 * most the items since the last checkpoint, which are found already written and counted unchanged.
 */
const CHECKPOINT_ITEMS = 10;
const CHECKPOINT_MS = 2_000;
/**
 * Imported posts' hashes read at once before the writing: SQLite reads each from its post's whole
 * stored text, about 0.5 ms a post, so a batch of 100 holds the event loop for some 50 ms.
 */
const KNOWN_AT_ONCE = 100;

/** What the items written since the last checkpoint add to the job's record and its report. */
function newCheckpoint() {
  const startedAt = performance.now();
  const itemLines: ImportReportLine[] = [];
  const csv: ImportReportLine[] = [];
  const shown: ImportReportLine[] = [];
  return {
    csv,
    shown,
    get items() {
      return itemLines.length;
    },
    /** Counted when recorded, not when added: a write that fails at the flush turns its line into a failure. */
    outcomes() {
      const counts: Partial<Record<ImportReportLine["outcome"], number>> = {};
      for (const { outcome } of itemLines) counts[outcome] = (counts[outcome] ?? 0) + 1;
      return counts;
    },
    add(lines: ImportReportLine[], firstLines: ImportReportLine[]) {
      itemLines.push(lines[0]);
      csv.push(...lines);
      shown.push(...firstLines);
    },
    due: () => itemLines.length >= CHECKPOINT_ITEMS || performance.now() - startedAt >= CHECKPOINT_MS,
  };
}

export interface ImportJobsDependencies extends Omit<WriterDependencies, "prepareImages" | "posts"> {
  posts: WriterDependencies["posts"] & Pick<PostsRepository, "listImportedAddressesAfter">;
  jobs: ImportsRepository;
  logger: Logger;
  dataDir: string;
  maxBytes: number;
  /**
   * How long a process holds a job it works on; renewed after every item, so it must outlast the
   * slowest item (one whose images are fetched, each with its own timeout).
   */
  leaseMs?: number;
  /** The readers by source (default: the built-in ones, loaded with the first import). */
  readers?: Partial<Record<string, SourceReader>>;
  /** The images step: each post about to be written (default: written as read). */
  prepareImages?: PrepareImages;
  /** The links step, once after the last item (default: none). */
  rewriteImportedLinks?: RewriteImportedLinks;
  /**
   * Reads a file on a thread of its own (read-thread.ts), so the parsing, the HTML to Markdown and
   * their garbage stay off the server's thread; without it (or for a reader other than the
   * built-in ones), files are read here.
   */
  readOnThread?: ReadOnThread;
  /** A safety copy of the blog before a confirmed import writes anything; a failure leaves the import waiting for confirmation. */
  beforeWriting?: () => Promise<unknown>;
}

export interface NewImport {
  body: Readable;
  fileName: string;
  savedBy: SaverRecord;
  author: AuthorRecord;
  authorId: string | null;
}

/** The job as the API shows it: no file paths, leases or cursors. */
export function toImportJob(job: ImportJobRecord): ImportJob {
  return {
    id: job._id,
    status: job.status,
    source: job.source,
    fileName: job.fileName,
    fileBytes: job.fileBytes,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    preview: job.preview,
    progress: job.progress,
    counts: job.counts,
    report: job.report,
    error: job.error,
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

// The built-in readers and the detection load with the first import, not with the server: their
// parsers (turndown, parse5, saxes, yauzl, yaml) are a large share of start-up for a page used once.
const builtInReaders = async (): Promise<Partial<Record<string, SourceReader>>> => (await import("./source-readers")).SOURCE_READERS;
const detectSource = async (path: string) => (await import("./detect-source")).detectSource(path);

/**
 * Imports as background jobs: the upload is stored and read once for its preview (nothing
 * written), then, once confirmed, written item by item. Whoever works on a job holds its lease in
 * the store, so of two processes on one data folder exactly one writes; the cursor moves with each
 * item, so a restart (or the other process, once the lease has run out) goes on from there.
 */
export function createImportJobs(dependencies: ImportJobsDependencies) {
  const { jobs, clock, logger, dataDir, maxBytes, leaseMs = 300_000 } = dependencies;
  const readersNow = async () => dependencies.readers ?? (await builtInReaders());
  const prepareImages = dependencies.prepareImages ?? keepImagesAsTheyAre;
  const rewriteImportedLinks = dependencies.rewriteImportedLinks ?? leaveLinksAsTheyAre;
  const writer = createImportWriter({ ...dependencies, prepareImages });
  // Each process (and each app in one test) is its own lease holder.
  const owner = newId();
  const running = new Map<string, Promise<void>>();
  /** The status a refused file is answered with, for the upload still waiting on its preview. */
  const refusedWith = new Map<string, number>();
  const progressListeners = new Set<(id: string, done: number) => void>();
  /** Jobs the author asked this process to stop: seen after the current item, without reading the store each time. */
  const cancelAsked = new Set<string>();
  let draining: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const leaseFromNow = () => new Date(clock.now().getTime() + leaseMs);
  const filePath = (job: ImportJobRecord) => join(importsDir(dataDir), job.storedFile);
  const readerOf = async (job: ImportJobRecord) => {
    const reader = job.source ? (await readersNow())[job.source] : undefined;
    if (!reader) throw new ImportFileError(`Furrow cannot import ${job.source ?? "this kind of"} exports yet`, 415);
    return reader;
  };
  const onThread = async (reader: SourceReader) =>
    (await builtInReaders())[reader.source] === reader ? dependencies.readOnThread : undefined;

  /** The hash each item of `source` had when it was last imported, by its original id: the reading thread renders only the others. */
  async function knownHashes(source: string): Promise<Map<string, string>> {
    const known = new Map<string, string>();
    for (let after = ""; ;) {
      const batch = await dependencies.posts.listImportedAddressesAfter(source, after, KNOWN_AT_ONCE);
      if (batch.length === 0) return known;
      for (const { importedFrom } of batch) if (importedFrom) known.set(importedFrom.originalId, importedFrom.contentHash);
      after = batch[batch.length - 1]._id;
      await breathe();
    }
  }

  /** The file's events, from the reading thread when the job's reader is a built-in one; `options` as ReadRequest's. */
  async function* eventsOf(job: ImportJobRecord, options: Omit<ReadOptions, "spool">): AsyncIterable<ThreadEvent> {
    const reader = await readerOf(job);
    yield* (
      (await onThread(reader))?.(reader.source, filePath(job), { ...options, spool: spoolFileOf(filePath(job)) }) ??
      reader.read(filePath(job))
    );
  }
  const finish = (job: ImportJobRecord, fields: Partial<ImportJobRecord>) =>
    jobs.update(job._id, owner, { ...fields, leaseOwner: null, leaseUntil: null, updatedAt: clock.now() });

  async function readPreview(job: ImportJobRecord): Promise<void> {
    try {
      const counter = previewCounter();
      let seen = 0;
      for await (const event of eventsOf(job, { prepare: false })) {
        counter.add(event);
        if (++seen % READ_STEP === 0) {
          await breathe();
          if (stopped || !(await jobs.update(job._id, owner, { leaseUntil: leaseFromNow() }))) return;
          if ((await jobs.findById(job._id))?.cancelRequested) return void (await finish(job, { status: "cancelled" }));
        }
      }
      const { preview, items } = counter.result();
      await finish(job, { status: "preview", preview, progress: { done: 0, total: items } });
    } catch (error) {
      if (error instanceof ImportFileError) refusedWith.set(job._id, error.status);
      else logger.warn("An import file could not be read", { id: job._id, error: messageOf(error) });
      await finish(job, { status: "failed", error: messageOf(error) });
    }
  }

  async function writeItems(job: ImportJobRecord): Promise<void> {
    let assets: (SourceAssets & { close(): Promise<void> }) | null = null;
    try {
      const reader = await readerOf(job);
      const report = reportFile(filePath(job));
      let reportBytes = job.cursor === 0 ? await report.start() : await report.resumeAt(job.reportBytes);
      writer.reset();
      let kept = job.report.length;
      let index = 0;
      let pending = newCheckpoint();
      /** Records what was written since the last checkpoint; false when the lease was lost. */
      const checkpoint = async (): Promise<boolean> => {
        if (pending.items === 0) return true;
        // The report's lines were handed out before the writes they describe: stored first, they say what happened.
        await writer.flush();
        reportBytes = await report.append(pending.csv, reportBytes);
        const ok = await jobs.checkpoint(job._id, owner, {
          cursor: index,
          done: index,
          reportBytes,
          outcomes: pending.outcomes(),
          lines: pending.shown,
          leaseUntil: leaseFromNow(),
          now: clock.now(),
        });
        pending = newCheckpoint();
        return ok;
      };
      assets = reader.assets ? await reader.assets(filePath(job)) : null;
      const options = {
        author: job.author,
        authorId: job.authorId,
        savedBy: job.savedBy,
        images: { source: reader.source, jobId: job._id, assets },
      };
      const known = (await onThread(reader)) ? await knownHashes(reader.source) : undefined;
      const events = eventsOf(job, { prepare: true, known });
      for await (const event of events) {
        if (event.type === "warning") continue;
        if (index++ < job.cursor) continue;
        let lines: ImportReportLine[];
        if (event.type === "skipped") {
          const { item } = event;
          // A skipped spam comment or pingback is a comment in the report, not a post.
          const kind = /comment|pingback|trackback/i.test(item.kind) ? "comment" : "post";
          lines = [
            {
              kind,
              originalId: item.originalId,
              title: item.title,
              outcome: "skipped",
              reason: `${item.kind}: ${item.reason}`,
              path: null,
            },
          ];
        } else {
          try {
            lines = await writer.write(
              event.post,
              options,
              event.hash === undefined ? undefined : { hash: event.hash, rendered: event.rendered },
            );
          } catch (error) {
            // One bad item is reported and the rest go on; the store's own failures are logged for the operator.
            logger.warn("An imported item could not be written", { id: job._id, item: event.post.originalId, error: messageOf(error) });
            lines = [
              {
                kind: event.post.kind === "page" ? "page" : "post",
                originalId: String(event.post.originalId),
                title: String(event.post.title),
                outcome: "failed",
                reason: messageOf(error),
                path: null,
              },
            ];
          }
        }
        const shown = lines.filter((line) => line.kind !== "comment").slice(0, Math.max(0, REPORT_LINES_KEPT - kept));
        kept += shown.length;
        pending.add(lines, shown);
        for (const listener of progressListeners) listener(job._id, index);
        await breathe();
        const cancelled = cancelAsked.has(job._id);
        if (stopped || cancelled || pending.due()) {
          if (!(await checkpoint())) return;
          // Stopping keeps the lease: a restart takes the job up once it runs out, as after a crash.
          if (stopped) return;
          if (cancelled || (await jobs.cancelRequested(job._id))) return void (await finish(job, { status: "cancelled" }));
        }
      }
      if (!(await checkpoint())) return;
      await rewriteImportedLinks({
        source: reader.source,
        jobId: job._id,
        savedBy: job.savedBy,
        renewLease: () => jobs.update(job._id, owner, { leaseUntil: leaseFromNow() }),
      });
      await finish(job, { status: "done" });
    } catch (error) {
      if (!(error instanceof ImportFileError)) logger.warn("An import stopped", { id: job._id, error: messageOf(error) });
      await finish(job, { status: "failed", error: messageOf(error) });
    } finally {
      cancelAsked.delete(job._id);
      await assets?.close();
    }
  }

  /** Works on a job this process holds the lease of, until it is done, stopped or taken over. */
  function work(job: ImportJobRecord): Promise<void> {
    const run = (async () => {
      if (job.cancelRequested) await finish(job, { status: "cancelled" });
      else if (job.status === "reading") await readPreview(job);
      else await writeItems(job);
      await discardIfEnded(job._id);
    })()
      .catch((error: unknown) => logger.warn("An import stopped; it resumes at the next round", { id: job._id, error: messageOf(error) }))
      .finally(() => running.delete(job._id));
    running.set(job._id, run);
    return run;
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (const job of await jobs.claimable(clock.now())) {
        if (stopped) return;
        const leaseUntil = leaseFromNow();
        if (!(await jobs.claim(job, owner, leaseUntil))) continue;
        await work({ ...job, leaseOwner: owner, leaseUntil });
      }
    } while (again && !stopped);
  }

  /** Takes up every job with work left and no live lease: now, and from the background job. */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (draining) {
      again = true;
      return draining;
    }
    draining = drain()
      .catch((error: unknown) => logger.warn("Importing stopped; it resumes at the next round", { error: messageOf(error) }))
      .finally(() => {
        draining = null;
      });
    return draining;
  }

  /** An ended import's upload (up to IMPORT_MAX_MB) and the items its preview kept are deleted; its report stays beside where it was. */
  async function discardIfEnded(id: string): Promise<void> {
    const job = await jobs.findById(id);
    if (!job || !ENDED.includes(job.status)) return;
    await rm(filePath(job), { force: true });
    await removeSpool(filePath(job));
  }

  async function mustFind(id: string): Promise<ImportJobRecord> {
    const job = await jobs.findById(id);
    if (!job) throw new NotFoundError("Import not found");
    return job;
  }

  /** Waits for the job's current run, at most `ms` (a real timer: this is about the HTTP answer, not the import's time). */
  async function settled(id: string, ms: number): Promise<void> {
    const run = running.get(id);
    if (!run) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([run, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
  }

  return {
    /**
     * Stores the file as it arrives, tells what it is, and reads it for the preview. A file
     * Furrow cannot read is refused (4xx) with nothing kept; the answer waits a little for the
     * preview, so a small file's preview (or its 4xx) comes with it.
     */
    async upload({ body, fileName, savedBy, author, authorId }: NewImport): Promise<ImportJobRecord> {
      const id = newId();
      const storedFile = `${id}.upload`;
      let stored;
      try {
        stored = await storeUpload(body, dataDir, storedFile, maxBytes);
      } catch (error) {
        throw error instanceof ImportFileError ? new HttpError(error.status, error.message) : error;
      }
      let source;
      try {
        source = await detectSource(stored.path);
        if (!(await readersNow())[source])
          throw new ImportFileError(`Furrow recognises this file as a ${source} export, but cannot import ${source} exports yet`, 415);
      } catch (error) {
        await rm(stored.path, { force: true });
        throw error instanceof ImportFileError ? new HttpError(error.status, error.message) : error;
      }
      const now = clock.now();
      const job: ImportJobRecord = {
        _id: id,
        status: "reading",
        source,
        fileName: fileName.slice(0, 200),
        fileBytes: stored.bytes,
        storedFile,
        createdAt: now,
        updatedAt: now,
        preview: null,
        progress: { done: 0, total: 0 },
        counts: emptyCounts(),
        report: [],
        error: null,
        cursor: 0,
        reportBytes: 0,
        leaseOwner: owner,
        leaseUntil: leaseFromNow(),
        cancelRequested: false,
        savedBy,
        author,
        authorId,
      };
      await jobs.insert(job);
      void work(job);
      await settled(id, PREVIEW_WAIT_MS);
      const read = await mustFind(id);
      const status = refusedWith.get(id) ?? 400;
      refusedWith.delete(id);
      if (read.status === "failed") throw new HttpError(status, read.error ?? "The file could not be read");
      return read;
    },

    get: mustFind,

    list: () => jobs.listRecent(),

    /** The author has seen the preview: the writing starts, here or in whichever process takes it up. */
    async confirm(id: string): Promise<ImportJobRecord> {
      const job = await mustFind(id);
      if (job.status === "preview") {
        try {
          await dependencies.beforeWriting?.();
        } catch (error) {
          throw new HttpError(503, `No snapshot could be taken before the import, so nothing was imported: ${messageOf(error)}`);
        }
      }
      if (!(await jobs.confirm(id, clock.now())))
        throw new ConflictError(`This import is not waiting for confirmation (it is ${job.status})`);
      void kick();
      return mustFind(id);
    },

    /** Before confirming, the import is dropped; while writing, it stops after the current item (what was written stays). */
    async cancel(id: string): Promise<ImportJobRecord> {
      const job = await mustFind(id);
      if (!(await jobs.cancelIdle(id, clock.now())) && !(await jobs.requestCancel(id, clock.now()))) {
        throw new ConflictError(`This import has ended already (it is ${job.status})`);
      }
      if (running.has(id)) cancelAsked.add(id);
      await settled(id, PREVIEW_WAIT_MS);
      await discardIfEnded(id);
      return mustFind(id);
    },

    /** Every line of the report, read from disk as it is sent. */
    async reportCsv(id: string): Promise<Readable> {
      const job = await mustFind(id);
      const path = reportFileOf(filePath(job));
      return existsSync(path) ? createReadStream(path) : Readable.from(["kind,original id,title,outcome,reason,path\r\n"]);
    },

    /** Called after each item written, with how many of the file's items are done (tests, the CLI's progress bar). */
    onProgress(listener: (id: string, done: number) => void): () => void {
      progressListeners.add(listener);
      return () => progressListeners.delete(listener);
    },

    /** Resolves once the job's run in this process (if any) has ended. */
    settled: (id: string) => running.get(id) ?? Promise.resolve(),

    kick,
    job(): BackgroundJob {
      return { name: "take up imports", everyMs: CHECK_EVERY_MS, run: kick };
    },

    /** For shutdown: the item being written finishes; the job stays leased and is taken up again after a restart. */
    async stop(): Promise<void> {
      stopped = true;
      await Promise.all([draining, ...running.values()]);
    },
  };
}

export type ImportJobs = ReturnType<typeof createImportJobs>;
