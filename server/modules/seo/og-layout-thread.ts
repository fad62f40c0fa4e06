import { Worker, type ResourceLimits } from "node:worker_threads";
import type { LayoutAnswer, LayoutRequest } from "./og-layout-worker";
import { BusyError } from "./render-queue";

// Enough for satori, the fonts and one card's garbage; a larger young generation only lets garbage
// pile up between collections (measured by `npm run bench:og`).
const RESOURCE_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64 };

/**
 * From the sources (tests, `npm run dev`) the worker is TypeScript, loaded through tsx; from
 * `npm start`'s bundle it is JavaScript beside the bundle (scripts/build-server.mjs builds it).
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./og-layout-worker.js", import.meta.url), { resourceLimits: RESOURCE_LIMITS });
  const source = new URL("./og-layout-worker.ts", import.meta.url).href;
  const loader = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(loader, { eval: true, resourceLimits: RESOURCE_LIMITS });
}

interface Running {
  worker: Worker;
  waiting: Map<number, { resolve(svg: string): void; reject(error: Error): void }>;
}

/**
 * Lays share cards out on a worker thread, started on the first card and stopped after `idleMs`
 * without one, so a server that is not drawing carries none of it. A thread that fails (out of
 * its memory limit, say) answers its waiting cards with "busy", and the next card starts a new one.
 */
export function createLayoutThread({ idleMs }: { idleMs: number }) {
  let running: Running | null = null;
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  function stopWhenIdle(): void {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void stop(), idleMs);
    idleTimer.unref();
  }

  function stop(): Promise<number> | undefined {
    clearTimeout(idleTimer);
    const stopping = running;
    running = null;
    return stopping?.worker.terminate();
  }

  function start(): Running {
    const worker = startWorker();
    const started: Running = { worker, waiting: new Map() };
    const fail = () => {
      if (running === started) running = null;
      for (const { reject } of started.waiting.values()) reject(new BusyError(1));
      started.waiting.clear();
    };
    worker.on("message", (answer: LayoutAnswer) => {
      const waiting = started.waiting.get(answer.id);
      if (!waiting) return;
      started.waiting.delete(answer.id);
      if ("svg" in answer) waiting.resolve(answer.svg);
      else waiting.reject(new Error(answer.error));
      if (started.waiting.size === 0) {
        // Nothing waits on it: the thread must not keep the process from exiting.
        worker.unref();
        if (running === started) stopWhenIdle();
      }
    });
    worker.on("error", fail);
    worker.on("exit", fail);
    return started;
  }

  return {
    layout(title: string, category: string): Promise<string> {
      clearTimeout(idleTimer);
      running ??= start();
      const { worker, waiting } = running;
      const id = nextId++;
      return new Promise<string>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, title, category } satisfies LayoutRequest);
      });
    },

    /** Whether a thread is up: for tests and tools. */
    get running(): boolean {
      return running !== null;
    },

    async close(): Promise<void> {
      await stop();
    },
  };
}

export type LayoutThread = ReturnType<typeof createLayoutThread>;
