import { useId } from "react";
import type { PostAnalysis, TagSuggestion } from "@shared/types";
import { cn } from "@/lib/utils";
import { sourceLabel } from "../lib/tag-suggestions";

const chipClasses =
  "inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold transition-colors " +
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

const SIMILAR = /^similar to /;

/** The words found in the post, then the similar posts that voted for the tag (the server names both in `matched`). */
function reasons(suggestion: TagSuggestion): string {
  const words = suggestion.matched.filter((entry) => !SIMILAR.test(entry));
  const similar = suggestion.matched.filter((entry) => SIMILAR.test(entry)).map((entry) => entry.replace(SIMILAR, ""));
  const parts = [words.length ? `triggered by ${words.join(", ")}` : "", similar.length ? `similar to ${similar.join(", ")}` : ""].filter(
    Boolean,
  );
  return parts.length ? parts.join(" · ") : "no words named";
}

function SuggestionChip({
  suggestion,
  engine,
  accepted,
  onToggle,
}: {
  suggestion: TagSuggestion;
  engine: PostAnalysis["engine"];
  accepted: boolean;
  onToggle: () => void;
}) {
  const detailId = useId();
  return (
    <li className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
      {/* A toggle: pressed means accepted; the check mark says so without colour. */}
      <button
        type="button"
        aria-pressed={accepted}
        aria-describedby={detailId}
        onClick={onToggle}
        className={cn(
          chipClasses,
          accepted
            ? "border-primary bg-primary text-white hover:bg-primary-light"
            : "border-primary/30 bg-card text-primary hover:bg-accent",
          "self-start",
        )}
      >
        <span aria-hidden="true" className="w-3 text-center">
          {accepted ? "✓" : "+"}
        </span>
        {suggestion.tag}
      </button>
      <span id={detailId} className="text-xs text-muted-foreground">
        Score {suggestion.score} · {sourceLabel(suggestion, engine)} · {reasons(suggestion)}
      </span>
    </li>
  );
}

/** The suggestions of one analysis as chips the author accepts (pressed) or leaves rejected. */
export function SuggestionChips({
  analysis,
  accepted,
  onToggle,
}: {
  analysis: PostAnalysis;
  accepted: string[];
  onToggle: (tag: string) => void;
}) {
  return (
    <ul className="space-y-2" aria-label="Suggested tags">
      {analysis.suggestions.map((suggestion) => (
        <SuggestionChip
          key={suggestion.tag}
          suggestion={suggestion}
          engine={analysis.engine}
          accepted={accepted.includes(suggestion.tag)}
          onToggle={() => onToggle(suggestion.tag)}
        />
      ))}
    </ul>
  );
}
