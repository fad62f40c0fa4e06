import { SearchIcon } from "lucide-react";
import { useId, useState, type RefObject } from "react";
import { publicPath } from "@shared/page-addresses";
import { useLocation } from "wouter";
import type { PostCard } from "@shared/types";
import { FIELD_LIMITS } from "@shared/constants";
import { isSearchable, useSearchPosts } from "../api/search-posts";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useListboxNavigation } from "../lib/use-listbox-navigation";
import { SearchResults } from "./search-results";
import { useSearchReport } from "@/lib/use-search-report";
import { Dialog, DialogCloseButton, DialogContent, DialogTitle } from "@/components/ui/dialog";

/** Long enough to skip the requests for half-typed words, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 200;

const NO_RESULTS: PostCard[] = [];

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The profile's name, shown as every result's author when it is set. */
  profileName?: string;
  /** Where focus goes back to on close: the opener may have been in the mobile menu, now gone. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

export function SearchDialog({ open, onOpenChange, profileName, returnFocusRef }: SearchDialogProps) {
  const [text, setText] = useState("");
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearchPosts(term);
  const results = search.data ?? NO_RESULTS;
  useSearchReport(term, search.isSuccess ? results.length : undefined);
  const [, navigate] = useLocation();
  const listboxId = useId();

  // Closing clears the query.
  const changeOpen = (next: boolean) => {
    if (!next) setText("");
    onOpenChange(next);
  };
  const pick = (post: PostCard) => {
    changeOpen(false);
    navigate(publicPath(post));
  };
  const showingResults = isSearchable(text) && isSearchable(term) && search.isSuccess && results.length > 0;
  // Only rows on screen can be picked: Enter must not open a result the hint is covering.
  const navigation = useListboxNavigation(showingResults ? results : NO_RESULTS, pick);
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        aria-describedby={undefined}
        returnFocusRef={returnFocusRef}
        className="top-4 flex max-h-[calc(100dvh-2rem)] max-w-2xl flex-col overflow-hidden sm:top-[10vh] sm:max-h-[80vh]"
      >
        <div className="flex items-center justify-between gap-4 border-b border-border px-5 pb-3 pt-4">
          <DialogTitle>Search Articles</DialogTitle>
          <DialogCloseButton label="Close search" />
        </div>
        <div className="border-b border-border px-5 py-3">
          <div className="flex items-center gap-2 rounded-lg border border-input bg-card px-3 focus-within:border-primary-light focus-within:ring-2 focus-within:ring-ring">
            <SearchIcon size={18} className="shrink-0 text-subtle" />
            <input
              type="text"
              role="combobox"
              aria-label="Search articles"
              aria-autocomplete="list"
              aria-expanded={showingResults}
              aria-controls={showingResults ? listboxId : undefined}
              aria-activedescendant={showingResults && navigation.active >= 0 ? optionId(navigation.active) : undefined}
              autoFocus
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              maxLength={FIELD_LIMITS.searchQuery}
              placeholder="Search by title, topic or tag"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={navigation.onKeyDown}
              className="h-11 w-full min-w-0 bg-transparent text-base text-foreground outline-none placeholder:text-subtle"
            />
          </div>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2">
          <SearchResults
            text={text}
            term={term}
            search={search}
            listboxId={listboxId}
            optionId={optionId}
            active={navigation.active}
            onHover={navigation.setActive}
            onPick={() => changeOpen(false)}
            profileName={profileName}
          />
        </div>
        <p className="hidden border-t border-border px-5 py-2 text-xs text-muted-foreground sm:block">
          <kbd className="font-sans font-semibold">↑</kbd> <kbd className="font-sans font-semibold">↓</kbd> to move,{" "}
          <kbd className="font-sans font-semibold">Enter</kbd> to open, <kbd className="font-sans font-semibold">Esc</kbd> to close
        </p>
      </DialogContent>
    </Dialog>
  );
}
