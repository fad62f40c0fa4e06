import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { snapshotSchema, type Snapshot, type SnapshotReason } from "../../../../shared/schemas/backups";
import { SNAPSHOT_DESCRIPTION, SNAPSHOT_VERSION } from "./snapshot-layout";

/** A snapshot is written under this suffix and renamed once whole, so a crash never leaves one that looks finished. */
export const PARTIAL_SUFFIX = ".partial";

/** "2026-11-26T03-00-00Z-scheduled": sorts by time, and is safe as a folder name and in a URL. */
export function snapshotIdFor(createdAt: Date, reason: SnapshotReason, attempt = 0): string {
  const stamp = createdAt
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/:/g, "-");
  return `${stamp}-${reason}${attempt > 0 ? `-${attempt + 1}` : ""}`;
}

/** When the snapshot named `id` was begun, read back from its name; null for a name not made here. */
export function snapshotTimeOf(id: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z/.exec(id);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) : null;
}

/** Folders of snapshots begun and never finished (a crash, a full disk), by name. */
export async function partialFolders(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith(PARTIAL_SUFFIX));
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** Bytes on disk under `path`, walked with async calls so a large uploads folder never holds the event loop. */
export async function bytesUnder(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.size;
  let total = 0;
  for (const entry of await readdir(path)) total += await bytesUnder(join(path, entry));
  return total;
}

/** Each snapshot's description, beside its files; a folder without it is not a finished snapshot. */
export async function writeSnapshotFile(folder: string, snapshot: Snapshot): Promise<void> {
  await writeFile(join(folder, SNAPSHOT_DESCRIPTION), `${JSON.stringify({ version: SNAPSHOT_VERSION, ...snapshot }, null, 2)}\n`, {
    flush: true,
  });
}

/** The snapshot in `folder`, or null when it is not a finished one (a .partial folder, something else put there). */
async function readSnapshotFile(folder: string): Promise<Snapshot | null> {
  try {
    const parsed = snapshotSchema.safeParse(JSON.parse(await readFile(join(folder, SNAPSHOT_DESCRIPTION), "utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Every finished snapshot in the backups folder, newest first. */
export async function readSnapshots(dir: string): Promise<Snapshot[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const snapshots: Snapshot[] = [];
  for (const name of names) {
    if (name.endsWith(PARTIAL_SUFFIX)) continue;
    const snapshot = await readSnapshotFile(join(dir, name));
    // The folder's name is the id the API serves it under, whatever the file says.
    if (snapshot) snapshots.push({ ...snapshot, id: name });
  }
  return snapshots.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

export async function removeFolder(folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true });
}
