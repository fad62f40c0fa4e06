import { SearchIcon } from "lucide-react";
import { useEffect, useId, useRef, type FormEvent } from "react";
import { FIELD_LIMITS } from "@shared/constants";

interface PostsSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter: search now rather than after the typing pause. */
  onSubmit: () => void;
  /** The tag filter in force, kept when the form is sent without JavaScript. */
  tag: string;
}

/**
 * A plain GET form to /posts: before the page's script has taken over, or without JavaScript,
 * Enter still asks the server for the results (it renders /posts?q= like any other page).
 */
export function PostsSearchBox({ value, onChange, onSubmit, tag }: PostsSearchBoxProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  // Text typed into the server's box before the app started is in the field but not in the state
  // it was hydrated with: taken up once, it is searched as if typed now.
  useEffect(() => {
    const typed = inputRef.current?.value ?? "";
    if (typed !== latest.current.value) latest.current.onChange(typed);
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" action="/posts" method="get" onSubmit={submit} className="relative w-full sm:max-w-md">
      <label htmlFor={id} className="sr-only">
        Search posts
      </label>
      <SearchIcon size={18} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-subtle" />
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        placeholder="Search posts..."
        autoComplete="off"
        enterKeyHint="search"
        maxLength={FIELD_LIMITS.searchQuery}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full rounded-lg border border-input bg-card pl-10 pr-3 text-base text-foreground shadow-sm outline-none placeholder:text-subtle focus:border-primary-light focus:ring-2 focus:ring-ring"
      />
      {tag && <input type="hidden" name="tag" value={tag} />}
    </form>
  );
}
