import { useEffect } from "react";
import type { PageHeadSpec } from "@shared/page-meta";
import { clearHead, setHead } from "./head/head-store";

let nextId = 0;

/**
 * Declares what the page is; its head is built from that by the same shared functions the server
 * uses. The server writes the first page's <head>; HeadManager applies the head on later pages,
 * as the reader moves around without a reload.
 */
export function PageHead({ spec }: { spec: PageHeadSpec }) {
  // Callers build a fresh object each render; its content is what matters.
  const key = JSON.stringify(spec);
  useEffect(() => {
    const id = ++nextId;
    setHead(id, JSON.parse(key) as PageHeadSpec);
    return () => clearHead(id);
  }, [key]);
  return null;
}
