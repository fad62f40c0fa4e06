import type { OgPreviewTag } from "@shared/types";
import { formatTag } from "../lib/format-tag";

/** The head as sent, folded away: the cards above are drawn from exactly these tags. */
export function TagList({ tags }: { tags: OgPreviewTag[] }) {
  return (
    <details className="rounded-lg border border-stone-200 bg-stone-50">
      <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-semibold text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-light">
        Tags the server sends ({tags.length})
      </summary>
      <ol className="space-y-1 overflow-x-auto border-t border-stone-200 px-3 py-2 font-mono text-xs text-stone-800">
        {tags.map((tag, index) => (
          <li key={index} className="break-all">
            {formatTag(tag)}
          </li>
        ))}
      </ol>
    </details>
  );
}
