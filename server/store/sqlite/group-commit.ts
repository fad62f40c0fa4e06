/**
 * One transaction on the connection writing to `tables`: runs `body` and commits, or throws and
 * commits nothing. A promise it answers says when the commit is on disk (see wal-flush.ts); none,
 * it was on disk when the call returned.
 */
export type Transaction = (tables: string[], body: () => void) => void | Promise<void>;
/** Runs `operation` inside the open transaction so that, when it throws, only its own changes are undone. */
export type Savepoint = <R>(operation: () => R) => R;

interface Waiting {
  table: string;
  operation: () => unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Group commit: the writes asked for in one turn of the event loop commit in one transaction, so
 * twenty requests writing at once wait for one disk flush, not twenty in a row. Where that flush
 * runs on the server's only thread (synchronous=FULL, or STORE_FLUSH_OFF_THREAD=false), each
 * commit holds every request meanwhile; see wal-flush.ts for the flush on libuv's threads. This is
 * what keeps the fediverse inbox's answers and the readers' pages fast while many writes arrive
 * together (docs/performance.md).
 *
 * Nothing is acknowledged before it is durable: each write's promise settles once the commit that
 * holds it is on disk. Each write runs in its own savepoint, so one that fails (a duplicate key) is
 * undone alone and rejects alone. Writes of one caller keep their order; a read sees a write
 * once its promise has settled, as before (and may see it a moment earlier, while it is flushed).
 */
export function createGroupCommit(transaction: Transaction, savepoint: Savepoint) {
  let waiting: Waiting[] = [];

  function commitWaiting(): void {
    const group = waiting;
    waiting = [];
    if (group.length === 0) return;
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    let onDisk: void | Promise<void>;
    try {
      onDisk = transaction([...new Set(group.map((entry) => entry.table))], () => {
        for (const entry of group) {
          try {
            outcomes.push({ ok: true, value: savepoint(entry.operation) });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      for (const entry of group) entry.reject(error);
      return;
    }
    const settle = () =>
      group.forEach((entry, n) => {
        const outcome = outcomes[n];
        if (outcome.ok) entry.resolve(outcome.value);
        else entry.reject(outcome.error);
      });
    if (!onDisk) return settle();
    // Committed but not known to be on disk: a failed flush fails every write of the group.
    onDisk.then(settle, (error: unknown) => {
      for (const entry of group) entry.reject(error);
    });
  }

  return {
    /** Queues a write for this turn's transaction; settles once it is committed (or failed). */
    write<R>(table: string, operation: () => R): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        waiting.push({ table, operation, resolve: resolve as (value: unknown) => void, reject });
        // After the turn's I/O callbacks have queued theirs: setImmediate runs once the poll phase is over.
        if (waiting.length === 1) setImmediate(commitWaiting);
      });
    },

    /** Commits what is queued now: before a write that cannot wait for the turn, and before closing. */
    commitNow: commitWaiting,
  };
}

export type GroupCommit = ReturnType<typeof createGroupCommit>;
