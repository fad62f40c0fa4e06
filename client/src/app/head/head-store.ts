import { useSyncExternalStore } from "react";

export interface HeadProps {
  /** The page's own title; the site name is appended. Leave out for the home page. */
  title?: string;
  description?: string;
  /** Admin and utility screens stay out of search results. */
  noIndex?: boolean;
}

/** What the page on screen wants in <head>; the most recently mounted PageHead wins. */
const entries: { id: number; props: HeadProps }[] = [];
const listeners = new Set<() => void>();
let snapshot: HeadProps | null = null;

function publish() {
  snapshot = entries.length ? entries[entries.length - 1].props : null;
  for (const listener of listeners) listener();
}

export function setHead(id: number, props: HeadProps): void {
  const existing = entries.find((entry) => entry.id === id);
  if (existing) existing.props = props;
  else entries.push({ id, props });
  publish();
}

export function clearHead(id: number): void {
  const index = entries.findIndex((entry) => entry.id === id);
  if (index >= 0) entries.splice(index, 1);
  publish();
}

export function useHead(): HeadProps | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => snapshot,
  );
}
