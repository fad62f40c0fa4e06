import { useId, useState } from "react";
import { SERIES_POSITION_MAX } from "@shared/schemas";
import { SeriesForm } from "@/components/series-form";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { FieldHelp, Input, Label, Select } from "@/components/ui/field";
import { SkeletonList } from "@/components/ui/skeleton";
import { membershipOf, nextPart, useAdminSeries, useCreateSeries, usePlaceInSeries } from "@/lib/admin-series";
import { serverMessage } from "@/lib/api-client";
import { SideCard } from "./side-card";

const NONE = "";

/** The post's series and part. It is saved on its own endpoint, so a post needs an id first, as History does. */
export function SeriesCard({ postId }: { postId: string | null }) {
  return (
    <SideCard id="series-heading" title="Series">
      {postId ? (
        <SeriesPlacement postId={postId} />
      ) : (
        <p className="text-sm text-muted-foreground">Save the post first to put it in a series.</p>
      )}
    </SideCard>
  );
}

function SeriesPlacement({ postId }: { postId: string }) {
  const id = useId();
  const series = useAdminSeries();
  const place = usePlaceInSeries(postId);
  const create = useCreateSeries();
  // Null follows what is saved; the author's choices override it until they save.
  const [choice, setChoice] = useState<string | null>(null);
  const [part, setPart] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (series.isPending) return <SkeletonList label="Loading series" count={2} rowClassName="h-9" />;
  if (series.isError) return <ErrorState message="We couldn't load the series." onRetry={() => void series.refetch()} />;

  const current = membershipOf(series.data, postId);
  const chosenId = choice ?? current?.series.id ?? NONE;
  const chosen = series.data.find((found) => found.id === chosenId);
  const partValue = part ?? String(chosen && chosen.id === current?.series.id ? current.position : nextPart(chosen));
  // A series made here, or another chosen, is not the post's until saved: the author is told so.
  const unsaved = chosenId !== (current?.series.id ?? NONE) || (chosen !== undefined && Number(partValue) !== current?.position);

  const save = async () => {
    setError(null);
    const position = Number(partValue);
    if (chosen && (!Number.isInteger(position) || position < 1 || position > SERIES_POSITION_MAX)) {
      setError(`The part is a whole number from 1 to ${SERIES_POSITION_MAX}.`);
      return;
    }
    try {
      await place.mutateAsync(chosen ? { seriesId: chosen.id, position } : { seriesId: null });
      setChoice(null);
      setPart(null);
    } catch (failure) {
      setError(serverMessage(failure) ?? "The series could not be saved. Try again.");
    }
  };

  const made = async (input: Parameters<typeof create.mutateAsync>[0]) => {
    const created = await create.mutateAsync(input);
    setCreating(false);
    setChoice(created.id);
    setPart(null);
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-emphasis" role="status">
        {current ? `Part ${current.position} of ${current.series.title}` : "Not in a series."}
      </p>
      <div className="space-y-1">
        <Label htmlFor={`${id}-series`}>Series</Label>
        <Select
          id={`${id}-series`}
          value={chosenId}
          onChange={(event) => {
            setChoice(event.target.value);
            setPart(null);
            setError(null);
          }}
        >
          <option value={NONE}>None</option>
          {series.data.map((found) => (
            <option key={found.id} value={found.id}>
              {found.title}
            </option>
          ))}
        </Select>
        {series.data.length === 0 && <FieldHelp>No series yet: make one below.</FieldHelp>}
      </div>
      {chosen && (
        <div className="space-y-1">
          <Label htmlFor={`${id}-part`}>Part</Label>
          <Input
            id={`${id}-part`}
            type="number"
            min={1}
            max={SERIES_POSITION_MAX}
            step={1}
            value={partValue}
            onChange={(event) => {
              setPart(event.target.value);
              setError(null);
            }}
          />
        </div>
      )}
      {unsaved && !error && <FieldHelp>Not saved yet: Save series puts the post there.</FieldHelp>}
      {error && (
        <p role="alert" className="text-sm text-destructive-strong">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void save()} disabled={place.isPending} aria-busy={place.isPending}>
          {place.isPending ? "Saving..." : "Save series"}
        </Button>
        {!creating && (
          <Button size="sm" variant="outline" onClick={() => setCreating(true)}>
            New series
          </Button>
        )}
      </div>
      {creating && <SeriesForm submit="Create series" busy="Creating..." onSubmit={made} onCancel={() => setCreating(false)} />}
    </div>
  );
}
