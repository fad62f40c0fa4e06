import { SearchIcon } from "lucide-react";
import { useId } from "react";
import { FIELD_LIMITS } from "@shared/constants";

export function PostsSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="relative w-full sm:max-w-md">
      <label htmlFor={id} className="sr-only">
        Search posts
      </label>
      <SearchIcon size={18} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-subtle" />
      <input
        id={id}
        type="search"
        placeholder="Search posts..."
        autoComplete="off"
        enterKeyHint="search"
        maxLength={FIELD_LIMITS.searchQuery}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full rounded-lg border border-input bg-card pl-10 pr-3 text-base text-foreground shadow-sm outline-none placeholder:text-subtle focus:border-primary-light focus:ring-2 focus:ring-ring"
      />
    </div>
  );
}
