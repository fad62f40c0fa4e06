/**
 * A worker thread that lays share cards out (og-layout-thread.ts starts it). satori holds the
 * thread for tens of milliseconds a card and leaves megabytes of garbage behind: here it holds
 * neither the server's event loop nor its heap.
 */
import { serveTasks } from "../../lib/task-thread";
import { cardSvg } from "./og-card-layout";

export interface LayoutRequest {
  title: string;
  category: string;
}

serveTasks(({ title, category }: LayoutRequest) => cardSvg(title, category));
