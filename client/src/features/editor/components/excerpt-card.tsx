import { FIELD_LIMITS } from "@shared/constants";
import { CARET_FIELD_ATTRIBUTE } from "../lib/caret";
import { helpClasses, inputClasses } from "./field-styles";
import { SideCard } from "./side-card";

export function ExcerptCard({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <SideCard id="excerpt-heading" title="Excerpt">
      <textarea
        aria-labelledby="excerpt-heading"
        aria-describedby="excerpt-help"
        {...{ [CARET_FIELD_ATTRIBUTE]: "excerpt" }}
        className={`${inputClasses} min-h-24 resize-y`}
        rows={4}
        maxLength={FIELD_LIMITS.excerpt}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="A short summary for cards and search results..."
      />
      <p id="excerpt-help" className={helpClasses}>
        Left empty, the first paragraph is used. {value.length}/{FIELD_LIMITS.excerpt}
      </p>
    </SideCard>
  );
}
