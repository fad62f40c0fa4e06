import { useSyncExternalStore } from "react";
import type { PageHeadSpec } from "@shared/page-meta";

/** What the page on screen wants in <head>; the most recently mounted PageHead wins. */
const entries: { id: number; spec: PageHeadSpec }[] = [];
const listeners = new Set<() => void>();
let snapshot: PageHeadSpec | null = null;

function publish() {
  snapshot = entries.length ? entries[entries.length - 1].spec : null;
  for (const listener of listeners) listener();
}

export function setHead(id: number, spec: PageHeadSpec): void {
  const existing = entries.find((entry) => entry.id === id);
  if (existing) existing.spec = spec;
  else entries.push({ id, spec });
  publish();
}

export function clearHead(id: number): void {
  const index = entries.findIndex((entry) => entry.id === id);
  if (index >= 0) entries.splice(index, 1);
  publish();
}

export function useHead(): PageHeadSpec | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => snapshot,
  );
}
