import type { ResourceLimits } from "node:worker_threads";
import { renderMarkdown, type RenderedMarkdown } from "../../../shared/markdown";
import { createTaskThread, startWorkerFile } from "../../lib/task-thread";
import type { RenderMarkdown } from "./post-content";

// A long post's render leaves a few MB of garbage; the limit keeps a runaway text from taking the server's memory.
const RESOURCE_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 96 };

/**
 * Renders markdown on a worker thread (markdown-worker.ts), started on the first post and stopped
 * after `idleMs` without one. Should the thread fail, the post is rendered here instead.
 */
export function createMarkdownThread({ idleMs }: { idleMs: number }): { render: RenderMarkdown; close(): Promise<void>; readonly running: boolean } {
  const thread = createTaskThread<string, RenderedMarkdown>({ start: () => startWorkerFile(import.meta.url, "markdown-worker", RESOURCE_LIMITS), idleMs });
  return {
    render: (markdown) => thread.run(markdown).catch(() => renderMarkdown(markdown)),
    close: () => thread.close(),
    get running() {
      return thread.running;
    },
  };
}

export type MarkdownThread = ReturnType<typeof createMarkdownThread>;
