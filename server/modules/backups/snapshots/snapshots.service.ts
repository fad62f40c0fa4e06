import { mkdir, rename, stat } from "node:fs/promises";
import { join } from "node:path";
import type { BackupsOverview, Snapshot, SnapshotReason } from "../../../../shared/schemas/backups";
import type { Config } from "../../../config";
import type { BackgroundJob } from "../../../jobs/background-jobs";
import type { Clock } from "../../../lib/clock";
import { ConflictError, NotFoundError } from "../../../lib/errors";
import { newId } from "../../../lib/ids";
import type { Logger } from "../../../lib/logger";
import type { SnapshotLeasesRepository } from "../../../store/repositories/snapshot-leases.repository";
import type { DocumentStore } from "../../../store/types";
import { snapshotsToRemove } from "./retention";
import {
  bytesUnder,
  PARTIAL_SUFFIX,
  partialFolders,
  readSnapshots,
  removeFolder,
  snapshotIdFor,
  snapshotTimeOf,
  writeSnapshotFile,
} from "./snapshot-folders";
import { recheckSnapshot, writeSnapshot } from "./write-snapshot";

const HOUR_MS = 60 * 60 * 1000;
/** Snapshots taken before an engine switch, restore or import that are kept. */
const BEFORE_KEPT = 5;
/** Leases of slots older than this are deleted: they only grow the collection. */
const LEASES_KEPT_MS = 60 * 24 * HOUR_MS;

