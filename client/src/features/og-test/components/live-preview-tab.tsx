import { ErrorState } from "@/components/ui/error-state";
import { SectionCard } from "@/components/ui/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { useOgPreview } from "../api/get-og-preview";
import { networkCards } from "../lib/network-cards";
import { NetworkCardView } from "./network-card-view";
import { PathPicker, type PathChoice } from "./path-picker";
import { PreviewWarnings } from "./preview-warnings";
import { TagList } from "./tag-list";

function errorMessage(error: unknown): string {
  const body = error instanceof ApiError ? (error.body as { error?: unknown } | undefined) : undefined;
  return typeof body?.error === "string" ? body.error : "We couldn't load the share tags for that page.";
}

function PreviewSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-3" aria-busy="true" aria-label="Loading preview">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="space-y-2">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="aspect-[1.91/1] w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      ))}
    </div>
  );
}

/** `path` is null while the sample post is still being chosen. */
export function LivePreviewTab({
  path,
  choices,
  onPathChange,
}: {
  path: string | null;
  choices: PathChoice[];
  onPathChange: (path: string) => void;
}) {
  const preview = useOgPreview(path);

  return (
    <SectionCard
      id="live-preview-heading"
      title="Live preview"
      description="The tags this server really sends for a page, drawn as each network draws its card."
    >
      <PathPicker key={path ?? ""} choices={choices} current={path ?? ""} onPick={onPathChange} />
      {preview.isPending && <PreviewSkeleton />}
      {preview.isError && <ErrorState message={errorMessage(preview.error)} onRetry={() => void preview.refetch()} />}
      {preview.data && (
        <div className="space-y-6">
          <p className="text-sm text-body">
            <span className="font-mono">{preview.data.path}</span> answers{" "}
            <span className={preview.data.status === 200 ? "font-semibold text-primary" : "font-semibold text-destructive"}>
              {preview.data.status === 200 ? "200 OK" : "404 Not Found"}
            </span>
            .
          </p>
          <PreviewWarnings warnings={preview.data.warnings} />
          <div className="grid gap-6 md:grid-cols-3">
            {networkCards(preview.data, window.location.host).map((card) => (
              <NetworkCardView key={card.network} card={card} />
            ))}
          </div>
          <TagList tags={preview.data.tags} />
        </div>
      )}
    </SectionCard>
  );
}
