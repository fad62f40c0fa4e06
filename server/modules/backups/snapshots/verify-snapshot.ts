import { readdir } from "node:fs/promises";
import type { SnapshotCheck } from "../../../../shared/schemas/backups";
import { isStorableName } from "../../../store/files/stored-files";
import { runSqliteChild } from "../../../store/sqlite/sqlite-child";
import { COLLECTION_NAMES, type CollectionName, type DocumentStore } from "../../../store/types";

/** Left out of the comparison: they come and go by the minute (and leases are written by the snapshot itself). */
const VOLATILE: readonly CollectionName[] = ["sessions", "rateLimits", "snapshotLeases"];
const COUNTED: readonly CollectionName[] = COLLECTION_NAMES.filter((name) => !VOLATILE.includes(name));

export interface Counts {
  collections: Record<string, number>;
  uploads: number;
}

export async function liveCounts(store: DocumentStore, names: readonly string[] = COUNTED): Promise<Counts> {
  const collections: Record<string, number> = {};
  for (const name of names) collections[name] = await store.collection(name as CollectionName).countDocuments({});
  return { collections, uploads: (await store.files.list()).length };
}

export async function uploadsIn(folder: string): Promise<number> {
  try {
    return (await readdir(folder)).filter(isStorableName).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
}

const within = (value: number, a: number, b: number) => value >= Math.min(a, b) && value <= Math.max(a, b);

/**
 * What differs between the snapshot and the live store. The site keeps serving while the copy is
 * made, so the store's counts are taken just before and just after it: the snapshot holds the
 * store as it was at one moment in between, so each of its counts lies between the two (a
 * collection written both ways within that minute could in principle pass through a value outside
 * them, which VOLATILE keeps to the collections that are not written that way).
 */
function countProblems(found: Counts, before: Counts, after: Counts): string[] {
  const problems: string[] = [];
  for (const [name, count] of Object.entries(before.collections)) {
    const copied = found.collections[name] ?? 0;
    const live = after.collections[name] ?? 0;
    if (!within(copied, count, live))
      problems.push(`${name}: ${copied} in the snapshot, ${count === live ? count : `${count} to ${live}`} in the store`);
  }
  if (!within(found.uploads, before.uploads, after.uploads))
    problems.push(`uploads: ${found.uploads} in the snapshot, ${after.uploads} in the store`);
  return problems;
}

/** The SQLite copy as it reads, in a process of its own (check-snapshot.child.ts): its integrity check's answer and its documents per collection. */
export async function readSqliteCopy(
  file: string,
  names: readonly string[] = COUNTED,
): Promise<{ integrity: string; collections: Record<string, number> }> {
  return JSON.parse(await runSqliteChild(import.meta.url, "check-snapshot.child", [file, JSON.stringify(names)])) as {
    integrity: string;
    collections: Record<string, number>;
  };
}

/** The check recorded with a snapshot, from what was found in it and the store's counts around the copy. */
export function snapshotCheck(checkedAt: Date, found: Counts | Error, before: Counts, after: Counts, integrity = "ok"): SnapshotCheck {
  if (found instanceof Error)
    return {
      ok: false,
      checkedAt: checkedAt.toISOString(),
      message: `The snapshot could not be read: ${found.message}`,
      counts: {},
      uploads: 0,
    };
  const problems = integrity === "ok" ? countProblems(found, before, after) : [];
  const message =
    integrity !== "ok"
      ? `Integrity check failed: ${integrity}`
      : problems.length > 0
        ? `Counts differ from the store: ${problems.join("; ")}`
        : "Opened, integrity ok, counts match";
  return {
    ok: integrity === "ok" && problems.length === 0,
    checkedAt: checkedAt.toISOString(),
    message,
    counts: found.collections,
    uploads: found.uploads,
  };
}
