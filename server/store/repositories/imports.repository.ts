import type { ImportCounts, ImportOutcome, ImportReportLine, ImportStatus } from "../../../shared/schemas/imports";
import type { DocumentStore, Filter } from "../types";
import type { ImportedPathRecord, ImportJobRecord } from "./imports.record";

/** How many report lines the job's record keeps; the CSV beside the upload has them all. */
export const REPORT_LINES_KEPT = 200;
const RECENT_JOBS = 20;

/** A job in these states has work left that a process must hold the lease to do. */
const ACTIVE: ImportStatus[] = ["reading", "importing"];

export interface Checkpoint {
  cursor: number;
  done: number;
  /** The report CSV's length once this checkpoint's lines are in it. */
  reportBytes: number;
  outcomes: Partial<Record<ImportOutcome, number>>;
  /** Lines for the record's first REPORT_LINES_KEPT; the caller knows how many it holds. */
  lines: ImportReportLine[];
  leaseUntil: Date;
  now: Date;
}

export const emptyCounts = (): ImportCounts => ({ imported: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 });

export function createImportsRepository(store: DocumentStore) {
  const jobs = () => store.collection<ImportJobRecord>("imports");
  const paths = () => store.collection<ImportedPathRecord>("importedPaths");
  const held = (id: string, owner: string): Filter => ({ _id: id, leaseOwner: owner });

  return {
    insert(job: ImportJobRecord): Promise<void> {
      return jobs().insertOne(job);
    },

    findById(id: string): Promise<ImportJobRecord | null> {
      return jobs().findOne({ _id: id });
    },

    listRecent(): Promise<ImportJobRecord[]> {
      return jobs().find({}, { sort: { createdAt: -1 }, limit: RECENT_JOBS });
    },

    /** Jobs with work left whose lease is free or run out: the ones a process may take up. */
    claimable(now: Date): Promise<ImportJobRecord[]> {
      return jobs().find(
        { status: { $in: ACTIVE }, $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }] },
        { sort: { createdAt: 1 }, limit: 5 },
      );
    },

    /**
     * Takes the job for `owner` until `leaseUntil`, if it still has work and nobody else holds it;
     * a conditional update, so of two processes asking at once exactly one gets it.
     */
    async claim(job: ImportJobRecord, owner: string, leaseUntil: Date): Promise<boolean> {
      const result = await jobs().updateOne(
        { _id: job._id, status: job.status, leaseOwner: job.leaseOwner, leaseUntil: job.leaseUntil },
        { $set: { leaseOwner: owner, leaseUntil } },
      );
      return result.matchedCount === 1;
    },

    /** False when the lease was lost (another process took the job): the caller stops at once. */
    async update(id: string, owner: string, fields: Partial<ImportJobRecord>): Promise<boolean> {
      return (await jobs().updateOne(held(id, owner), { $set: fields })).matchedCount === 1;
    },

    /** Items written since the last checkpoint: the cursor, the counts, the report's length and its first lines move together. */
    async checkpoint(
      id: string,
      owner: string,
      { cursor, done, reportBytes, outcomes, lines, leaseUntil, now }: Checkpoint,
    ): Promise<boolean> {
      const inc = Object.fromEntries(Object.entries(outcomes).map(([outcome, n]) => [`counts.${outcome}`, n]));
      const update = {
        $set: { cursor, "progress.done": done, reportBytes, leaseUntil, updatedAt: now },
        ...(Object.keys(inc).length > 0 && { $inc: inc }),
      };
      const result = await jobs().updateOne(held(id, owner), update);
      if (result.matchedCount !== 1) return false;
      // $push of many at once is not in the store's common subset: one at a time, a few hundred at most per job.
      for (const line of lines) await jobs().updateOne({ _id: id }, { $push: { report: line } });
      return true;
    },

    /** Whether the author asked to stop, read without the rest of the record. */
    async cancelRequested(id: string): Promise<boolean> {
      return (await jobs().findOne({ _id: id }, { projection: { cancelRequested: 1 } }))?.cancelRequested === true;
    },

    /** Asked by the author; the writer sees it after its current item. */
    async requestCancel(id: string, now: Date): Promise<boolean> {
      return (
        (
          await jobs().updateOne(
            { _id: id, status: { $in: ["reading", "preview", "importing"] } },
            { $set: { cancelRequested: true, updatedAt: now } },
          )
        ).matchedCount === 1
      );
    },

    /** From preview to importing, once: a second confirm finds it moved on already. */
    async confirm(id: string, now: Date): Promise<boolean> {
      return (
        (
          await jobs().updateOne(
            { _id: id, status: "preview" },
            { $set: { status: "importing", leaseOwner: null, leaseUntil: null, cursor: 0, updatedAt: now } },
          )
        ).matchedCount === 1
      );
    },

    /** A job not yet writing is cancelled straight away; one writing is told to stop. */
    async cancelIdle(id: string, now: Date): Promise<boolean> {
      return (await jobs().updateOne({ _id: id, status: "preview" }, { $set: { status: "cancelled", updatedAt: now } })).matchedCount === 1;
    },

    /** The old addresses of imported posts, each pointing at its post (a later import of another post may take one over), in one write. */
    async rememberPaths(posts: { postId: string; oldPaths: string[] }[]): Promise<void> {
      const operations = posts.flatMap(({ postId, oldPaths }) =>
        oldPaths.map((path) => ({ updateOne: { filter: { _id: path }, update: { $set: { postId } }, upsert: true } })),
      );
      if (operations.length > 0) await paths().bulkWrite(operations);
    },

    /** The post an old address belongs to: one read by primary key. */
    async postAtPath(path: string): Promise<string | null> {
      return (await paths().findOne({ _id: path }))?.postId ?? null;
    },
  };
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
