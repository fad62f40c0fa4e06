import type { OgPreviewTag } from "@shared/types";
import { formatTag } from "../lib/format-tag";

/** The head as sent, folded away: the cards above are drawn from exactly these tags. */
export function TagList({ tags }: { tags: OgPreviewTag[] }) {
  return (
    <details className="rounded-lg border border-border bg-background">
      <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-semibold text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        Tags the server sends ({tags.length})
      </summary>
      <ol className="space-y-1 overflow-x-auto border-t border-border px-3 py-2 font-mono text-xs text-emphasis">
        {tags.map((tag, index) => (
          <li key={index} className="break-all">
            {formatTag(tag)}
          </li>
        ))}
      </ol>
    </details>
  );
}
