import { HttpError } from "../../lib/errors";

/** The server is busy drawing: try again in a few seconds (sent as 503 with Retry-After). */
export class BusyError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, "The server is busy drawing share images; try again shortly");
  }
}

export interface RenderQueueOptions {
  /** Tasks that run at once: each holds the event loop for tens of milliseconds. */
  concurrency: number;
  /** Tasks that may wait for a turn; one more is refused at once. */
  maxWaiting: number;
  /** How long a task may wait for its turn before it is refused. */
  maxWaitMs: number;
}

interface Waiting {
  start(): void;
  timer: NodeJS.Timeout;
}

/**
 * A short line for CPU-heavy work that anyone can ask for: a flood waits a bounded time or is
 * refused, rather than piling up renders that starve every other request and fill memory.
 */
export function createRenderQueue({ concurrency, maxWaiting, maxWaitMs }: RenderQueueOptions) {
  const waiting: Waiting[] = [];
  let running = 0;
  const retryAfter = Math.max(1, Math.ceil(maxWaitMs / 1000));

  function next(): void {
    if (running >= concurrency) return;
    const turn = waiting.shift();
    if (!turn) return;
    clearTimeout(turn.timer);
    turn.start();
  }

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency && waiting.length >= maxWaiting) return Promise.reject(new BusyError(retryAfter));
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          running += 1;
          // A turn starts on its own tick, so requests that arrived meanwhile are answered between renders.
          setImmediate(() => {
            task()
              .then(resolve, reject)
              .finally(() => {
                running -= 1;
                next();
              });
          });
        };
        if (running < concurrency && waiting.length === 0) return start();
        const turn: Waiting = {
          start,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(turn), 1);
            reject(new BusyError(retryAfter));
          }, maxWaitMs),
        };
        waiting.push(turn);
      });
    },

    get waiting(): number {
      return waiting.length;
    },
  };
}

export type RenderQueue = ReturnType<typeof createRenderQueue>;
