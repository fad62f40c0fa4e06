import type { ResourceLimits } from "node:worker_threads";
import { renderMarkdown, type RenderedMarkdown } from "../../../shared/markdown";
import { createTaskThread, startWorkerFile } from "../../lib/task-thread";
import type { RenderMarkdown } from "./post-content";

// Rendering makes much short-lived garbage: with a young generation under 32 MB the thread spends a
// third of its time collecting (9.5 ms a 15 KB post against 6.9 ms). The old generation limit keeps
// a runaway text from taking the server's memory.
const RESOURCE_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 32, maxOldGenerationSizeMb: 96 };

/**
 * Renders markdown on a worker thread (markdown-worker.ts), started on the first post and stopped
 * after `idleMs` without one. Should the thread fail, the post is rendered here instead.
 */
export function createMarkdownThread({ idleMs }: { idleMs: number }): {
  render: RenderMarkdown;
  close(): Promise<void>;
  readonly running: boolean;
} {
  const thread = createTaskThread<string, RenderedMarkdown>({
    start: () => startWorkerFile(import.meta.url, "markdown-worker", RESOURCE_LIMITS),
    idleMs,
  });
  return {
    render: (markdown) => thread.run(markdown).catch(() => renderMarkdown(markdown)),
    close: () => thread.close(),
    get running() {
      return thread.running;
    },
  };
}

export type MarkdownThread = ReturnType<typeof createMarkdownThread>;
