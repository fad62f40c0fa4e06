import type { RevisionSummary } from "@shared/types";

// In the author's own zone: History answers "what did I write this morning?".
const readable = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });

/** "Nov 25, 2026, 9:14 AM". Some ICU versions put a narrow no-break space before AM; a plain one reads the same and matches what is typed. */
export const formatRevisionTime = (iso: string): string => readable.format(new Date(iso)).replace(/\u202f/g, " ");

/** What made the entry, in words: "Edited · 5 auto-saves", "Restored from #3". */
export function revisionKindText({ kind, autosaves, restoredFrom }: Pick<RevisionSummary, "kind" | "autosaves" | "restoredFrom">): string {
  switch (kind) {
    case "created":
      return "Created";
    case "edit":
      return autosaves > 1 ? `Edited · ${autosaves} auto-saves` : "Edited";
    case "publish":
      return "Published";
    case "unpublish":
      return "Unpublished";
    case "restore":
      return restoredFrom === null ? "Restored" : `Restored from #${restoredFrom}`;
  }
}

/** "+12 −3 words", with a true minus sign so the two counts line up. */
export const wordsChangedText = (added: number, removed: number): string => `+${added} \u2212${removed} words`;

/** The same counts for a screen reader, which would read "+12 −3" as arithmetic. */
export const wordsChangedSpoken = (added: number, removed: number): string =>
  `${added} ${added === 1 ? "word" : "words"} added, ${removed} removed`;
