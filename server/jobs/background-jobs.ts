import type { Logger } from "../lib/logger";

/** Work the server repeats on its own, apart from any request. */
export interface BackgroundJob {
  name: string;
  everyMs: number;
  /** Must be safe to run on two instances at once, or claim its work in the store first. */
  run(): Promise<unknown>;
}

export interface RunningJobs {
  /** Cancels the timers and waits for any run in progress, so the store can close after it. */
  stop(): Promise<void>;
}

/** Runs each job once at start and then every `everyMs`; a failed run is logged and retried next time. */
export function startBackgroundJobs(jobs: BackgroundJob[], logger: Logger): RunningJobs {
  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<void>>();
  let stopped = false;

  for (const job of jobs) {
    let running = false;
    const tick = () => {
      // A slow run is not started again on top of itself.
      if (stopped || running) return;
      running = true;
      const run = job
        .run()
        .then(
          () => undefined,
          (error: unknown) =>
            logger.warn(`Background job failed: ${job.name}`, { error: error instanceof Error ? error.message : String(error) }),
        )
        .finally(() => {
          running = false;
          inFlight.delete(run);
        });
      inFlight.add(run);
    };
    tick();
    const timer = setInterval(tick, job.everyMs);
    // The jobs never keep a process alive that has nothing else to do.
    timer.unref();
    timers.push(timer);
  }

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(inFlight);
    },
  };
}
