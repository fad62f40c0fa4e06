import type { MouseEvent } from "react";
import { cn } from "@/lib/utils";
import type { TocNode } from "../lib/nest-toc";

export interface TocListProps {
  nodes: TocNode[];
  activeId: string | null;
  onSelect: (id: string) => void;
  depth?: number;
}

/** Nested lists, so the indentation a sighted reader sees is the structure a screen reader hears. */
export function TocList({ nodes, activeId, onSelect, depth = 0 }: TocListProps) {
  return (
    <ul className={cn("space-y-0.5", depth > 0 && "mt-0.5 ml-3 border-l border-border pl-2")}>
      {nodes.map(({ item, children }) => {
        const active = item.id === activeId;
        return (
          <li key={item.id}>
            <a
              href={`#${encodeURIComponent(item.id)}`}
              data-level={item.level}
              aria-current={active ? "location" : undefined}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                // The page scrolls itself (smoothly, under the top bar) instead of the browser's jump.
                event.preventDefault();
                onSelect(item.id);
              }}
              className={cn(
                "block rounded-md px-2 py-1.5 text-sm leading-snug transition-colors",
                "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                active ? "bg-accent font-semibold text-primary" : "text-muted-foreground hover:bg-muted hover:text-primary",
              )}
            >
              {item.text}
            </a>
            {children.length > 0 && <TocList nodes={children} activeId={activeId} onSelect={onSelect} depth={depth + 1} />}
          </li>
        );
      })}
    </ul>
  );
}
