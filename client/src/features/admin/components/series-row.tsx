import { useState } from "react";
import { Link } from "wouter";
import type { Series } from "@shared/types";
import { SeriesForm } from "@/components/series-form";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { useDeleteSeries, useUpdateSeries } from "@/lib/admin-series";

/** One series in the dashboard: its parts in reading order, each a way into the editor, and its own edit and delete. */
export function SeriesRow({ series }: { series: Series }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateSeries();
  const remove = useDeleteSeries();
  const headingId = `series-${series.id}`;

  return (
    <li className="space-y-3 py-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 id={headingId} className="font-semibold text-foreground">
            {series.title}
          </h3>
          <p className="truncate text-xs text-muted-foreground">/series/{series.slug}</p>
          {series.description && <p className="text-sm text-body">{series.description}</p>}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEditing((open) => !open)}
            aria-expanded={editing}
            aria-label={`${editing ? "Close" : "Edit"} series ${series.title}`}
          >
            {editing ? "Close" : "Edit"}
          </Button>
          <ConfirmActionDialog
            subject={series.id}
            trigger="Delete"
            triggerLabel={`Delete series ${series.title}`}
            confirm="Delete series"
            busy="Deleting..."
            title={`Delete ${series.title}?`}
            description="Its posts stay, in no series: their articles stop showing the parts."
            keep="Keep series"
            destructive
            mutation={remove}
            done={() => ({ title: "Series deleted", description: `${series.title} is deleted; its posts stay.` })}
            failed="Failed to delete the series."
          />
        </div>
      </div>
      {editing && (
        <SeriesForm
          initial={series}
          withSlug
          submit="Save changes"
          busy="Saving..."
          onSubmit={async (input) => {
            await update.mutateAsync({ id: series.id, input });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
      {series.parts.length === 0 ? (
        <p className="text-sm text-muted-foreground">No parts yet: add posts to it from the editor&apos;s Series card.</p>
      ) : (
        <ol aria-label={`Parts of ${series.title}`} className="space-y-1">
          {series.parts.map((part) => (
            <li key={part.postId} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium text-emphasis">Part {part.position}</span>
              <span className="min-w-0 truncate text-body">{part.title}</span>
              {!part.isPublished && <Badge variant="outline">Draft</Badge>}
              <Link
                href={`/edit-post/${part.postId}`}
                className={buttonVariants({ variant: "ghost", size: "sm" })}
                aria-label={`Edit post ${part.title}`}
              >
                Edit post
              </Link>
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
