import type { Clock } from "../../lib/clock";
import type { Logger } from "../../lib/logger";
import type { BackgroundJob } from "../../jobs/background-jobs";
import type { FediverseQueueRecord } from "../../store/repositories/fediverse-queue.record";
import type { DueWork, FediverseQueue } from "../../store/repositories/fediverse-queue.repository";
import { randomUUID } from "node:crypto";

/** Thrown by a handler for work that cannot succeed (a 4xx answer, an activity the blog cannot use): not retried. */
export class GiveUp extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GiveUp";
  }
}

export interface QueueWorkerOptions<T extends FediverseQueueRecord> {
  name: string;
  queue: FediverseQueue<T>;
  handle(record: T): Promise<void>;
  clock: Clock;
  logger: Logger;
  /** Work done at once, at most, and at most this much for one server (a slow server holds only its share). */
  concurrency: number;
  perServer: number;
  /** How long claimed work is this worker's; after it, another process may take it up. */
  leaseMs: number;
  /** The waits after each failure that may pass (a 5xx, a timeout), in turn; past the last, the work is given up on. */
  retryDelaysMs: readonly number[];
  /** How often the queue is looked at when nobody kicks it: retries come due, other processes queue work. */
  checkEveryMs: number;
}

const BATCH = 200;
/** How long a stop waits for work under way (a container allows 10 s in all). */
const STOP_WAIT_MS = 2_000;

/**
 * Works through a fediverse queue as soon as work is queued (kick) and on a short timer: each
 * piece claimed in the store first, so two processes never do it twice, with a bound on work at
 * once overall and per server, and failures retried with growing waits.
 */
export function createQueueWorker<T extends FediverseQueueRecord>(options: QueueWorkerOptions<T>) {
  const { queue, clock, logger } = options;
  const owner = `${options.name} ${randomUUID()}`;
  const running = new Map<string, Promise<void>>();
  const perServer = new Map<string, number>();
  let draining: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  // Work queued while others are under way starts then, not when one of them ends.
  let wake: () => void = () => {};
  async function work(record: T): Promise<void> {
    try {
      await options.handle(record);
      await queue.markDone(record._id, clock.now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const wait = options.retryDelaysMs[record.attempts - 1];
      if (error instanceof GiveUp || wait === undefined) {
        await queue.markFailed(record._id, reason, clock.now());
        logger.info(`${options.name}: given up`, { id: record._id, server: record.server, reason });
      } else {
        await queue.retryLater(record._id, new Date(clock.now().getTime() + wait), reason);
      }
    }
  }

  function start(record: T): void {
    perServer.set(record.server, (perServer.get(record.server) ?? 0) + 1);
    const done = work(record)
      .catch((error: unknown) => logger.warn(`${options.name}: the queue could not be updated`, { error: String(error) }))
      .finally(() => {
        running.delete(record._id);
        const left = (perServer.get(record.server) ?? 1) - 1;
        if (left === 0) perServer.delete(record.server);
        else perServer.set(record.server, left);
      });
    running.set(record._id, done);
  }

  /**
   * Claims and starts what fits now (the bound overall and per server) from the due work read last;
   * answers the ids left waiting for room. One write claims them all.
   */
  async function startWhatFits(due: DueWork[]): Promise<DueWork[]> {
    const chosen: DueWork[] = [];
    const waiting: DueWork[] = [];
    const taken = new Map<string, number>();
    for (const item of due) {
      const busy = (perServer.get(item.server) ?? 0) + (taken.get(item.server) ?? 0);
      if (running.has(item._id)) continue;
      if (running.size + chosen.length >= options.concurrency || busy >= options.perServer) waiting.push(item);
      else {
        chosen.push(item);
        taken.set(item.server, (taken.get(item.server) ?? 0) + 1);
      }
    }
    const now = clock.now();
    const claimed = await queue.claim(
      chosen.map((item) => item._id),
      owner,
      now,
      new Date(now.getTime() + options.leaseMs),
    );
    for (const record of claimed) start(record);
    return waiting;
  }

  /**
   * Works until nothing is due. The due work is read once and worked through as room frees up; the
   * queue is read again only when that is used up or new work was queued (each read of a large
   * queue costs the readers' pages their share of the thread).
   */
  async function drainOnce(): Promise<void> {
    let due: DueWork[] = [];
    let read = false;
    for (;;) {
      if (stopped) return;
      if (due.length === 0 && !read) {
        due = await queue.due(clock.now(), BATCH);
        read = true;
      }
      due = await startWhatFits(due);
      if (running.size === 0) {
        // Nothing could start: what is left is another process's now, or nothing is due.
        if (due.length === 0 && read) return;
        due = [];
        read = false;
        continue;
      }
      const kicked = new Promise<"kicked">((resolve) => (wake = () => resolve("kicked")));
      const why = await Promise.race([...running.values(), kicked]);
      if (why === "kicked" || due.length === 0) read = false;
      if (why === "kicked") due = [];
    }
  }
  function drain(): Promise<void> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        await drainOnce();
      } while (again && !stopped);
    })().finally(() => {
      draining = null;
    });
    return draining;
  }

  return {
    /** Starts on queued work now instead of at the next check. */
    kick(): void {
      wake();
      void drain().catch((error: unknown) => logger.warn(`${options.name}: the queue could not be read`, { error: String(error) }));
    },

    /** Resolves once the queue has nothing due that this process can do: for tests and a graceful stop. */
    async settled(): Promise<void> {
      await drain();
      await Promise.all(running.values());
    },

    /**
     * Starts nothing more and gives work under way a moment to end. A delivery to a slow server may
     * take its whole timeout: rather than hold the stop for it, it is left to its lease, and the next
     * process to start sends it again.
     */
    async stop(): Promise<void> {
      stopped = true;
      wake();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(running.values()), new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)))]);
      clearTimeout(timer);
    },

    job(): BackgroundJob {
      return { name: options.name, everyMs: options.checkEveryMs, run: () => drain() };
    },
  };
}

export type QueueWorker = ReturnType<typeof createQueueWorker>;
