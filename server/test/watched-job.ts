import type { BackgroundJob } from "../jobs/background-jobs";

/**
 * The job, with each of its runs kept so a test can wait for the one it caused, up to the turn after
 * it: the runner notes a run over a few promise turns after it ends, and skips ticks until then.
 */
export function watched(job: BackgroundJob): { job: BackgroundJob; runs: Promise<unknown>[] } {
  const runs: Promise<unknown>[] = [];
  return {
    runs,
    job: {
      ...job,
      run: () => {
        const run = job.run();
        runs.push(run.then(() => new Promise((resolve) => setImmediate(resolve))));
        return run;
      },
    },
  };
}
