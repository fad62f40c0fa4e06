import { lazy, Suspense, useState } from "react";
import type { SearchDialogProps } from "./search-dialog";

// The dialog and its results are fetched when a reader first reaches for search, not with
// every page: the first-load budget has no room for them.
const loadSearchDialog = () => import("./search-dialog");
const SearchDialog = lazy(() => loadSearchDialog().then((m) => ({ default: m.SearchDialog })));

/** Start fetching the dialog's code early, e.g. when the pointer nears the search button. */
export function preloadSearchDialog(): void {
  void loadSearchDialog();
}

export function LazySearchDialog(props: SearchDialogProps) {
  const [requested, setRequested] = useState(false);
  if (props.open && !requested) setRequested(true);
  if (!requested && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog {...props} />
    </Suspense>
  );
}
