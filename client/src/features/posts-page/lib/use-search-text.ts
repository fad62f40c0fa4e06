import { useEffect, useRef, useState } from "react";
import { useDebouncedValue } from "@/lib/use-debounced-value";

/**
 * The search box's text, kept in step with the committed query in the URL: typing commits after
 * a pause; a URL change from elsewhere (back/forward, Clear filters) rewrites the box.
 */
export function useSearchText(committed: string, commit: (q: string) => void, delayMs: number) {
  const [text, setText] = useState(committed);
  const debounced = useDebouncedValue(text.trim(), delayMs);
  const latest = useRef({ committed, commit, debounced });
  latest.current = { committed, commit, debounced };

  useEffect(() => {
    if (debounced !== latest.current.committed) latest.current.commit(debounced);
  }, [debounced]);

  useEffect(() => {
    if (committed !== latest.current.debounced) setText(committed);
  }, [committed]);

  return [text, setText] as const;
}
