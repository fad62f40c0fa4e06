import { useLayoutEffect, useState, type RefObject } from "react";
import type { TocItem } from "@shared/types";
import { tocFromContainer } from "../lib/toc-from-dom";

/**
 * The table of contents of the body rendered in `containerRef`. Read in a layout effect, so the
 * card is there in the same paint as the body and nothing below it jumps.
 */
export function useTocItems(containerRef: RefObject<HTMLElement | null>, html: string): TocItem[] {
  const [items, setItems] = useState<TocItem[]>([]);
  useLayoutEffect(() => {
    setItems(containerRef.current ? tocFromContainer(containerRef.current) : []);
  }, [containerRef, html]);
  return items;
}
