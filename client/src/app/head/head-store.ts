import { useSyncExternalStore } from "react";
import type { PageMeta } from "@shared/page-meta";

/** What the page on screen wants in <head>; the most recently mounted PageHead wins. */
const entries: { id: number; meta: PageMeta }[] = [];
const listeners = new Set<() => void>();
let snapshot: PageMeta | null = null;

function publish() {
  snapshot = entries.length ? entries[entries.length - 1].meta : null;
  for (const listener of listeners) listener();
}

export function setHead(id: number, meta: PageMeta): void {
  const existing = entries.find((entry) => entry.id === id);
  if (existing) existing.meta = meta;
  else entries.push({ id, meta });
  publish();
}

export function clearHead(id: number): void {
  const index = entries.findIndex((entry) => entry.id === id);
  if (index >= 0) entries.splice(index, 1);
  publish();
}

export function useHead(): PageMeta | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => snapshot,
  );
}
