/**
 * A worker thread that renders posts' markdown (markdown-thread.ts starts it): an import of
 * thousands of long posts renders here, beside the writes, instead of between them.
 */
import { renderMarkdown } from "../../../shared/markdown";
import { serveTasks } from "../../lib/task-thread";

serveTasks((markdown: string) => renderMarkdown(markdown));
