import type { ResourceLimits } from "node:worker_threads";
import { createTaskThread, startWorkerFile, ThreadStoppedError } from "../../lib/task-thread";
import type { LayoutRequest } from "./og-layout-worker";
import { BusyError } from "./render-queue";

// Enough for satori, the fonts and one card's garbage; a larger young generation only lets garbage
// pile up between collections (measured by `npm run bench:og`).
const RESOURCE_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64 };

/**
 * Lays share cards out on a worker thread (og-layout-worker.ts), started on the first card and
 * stopped after `idleMs` without one. A card waiting on a thread that fails is answered "busy".
 */
export function createLayoutThread({ idleMs }: { idleMs: number }) {
  const thread = createTaskThread<LayoutRequest, string>({
    start: () => startWorkerFile(import.meta.url, "og-layout-worker", RESOURCE_LIMITS),
    idleMs,
  });
  return {
    layout(title: string, category: string): Promise<string> {
      return thread.run({ title, category }).catch((error: unknown) => {
        throw error instanceof ThreadStoppedError ? new BusyError(1) : error;
      });
    },

    /** Whether a thread is up: for tests and tools. */
    get running(): boolean {
      return thread.running;
    },

    close: () => thread.close(),
  };
}

export type LayoutThread = ReturnType<typeof createLayoutThread>;
