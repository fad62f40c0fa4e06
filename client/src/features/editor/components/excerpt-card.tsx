import { FIELD_LIMITS } from "@shared/constants";
import { CARET_FIELD_ATTRIBUTE } from "../lib/caret";
import { FieldHelp, Textarea } from "@/components/ui/field";
import { SideCard } from "./side-card";

export function ExcerptCard({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <SideCard id="excerpt-heading" title="Excerpt">
      <Textarea
        aria-labelledby="excerpt-heading"
        aria-describedby="excerpt-help"
        {...{ [CARET_FIELD_ATTRIBUTE]: "excerpt" }}
        className="min-h-24 resize-y"
        rows={4}
        maxLength={FIELD_LIMITS.excerpt}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="A short summary for cards and search results..."
      />
      <FieldHelp id="excerpt-help">
        Left empty, the first paragraph is used. {value.length}/{FIELD_LIMITS.excerpt}
      </FieldHelp>
    </SideCard>
  );
}
