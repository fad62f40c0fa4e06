import { XIcon } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { FIELD_LIMITS } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { addTag, TAG_REJECTION_TEXT } from "../lib/tags";
import { Input } from "@/components/ui/field";
import { SideCard } from "./side-card";

export function TagsCard({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const [input, setInput] = useState("");
  const [problem, setProblem] = useState("");

  const add = () => {
    const result = addTag(tags, input);
    if (!result.added) {
      setProblem(TAG_REJECTION_TEXT[result.reason]);
      return;
    }
    onChange(result.tags);
    setInput("");
    setProblem("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };

  return (
    <SideCard id="tags-heading" title="Tags">
      <div className="flex gap-2">
        <Input
          aria-label="New tag"
          value={input}
          maxLength={FIELD_LIMITS.tag}
          onChange={(event) => {
            setInput(event.target.value);
            setProblem("");
          }}
          onKeyDown={onKeyDown}
          placeholder="Add a tag..."
          aria-describedby="tag-problem"
        />
        <Button variant="outline" onClick={add}>
          Add
        </Button>
      </div>
      <p id="tag-problem" aria-live="polite" className="min-h-0 text-xs text-destructive-strong empty:hidden">
        {problem}
      </p>
      {tags.length === 0 ? (
        <p className="text-sm text-muted-foreground">No tags yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Tags on this post">
          {tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => onChange(tags.filter((existing) => existing !== tag))}
                aria-label={`Remove tag ${tag}`}
                className="inline-flex cursor-pointer items-center gap-1 rounded-full bg-accent px-2.5 py-1 text-xs font-semibold text-primary transition-colors hover:bg-destructive-soft hover:text-destructive-strong focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {tag}
                <XIcon size={12} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </SideCard>
  );
}
