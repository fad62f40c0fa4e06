import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { useTags } from "../api/get-tags";
import { sameTag } from "../lib/posts-filter";

const pillClass =
  "cursor-pointer rounded-full border px-3 py-1.5 text-sm font-medium transition-colors " +
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

export interface TagFilterProps {
  selected: string;
  onToggle: (tag: string) => void;
}

/** One button per distinct tag; pressing the selected one again turns the filter off. */
export function TagFilter({ selected, onToggle }: TagFilterProps) {
  const { data: tags, isPending, isError, refetch } = useTags();

  if (isPending) {
    return (
      <div className="flex flex-wrap gap-2" role="status" aria-label="Loading tags">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-8 w-24 rounded-full" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-body">
        The tag filters could not be loaded.
        <Button variant="link" size="sm" className="h-auto" onClick={() => void refetch()}>
          Retry
        </Button>
      </p>
    );
  }

  // A tag from a shared link that no published post carries still shows, pressed, so it can be turned off.
  const names = tags.map((tag) => tag.name);
  if (selected && !names.some((name) => sameTag(name, selected))) names.unshift(selected);

  return (
    <div role="group" aria-label="Filter by tag" className="flex flex-wrap gap-2">
      {names.map((name) => {
        const pressed = sameTag(name, selected);
        return (
          <button
            key={name}
            type="button"
            aria-pressed={pressed}
            onClick={() => onToggle(name)}
            className={cn(
              pillClass,
              pressed
                ? "border-primary bg-primary text-white hover:bg-primary-light"
                : "border-input bg-card text-body hover:border-primary-light hover:text-primary",
            )}
          >
            {name}
          </button>
        );
      })}
    </div>
  );
}
