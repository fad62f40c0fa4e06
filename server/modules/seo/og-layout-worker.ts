/**
 * A worker thread that lays share cards out (og-layout-thread.ts starts it). satori holds the
 * thread for tens of milliseconds a card and leaves megabytes of garbage behind: here it holds
 * neither the server's event loop nor its heap.
 */
import { parentPort } from "node:worker_threads";
import { cardSvg } from "./og-card-layout";

export interface LayoutRequest {
  id: number;
  title: string;
  category: string;
}

export type LayoutAnswer = { id: number; svg: string } | { id: number; error: string };

parentPort!.on("message", ({ id, title, category }: LayoutRequest) => {
  cardSvg(title, category).then(
    (svg) => parentPort!.postMessage({ id, svg } satisfies LayoutAnswer),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies LayoutAnswer),
  );
});
