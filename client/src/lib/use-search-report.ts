import { useEffect } from "react";
import { SEARCH_MIN_LENGTH } from "@shared/constants";
import { track } from "./track";

/** A search is counted once its text has stood this long with its results shown: not every keystroke is a search. */
const SEARCH_SETTLE_MS = 1500;

/**
 * Reports a search and how many posts it found, for the author's "searches that found nothing".
 * `results` is undefined while the answer is on its way or failed; such searches are not counted.
 */
export function useSearchReport(query: string, results: number | undefined): void {
  useEffect(() => {
    const text = query.trim();
    if (results === undefined || text.length < SEARCH_MIN_LENGTH) return;
    const timer = setTimeout(() => track({ name: "search", params: { query: text, results } }), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [query, results]);
}
