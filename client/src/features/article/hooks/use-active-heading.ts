import { useCallback, useEffect, useRef, useState } from "react";

/** A heading counts as "being read" once it has passed this fraction of the viewport's height. */
const READING_LINE = 0.4;
const USER_SCROLL_EVENTS = ["wheel", "touchmove", "keydown", "mousedown"] as const;

/**
 * The id of the heading whose section is on screen: the last heading above the reading line, or
 * null while the reader is still above the first one. The observer only says when a heading
 * crosses that line; the answer is then read from the headings' positions.
 *
 * `select` pins a heading the reader picked from the table of contents, so it stays highlighted
 * even when the page cannot scroll it all the way up (the last, short section); the reader's own
 * next scroll releases the pin.
 */
export function useActiveHeading(ids: string[]): { activeId: string | null; select: (id: string) => void } {
  const [activeId, setActiveId] = useState<string | null>(null);
  const pinned = useRef<string | null>(null);

  const select = useCallback((id: string) => {
    pinned.current = id;
    setActiveId(id);
  }, []);

  useEffect(() => {
    if (ids.length === 0 || typeof IntersectionObserver === "undefined") return;
    const headings = ids.map((id) => document.getElementById(id)).filter((element): element is HTMLElement => element !== null);

    const update = () => {
      if (pinned.current) return;
      const line = window.innerHeight * READING_LINE;
      let current: string | null = null;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top > line) break;
        current = heading.id;
      }
      setActiveId(current);
    };
    const release = () => {
      pinned.current = null;
    };

    const observer = new IntersectionObserver(update, { rootMargin: `0px 0px -${(1 - READING_LINE) * 100}% 0px` });
    headings.forEach((heading) => observer.observe(heading));
    USER_SCROLL_EVENTS.forEach((name) => window.addEventListener(name, release, { passive: true }));
    return () => {
      observer.disconnect();
      USER_SCROLL_EVENTS.forEach((name) => window.removeEventListener(name, release));
    };
  }, [ids]);

  return { activeId, select };
}
