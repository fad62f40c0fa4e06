import { readdirSync, readlinkSync, readSync, realpathSync } from "node:fs";

/** The first copy of the wal-index header, which every commit rewrites (https://www.sqlite.org/walformat.html). */
const HEADER_BYTES = 48;

export interface CommitWatch {
  /** False only when nobody, in this process or another, has committed since the last true. */
  mayHaveCommitted(): boolean;
  /** Before the connection closes: its descriptor may then be reused for another file. */
  stop(): void;
}

/**
 * SQLite's own descriptor on a WAL database's -shm file, found through /proc/self/fd (Linux), or
 * undefined. Never one of our own: closing any descriptor on that file would drop the POSIX locks
 * SQLite holds on it for this process. SQLite keeps this one open while any connection of the
 * process has the database open, and shares it between them; with two candidates, which one is
 * SQLite's is not known, and none is used.
 */
function sqliteShmDescriptor(databaseFile: string): number | undefined {
  let shm: string;
  let entries: string[];
  try {
    shm = `${realpathSync(databaseFile)}-shm`;
    entries = readdirSync("/proc/self/fd");
  } catch {
    return undefined;
  }
  let found: number | undefined;
  for (const entry of entries) {
    let target: string;
    try {
      target = readlinkSync(`/proc/self/fd/${entry}`);
    } catch {
      continue;
    }
    if (target !== shm) continue;
    if (found !== undefined) return undefined;
    found = Number(entry);
  }
  return found;
}

/**
 * Whether a WAL database may have changed since the last look, from the wal-index header at the
 * start of its -shm file: every commit, by any connection of any process, rewrites it (its change
 * counter, last frame and checksums), so the same 48 bytes mean no commit came between. One
 * positional read, against the read transaction (two fcntl locks and a query) the full check
 * costs, which the response cache would otherwise pay before every cached answer. Where the file
 * cannot be read so (another system, a database not in WAL mode), it always says yes.
 *
 * The bytes are recorded before the caller looks at the database, so a commit landing between the
 * two changes them again and the next call says yes once more.
 */
export function commitWatch(databaseFile: string): CommitWatch {
  let fd = sqliteShmDescriptor(databaseFile);
  const seen = Buffer.alloc(HEADER_BYTES);
  const now = Buffer.alloc(HEADER_BYTES);
  let known = false;
  return {
    mayHaveCommitted() {
      if (fd === undefined) return true;
      try {
        if (readSync(fd, now, 0, HEADER_BYTES, 0) !== HEADER_BYTES) return true;
      } catch {
        return true;
      }
      if (known && now.equals(seen)) return false;
      now.copy(seen);
      known = true;
      return true;
    },
    stop() {
      fd = undefined;
    },
  };
}
