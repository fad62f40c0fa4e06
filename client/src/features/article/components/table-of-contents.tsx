import { ChevronDownIcon } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { TocItem } from "@shared/types";
import { takeEarlyPresses } from "@/lib/early-input";
import { cn, safeDecode } from "@/lib/utils";
import { useActiveHeading } from "../hooks/use-active-heading";
import { nestToc } from "../lib/nest-toc";
import { scrollToHeading } from "../lib/scroll-to-heading";
import { TocList } from "./toc-list";

/** The aside the floating scroll button jumps to. */
export const TOC_ASIDE_ID = "table-of-contents";

/** Open beside the article on wide screens; folded above the body on phones, where it would push the text down. */
function isNarrow(): boolean {
  return typeof window.matchMedia === "function" && !window.matchMedia("(min-width: 1024px)").matches;
}

export interface TableOfContentsProps {
  items: TocItem[];
  className?: string;
}

export function TableOfContents({ items, className }: TableOfContentsProps) {
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const tree = useMemo(() => nestToc(items), [items]);
  const { activeId, select } = useActiveHeading(ids);
  // Open in the server's HTML (a reader without JavaScript gets its links); folded after mount on phones.
  const [expanded, setExpanded] = useState(true);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // A press before the app started was on the open list the server drew: it meant "fold".
    // Replayed as a toggle it would reopen a list this effect folds on phones.
    if (takeEarlyPresses(toggleRef.current) || isNarrow()) setExpanded(false);
  }, []);

  // The body arrives after the page loads, too late for the browser to honour a #heading link.
  useEffect(() => {
    const id = safeDecode(window.location.hash.slice(1));
    if (id && ids.includes(id)) document.getElementById(id)?.scrollIntoView({ block: "start" });
  }, [ids]);

  if (items.length === 0) return null;

  return (
    <aside id={TOC_ASIDE_ID} className={cn("scroll-mt-20", className)}>
      <nav aria-label="Table of contents" className="rounded-xl border border-border bg-card shadow-sm lg:sticky lg:top-24">
        <h2 className="font-serif text-base font-bold text-primary">
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
            className="flex w-full cursor-pointer items-center justify-between gap-2 rounded-xl px-4 py-3 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Table of Contents
            <ChevronDownIcon
              size={18}
              className={cn("shrink-0 transition-transform motion-reduce:transition-none", expanded && "rotate-180")}
            />
          </button>
        </h2>
        <div
          id={listId}
          hidden={!expanded}
          className="border-t border-border-subtle px-2 py-3 lg:max-h-[calc(100vh-10rem)] lg:overflow-y-auto"
        >
          <TocList
            nodes={tree}
            activeId={activeId}
            onSelect={(id) => {
              if (scrollToHeading(id)) select(id);
            }}
          />
        </div>
      </nav>
    </aside>
  );
}