export interface SnapshotsDependencies {
  store: DocumentStore;
  leases: SnapshotLeasesRepository;
  clock: Clock;
  logger: Logger;
  settings: Config["backups"];
  /** How often the job looks whether a slot is due. */
  checkEveryMs?: number;
  /** How long a process holds a slot it snapshots; one that dies lets another take the slot after this. */
  leaseMs?: number;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Snapshots of the whole site into BACKUP_DIR: on the schedule (one process per slot, by a lease
 * in the store), on the author's "Back up now", and before anything replaces data. Each one is
 * written aside, checked, described in its snapshot.json and only then renamed into place.
 */
export function createSnapshotsService(deps: SnapshotsDependencies) {
  const { store, leases, clock, logger, settings, checkEveryMs = 5 * 60 * 1000, leaseMs = HOUR_MS } = deps;
  const everyMs = settings.everyHours * HOUR_MS;
  // Each process (and each app in one test) holds leases as itself.
  const owner = newId();
  let inFlight: Promise<Snapshot> | null = null;

  /** The slot `at` falls in: its time floored to the schedule, on the clock (UTC), as the lease's key. */
  const slotOf = (at: Date) => new Date(Math.floor(at.getTime() / everyMs) * everyMs);

  /** A folder of its own: the id is free in this folder and no other process has begun writing it. */
  async function newFolder(createdAt: Date, reason: SnapshotReason): Promise<{ id: string; partial: string }> {
    await mkdir(settings.dir, { recursive: true });
    for (let attempt = 0; ; attempt++) {
      const id = snapshotIdFor(createdAt, reason, attempt);
      const partial = join(settings.dir, `${id}${PARTIAL_SUFFIX}`);
      if (await exists(join(settings.dir, id))) continue;
      try {
        await mkdir(partial);
        return { id, partial };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    }
  }

  async function write(reason: SnapshotReason): Promise<Snapshot> {
    const createdAt = clock.now();
    const { id, partial } = await newFolder(createdAt, reason);
    try {
      const { kind, check } = await writeSnapshot(store, partial, () => clock.now());
      const snapshot: Snapshot = { id, reason, kind, createdAt: createdAt.toISOString(), bytes: await bytesUnder(partial), check };
      await writeSnapshotFile(partial, snapshot);
      await rename(partial, join(settings.dir, id));
      if (check.ok) logger.info("Snapshot taken", { id, bytes: snapshot.bytes });
      else logger.warn("Snapshot taken, but its check failed", { id, message: check.message });
      return snapshot;
    } catch (error) {
      await removeFolder(partial);
      throw error;
    }
  }

  /**
   * Removes what the retention rule lets go, and what a crash left half-written once it is older
   * than a lease (by then no process is still writing it); a folder another process removed first is no matter.
   */
  async function rotate(): Promise<void> {
    const rule = { daily: settings.keepDaily, weekly: settings.keepWeekly, before: BEFORE_KEPT };
    for (const snapshot of snapshotsToRemove(await readSnapshots(settings.dir), rule)) await removeFolder(join(settings.dir, snapshot.id));
    const abandonedBefore = clock.now().getTime() - leaseMs;
    for (const name of await partialFolders(settings.dir)) {
      const begun = snapshotTimeOf(name);
      if (begun && begun.getTime() < abandonedBefore) await removeFolder(join(settings.dir, name));
    }
  }

  /**
   * One snapshot at a time in a process: the author's "Back up now" is refused while one is being
   * taken, any other waits for it and then takes its own (a snapshot before an import must show the
   * store as the import found it).
   */
  async function take(reason: SnapshotReason): Promise<Snapshot> {
    while (inFlight) {
      if (reason === "manual") throw new ConflictError("A snapshot is being taken right now; try again once it is done.");
      await inFlight.catch(() => undefined);
    }
    const taking = write(reason);
    inFlight = taking;
    try {
      const snapshot = await taking;
      await rotate();
      return snapshot;
    } finally {
      inFlight = null;
    }
  }

  /** Takes the current slot's snapshot, unless it was taken (here or by another process) or another process is taking it. */
  async function runSchedule(): Promise<void> {
    if (everyMs === 0) return;
    const now = clock.now();
    const slot = slotOf(now).toISOString();
    if (await leases.isDone(slot)) return;
    if (!(await leases.claim(slot, owner, now, new Date(now.getTime() + leaseMs)))) return;
    try {
      await take("scheduled");
    } catch (error) {
      // Let the slot go, so the next run (here or in another process) tries again.
      await leases.release(slot, owner);
      throw error;
    }
    await leases.finish(slot, owner, clock.now());
    await leases.deleteBefore(new Date(now.getTime() - LEASES_KEPT_MS).toISOString());
  }

  async function find(id: string): Promise<Snapshot> {
    // Only a name read from the folder is ever joined to it: no id reaches the disk unlisted.
    const snapshot = (await readSnapshots(settings.dir)).find((candidate) => candidate.id === id);
    if (!snapshot) throw new NotFoundError("No snapshot has this id (it may have been removed by the retention rule)");
    return snapshot;
  }

  return {
    take,

    list: () => readSnapshots(settings.dir),

    async overview(): Promise<BackupsOverview> {
      const snapshots = await readSnapshots(settings.dir);
      const now = clock.now();
      const lastGood = snapshots.find((snapshot) => snapshot.check?.ok) ?? null;
      let nextDueAt: string | null = null;
      if (everyMs > 0) {
        const slot = slotOf(now);
        // A slot not yet taken is due now: the job takes it within a few minutes.
        nextDueAt = ((await leases.isDone(slot.toISOString())) ? new Date(slot.getTime() + everyMs) : now).toISOString();
      }
      const overdue = everyMs > 0 && (!lastGood || now.getTime() - new Date(lastGood.createdAt).getTime() > 2 * everyMs);
      return {
        folder: settings.dir,
        everyHours: settings.everyHours,
        retention: { daily: settings.keepDaily, weekly: settings.keepWeekly },
        nextDueAt,
        overdue,
        lastGood,
        snapshots,
      };
    },

    /** A kept snapshot and its folder, for a download. */
    async open(id: string): Promise<{ snapshot: Snapshot; folder: string }> {
      const snapshot = await find(id);
      return { snapshot, folder: join(settings.dir, snapshot.id) };
    },

    /** Checks a kept snapshot again and records the result. */
    async verify(id: string): Promise<Snapshot> {
      const snapshot = await find(id);
      const folder = join(settings.dir, snapshot.id);
      const checked: Snapshot = { ...snapshot, check: await recheckSnapshot(folder, snapshot, clock.now()) };
      await writeSnapshotFile(folder, checked);
      return checked;
    },

    /** Looks every few minutes whether the schedule's current slot is due. */
    job(): BackgroundJob {
      return { name: "take scheduled snapshots", everyMs: checkEveryMs, run: runSchedule };
    },
  };
}

export type SnapshotsService = ReturnType<typeof createSnapshotsService>;
