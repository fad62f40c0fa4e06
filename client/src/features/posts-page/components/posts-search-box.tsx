import { useId } from "react";
import { FIELD_LIMITS } from "@shared/constants";
import { SearchIcon } from "@/components/ui/icons";

export function PostsSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="relative w-full sm:max-w-md">
      <label htmlFor={id} className="sr-only">
        Search posts
      </label>
      <SearchIcon size={18} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-stone-500" />
      <input
        id={id}
        type="search"
        placeholder="Search posts..."
        autoComplete="off"
        enterKeyHint="search"
        maxLength={FIELD_LIMITS.searchQuery}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full rounded-lg border border-stone-300 bg-white pl-10 pr-3 text-base text-stone-900 shadow-sm outline-none placeholder:text-stone-500 focus:border-brand-light focus:ring-2 focus:ring-brand-light"
      />
    </div>
  );
}
