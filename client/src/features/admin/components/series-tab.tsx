import { useState } from "react";
import { SeriesForm } from "@/components/series-form";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { SectionCard } from "@/components/ui/section-card";
import { SkeletonList } from "@/components/ui/skeleton";
import { useAdminSeries, useCreateSeries } from "@/lib/admin-series";
import { SeriesRow } from "./series-row";

/** The dashboard's Series tab: every series with its parts, drafts too; posts join one from the editor. */
export function SeriesTab() {
  const series = useAdminSeries();
  const create = useCreateSeries();
  const [creating, setCreating] = useState(false);

  const newSeries = !creating && <Button onClick={() => setCreating(true)}>New series</Button>;

  return (
    <SectionCard id="series-tab-heading" title="Series" description="Posts read in order, each at its part." action={newSeries}>
      {creating && (
        <SeriesForm
          submit="Create series"
          busy="Creating..."
          onSubmit={async (input) => {
            await create.mutateAsync(input);
            setCreating(false);
          }}
          onCancel={() => setCreating(false)}
        />
      )}
      {series.isPending && <SkeletonList label="Loading series" count={3} rowClassName="h-14" />}
      {series.isError && <ErrorState message="We couldn't load the series." onRetry={() => void series.refetch()} />}
      {series.data?.length === 0 && <p className="py-6 text-center text-muted-foreground">No series yet</p>}
      {series.data && series.data.length > 0 && (
        <ul className="divide-y divide-border">
          {series.data.map((found) => (
            <SeriesRow key={found.id} series={found} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
