import { useEffect } from "react";
import type { PageMeta } from "@shared/page-meta";
import { clearHead, setHead } from "./head/head-store";

let nextId = 0;

/**
 * Declares the page's head, made by the same shared functions the server uses. The server writes
 * the first page's <head>; HeadManager applies these on later pages, as the reader moves around
 * without a reload.
 */
export function PageHead({ meta }: { meta: PageMeta }) {
  // Callers build a fresh object each render; its content is what matters.
  const key = JSON.stringify(meta);
  useEffect(() => {
    const id = ++nextId;
    setHead(id, JSON.parse(key) as PageMeta);
    return () => clearHead(id);
  }, [key]);
  return null;
}
