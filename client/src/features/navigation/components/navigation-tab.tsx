import { useId, useState, type FormEvent } from "react";
import type { Navigation } from "@shared/types";
import { DEFAULT_NAVIGATION, NAVIGATION_LIMITS } from "@shared/navigation-editing";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { SectionCard } from "@/components/ui/section-card";
import { SkeletonList } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useAdminNavigation, useSaveNavigation } from "../api/admin-navigation";
import { toLinks, toRows, type LinkRow } from "../lib/link-rows";
import { LinkListEditor } from "./link-list-editor";

type Place = keyof Navigation;

/** The server's reasons for one list, from a 400's details ("body.topBar.1.href" -> "1.href"; the list's own -> ""). */
function serverProblems(error: unknown, place: Place): Record<string, string> {
  const details =
    error instanceof ApiError ? (error.body as { details?: { path: string; message: string }[] } | undefined)?.details : undefined;
  const prefix = `body.${place}`;
  return Object.fromEntries(
    (details ?? [])
      .filter((detail) => detail.path === prefix || detail.path.startsWith(`${prefix}.`))
      .map((detail) => [detail.path.slice(prefix.length + 1), detail.message]),
  );
}

const sameLinks = (rows: { topBar: LinkRow[]; footer: LinkRow[] }, saved: Navigation) =>
  JSON.stringify({ topBar: toLinks(rows.topBar), footer: toLinks(rows.footer) }) === JSON.stringify(saved);

function NavigationForm({ saved, suggestions }: { saved: Navigation; suggestions: readonly string[] }) {
  const [rows, setRows] = useState(() => ({ topBar: toRows(saved.topBar), footer: toRows(saved.footer) }));
  const [problems, setProblems] = useState<Record<Place, Record<string, string>>>({ topBar: {}, footer: {} });
  const save = useSaveNavigation();
  const suggestionsId = useId();

  const change = (place: Place) => (next: LinkRow[]) => {
    setRows((current) => ({ ...current, [place]: next }));
    // A reason names a row by its place, which an edit may have changed.
    setProblems({ topBar: {}, footer: {} });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { topBar: toLinks(rows.topBar), footer: toLinks(rows.footer) },
      {
        // What the server stored (trimmed) is the new starting point; a refetch never overwrites edits in progress.
        onSuccess: (stored) => {
          setRows({ topBar: toRows(stored.topBar), footer: toRows(stored.footer) });
          toast({ title: "Navigation saved", description: "Readers see the new links in the top bar, menu and footer now." });
        },
        onError: (error) => {
          setProblems({ topBar: serverProblems(error, "topBar"), footer: serverProblems(error, "footer") });
          toast({ variant: "destructive", title: "Error", description: "Failed to save the navigation." });
        },
      },
    );
  };

  const unsaved = !sameLinks(rows, saved);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      <datalist id={suggestionsId}>
        {suggestions.map((address) => (
          <option key={address} value={address} />
        ))}
      </datalist>
      <LinkListEditor
        title="Top bar"
        rows={rows.topBar}
        onChange={change("topBar")}
        max={NAVIGATION_LIMITS.topBar}
        emptyText="No links: the top bar and the mobile menu show only the search."
        suggestionsId={suggestionsId}
        problems={problems.topBar}
      />
      <LinkListEditor
        title="Footer"
        rows={rows.footer}
        onChange={change("footer")}
        max={NAVIGATION_LIMITS.footer}
        emptyText="No links: the footer shows only the social links."
        suggestionsId={suggestionsId}
        problems={problems.footer}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? "Saving..." : "Save"}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setRows({ topBar: toRows(DEFAULT_NAVIGATION.topBar), footer: toRows(DEFAULT_NAVIGATION.footer) });
            setProblems({ topBar: {}, footer: {} });
          }}
        >
          Reset to default
        </Button>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {unsaved ? "Unsaved changes: readers see them once you save." : ""}
        </p>
      </div>
    </form>
  );
}

export interface NavigationTabProps {
  /** Site addresses the Link fields offer (tags, posts; pages later), composed by the dashboard. */
  suggestions: readonly string[];
}

/** The top bar's and the footer's links, as every public page shows them. */
export function NavigationTab({ suggestions }: NavigationTabProps) {
  const navigation = useAdminNavigation();
  return (
    <SectionCard
      id="navigation-heading"
      title="Navigation"
      description="The links in the top bar (and the mobile menu) and in the footer: pages of the blog, tags, posts or other sites."
    >
      {navigation.isPending && <SkeletonList label="Loading the navigation" count={4} rowClassName="h-16" />}
      {navigation.isError && <ErrorState message="We couldn't load the navigation." onRetry={() => void navigation.refetch()} />}
      {navigation.data && <NavigationForm saved={navigation.data} suggestions={suggestions} />}
    </SectionCard>
  );
}
