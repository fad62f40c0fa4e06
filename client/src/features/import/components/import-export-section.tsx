import { useState } from "react";
import { useImports } from "../api/get-imports";
import { newestOpen } from "../lib/newest-open";
import { ExportCard } from "./export-card";
import { ImportCard } from "./import-card";
import { RecentImports } from "./recent-imports";

/**
 * Bringing a blog in and taking it out. Which import is on screen lives here, shared by the importer
 * and the list: undefined follows the list (an import under way is picked up after a reload), null is
 * the file chooser, an id is that job.
 */
export function ImportExportSection({ onContentChanged, pollMs }: { onContentChanged?: () => unknown; pollMs?: number }) {
  const imports = useImports();
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const open = newestOpen(imports.data);
  // Pinned once found, so the job stays on screen after it settles and leaves the open ones.
  if (chosen === undefined && open) setChosen(open.id);
  const jobId = chosen ?? null;

  return (
    <section aria-labelledby="import-export-heading" className="space-y-4">
      <div>
        <h2 id="import-export-heading" className="font-serif text-2xl font-bold text-primary">
          Import & export
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Move your writing in from another platform, or take it anywhere as Markdown.</p>
      </div>
      <ImportCard
        jobId={jobId}
        lookingForOpenJob={chosen === undefined && imports.isPending}
        onJob={setChosen}
        onStartAgain={() => setChosen(null)}
        onContentChanged={onContentChanged}
        pollMs={pollMs}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentImports imports={imports} currentId={jobId} onView={setChosen} />
        <ExportCard />
      </div>
    </section>
  );
}
