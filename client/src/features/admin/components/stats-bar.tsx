import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { AdminStats } from "@shared/types";
import { useStats } from "../api/get-stats";

const FIGURES: { key: keyof AdminStats; label: string }[] = [
  { key: "posts", label: "Posts" },
  { key: "published", label: "Published" },
  { key: "drafts", label: "Drafts" },
  { key: "commentsPending", label: "Pending comments" },
  { key: "subscribers", label: "Subscribers" },
];

export function StatsBar() {
  const stats = useStats();

  if (stats.isError) {
    return (
      <p className="flex items-center gap-3 text-sm text-body">
        The figures could not be loaded.
        <Button size="sm" variant="outline" onClick={() => void stats.refetch()}>
          Retry
        </Button>
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-5" aria-busy={stats.isPending}>
      {FIGURES.map(({ key, label }) => (
        <div key={key} className="rounded-xl border border-border bg-card px-3 py-2 shadow-sm sm:px-4 sm:py-3">
          <dt className="text-[0.6875rem] font-medium uppercase leading-tight tracking-wide text-muted-foreground sm:text-xs">{label}</dt>
          <dd className="mt-1 font-serif text-xl font-bold text-primary sm:text-2xl">
            {stats.data ? stats.data[key] : <Skeleton className="h-7 w-10" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
