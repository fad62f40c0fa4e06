import { useLayoutEffect, useState, type RefObject } from "react";
import type { TocItem } from "@shared/types";
import { tocFromContainer } from "../lib/toc-from-dom";
import { tocFromHtml } from "../lib/toc-from-html";

/**
 * The table of contents of the body rendered in `containerRef`. First read from the HTML, so the
 * server's page has it too (and the browser's first render matches); then from the DOM in a
 * layout effect, which also gives a heading without an id the one its entry links to.
 */
export function useTocItems(containerRef: RefObject<HTMLElement | null>, html: string): TocItem[] {
  const [items, setItems] = useState<TocItem[]>(() => tocFromHtml(html));
  useLayoutEffect(() => {
    setItems(containerRef.current ? tocFromContainer(containerRef.current) : []);
  }, [containerRef, html]);
  return items;
}
