import { closeSync, fdatasync, fdatasyncSync, openSync } from "node:fs";

/**
 * Waits for the disk off the server's thread. With synchronous=FULL, SQLite flushes the
 * write-ahead log inside COMMIT, and the server's only thread waits there (0.3 ms on an idle disk
 * here, 2 to 7 ms on a busy one) while every request waits behind it. A group commit instead runs
 * with synchronous=NORMAL, which appends the same frames without flushing them, then flushes the
 * log here, on libuv's threads, and only then settles its writes: each write is still acknowledged
 * only once it is on disk, and the thread serves other requests meanwhile (docs/performance.md).
 *
 * This is the flush FULL would have done: in WAL mode the two settings differ only in that one
 * flush after each commit. SQLite flushes the log before a checkpoint copies it into the database
 * under either setting, so frames not yet flushed here are never copied over or reused.
 *
 * STORE_FLUSH_OFF_THREAD=false keeps FULL for group commits too.
 */
export function walFlusher(walPath: string) {
  // Opened on the first flush: SQLite creates the log when it first writes one. Read-only, since
  // this file is SQLite's to write; fdatasync needs no more. The log keeps its inode while the
  // store's connection is open (SQLite only truncates or reuses it), so one handle serves.
  let fd: number | null = null;
  let inFlight = 0;
  let closed = false;

  return {
    /** Resolves once everything committed to the log so far is on disk. */
    flush(): Promise<void> {
      if (closed) return Promise.reject(new Error("The store is closed"));
      let handle: number;
      try {
        handle = fd ??= openSync(walPath, "r");
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      inFlight++;
      return new Promise<void>((resolve, reject) =>
        fdatasync(handle, (error) => {
          if (--inFlight === 0 && closed) closeSync(handle);
          if (error) reject(error);
          else resolve();
        }),
      );
    },

    /** Before the connection closes: flushes here, and lets go of the log once the flushes under way end. */
    close(): void {
      if (closed) return;
      closed = true;
      if (fd === null) return;
      fdatasyncSync(fd);
      if (inFlight === 0) closeSync(fd);
    },
  };
}

export type WalFlusher = ReturnType<typeof walFlusher>;
