import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { normalisePathInput } from "../lib/network-cards";

export interface PathChoice {
  label: string;
  path: string;
}

/** Choose the page to preview: a quick pick, or any path or address of this site. Key it by `current` so the box follows a pick. */
export function PathPicker({ choices, current, onPick }: { choices: PathChoice[]; current: string; onPick: (path: string) => void }) {
  const [text, setText] = useState(current);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPick(normalisePathInput(text));
  };

  return (
    <form onSubmit={submit} className="space-y-3">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Quick picks">
        {choices.map((choice) => (
          <Button
            key={choice.label}
            size="sm"
            variant={choice.path === current ? "default" : "outline"}
            aria-pressed={choice.path === current}
            onClick={() => onPick(choice.path)}
          >
            {choice.label}
          </Button>
        ))}
      </div>
      <label htmlFor={id} className="block text-sm font-semibold text-foreground">
        Page path or address on this site
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="/blog/your-post"
          spellCheck={false}
          className={cn(
            "h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 font-mono text-sm text-foreground",
            "placeholder:text-subtle focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          )}
        />
        <Button type="submit" className="shrink-0">
          Preview
        </Button>
      </div>
    </form>
  );
}
