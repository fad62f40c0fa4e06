import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ImportJob } from "@shared/schemas";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Notice } from "@/components/ui/notice";
import { SectionCard } from "@/components/ui/section-card";
import { SkeletonList } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, serverMessage } from "@/lib/api-client";
import { formatBytes } from "@/lib/format-bytes";
import { adminKeys, importKeys } from "@/lib/query-keys";
import { useCancelImport } from "../api/cancel-import";
import { useConfirmImport } from "../api/confirm-import";
import { useImport } from "../api/get-import";
import { useUploadImport } from "../api/upload-import";
import { sourceLabel } from "../lib/import-status";
import { FileDropZone } from "./file-drop-zone";
import { ImportPreview } from "./import-preview";
import { ImportProgress, UploadProgress } from "./import-progress";
import { ImportCounts, ImportReport } from "./import-result";

/** The server's own words when it sent some (an empty file, an unknown format...), else what failed. */
function failure(error: unknown, what: string): string {
  const message = serverMessage(error);
  if (message) return message;
  return error instanceof ApiError ? `${what} (the server answered ${error.status}).` : `${what}: the server could not be reached.`;
}

/**
 * Refreshes what an import changes once, when its status changes, not on every poll: the list's
 * badge always, and the posts, figures and public pages when writing stops (finished, cancelled or
 * failed halfway), not when an old import is merely opened.
 */
function useStatusEffects(job: ImportJob | undefined, onContentChanged?: () => unknown) {
  const queryClient = useQueryClient();
  const changed = useRef(onContentChanged);
  useEffect(() => {
    changed.current = onContentChanged;
  });
  const previous = useRef<{ id: string; status: ImportJob["status"] } | null>(null);
  const id = job?.id;
  const status = job?.status;
  useEffect(() => {
    if (!id || !status) return;
    const wasWriting = previous.current?.id === id && previous.current.status === "importing";
    previous.current = { id, status };
    void queryClient.invalidateQueries({ queryKey: importKeys.list() });
    if (wasWriting && status !== "importing") {
      void queryClient.invalidateQueries({ queryKey: adminKeys.posts() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
      void changed.current?.();
    }
  }, [id, status, queryClient]);
}

/**
 * Each step replaces the buttons the author just used (the chooser, Import, Cancel): focus would fall
 * to the page's top, so it moves to the step that replaced them, where the keyboard carries on.
 */
function useFocusOnStep(step: string) {
  const panel = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const focused = document.activeElement;
    if (!focused || focused === document.body) panel.current?.focus();
  }, [step]);
  return panel;
}

function JobHeader({ job }: { job: ImportJob }) {
  return (
    <p className="text-sm text-muted-foreground">
      <span className="font-medium text-emphasis">{job.fileName}</span> · {sourceLabel(job)} · {formatBytes(job.fileBytes)}
    </p>
  );
}

export interface ImportCardProps {
  /** The job on screen; null shows the file chooser. */
  jobId: string | null;
  /** Still asking the server whether an import is under way. */
  lookingForOpenJob: boolean;
  onJob: (id: string) => void;
  onStartAgain: () => void;
  onContentChanged?: () => unknown;
  pollMs?: number;
}

/** The importer: choose a file, read the preview, confirm, watch it write, read the report. */
export function ImportCard({ jobId, lookingForOpenJob, onJob, onStartAgain, onContentChanged, pollMs }: ImportCardProps) {
  const [sent, setSent] = useState<{ bytes: number; total: number } | null>(null);
  const upload = useUploadImport((bytes, total) => setSent({ bytes, total }));
  const job = useImport(jobId, pollMs);
  const confirm = useConfirmImport();
  const cancel = useCancelImport();
  useStatusEffects(job.data, onContentChanged);
  const panel = useFocusOnStep(`${jobId}:${job.data?.status ?? ""}:${upload.status}`);

  const startAgain = () => {
    upload.reset();
    confirm.reset();
    cancel.reset();
    onStartAgain();
  };
  const cancelJob = (id: string) => cancel.mutate(id);
  const anotherFile = (
    <Button variant="outline" onClick={startAgain}>
      Import another file
    </Button>
  );
  const startAgainButton = <Button onClick={startAgain}>Start again</Button>;

  const body = () => {
    if (lookingForOpenJob) return <SkeletonList label="Looking for an import under way" count={2} rowClassName="h-10" />;
    if (jobId === null) {
      return (
        <div className="space-y-4">
          <FileDropZone
            disabled={upload.isPending}
            onFile={(file) => {
              setSent(null);
              upload.mutate(file, { onSuccess: (answer) => onJob(answer.id) });
            }}
          />
          {upload.isPending && upload.variables && <UploadProgress file={upload.variables} sent={sent} />}
          {upload.isError && <Notice tone="error">{failure(upload.error, "The file could not be uploaded")}</Notice>}
        </div>
      );
    }
    if (job.isPending) return <Spinner label="Loading the import…" showLabel className="py-6" />;
    if (job.isError) {
      return (
        <div className="space-y-4">
          <ErrorState message="We couldn't load this import." onRetry={() => void job.refetch()} />
          {anotherFile}
        </div>
      );
    }
    const current = job.data;
    switch (current.status) {
      case "reading":
        return (
          <div className="space-y-3">
            <JobHeader job={current} />
            <Spinner label="Reading your file…" showLabel className="py-6" />
          </div>
        );
      case "preview":
        return (
          <div className="space-y-4">
            <JobHeader job={current} />
            {current.preview ? (
              <ImportPreview
                job={current}
                preview={current.preview}
                busy={confirm.isPending || cancel.isPending}
                onConfirm={() => confirm.mutate(current.id)}
                onCancel={() => cancelJob(current.id)}
              />
            ) : (
              <Spinner label="Reading your file…" showLabel className="py-6" />
            )}
          </div>
        );
      case "importing":
        return (
          <div className="space-y-4">
            <JobHeader job={current} />
            <p className="font-semibold text-emphasis">Importing…</p>
            <ImportProgress progress={current.progress} />
            <Button variant="outline" onClick={() => cancelJob(current.id)} disabled={cancel.isPending}>
              {cancel.isPending ? "Cancelling…" : "Cancel import"}
            </Button>
          </div>
        );
      case "done":
        return (
          <div className="space-y-4">
            <JobHeader job={current} />
            <Notice tone="success">Import finished.</Notice>
            <ImportCounts counts={current.counts} />
            <ImportReport job={current}>{anotherFile}</ImportReport>
          </div>
        );
      case "failed":
        return (
          <div className="space-y-4">
            <JobHeader job={current} />
            <Notice tone="error">Import failed: {current.error ?? "the server gave no reason."}</Notice>
            {current.report.length > 0 ? <ImportReport job={current}>{startAgainButton}</ImportReport> : startAgainButton}
          </div>
        );
      case "cancelled":
        return (
          <div className="space-y-4">
            <JobHeader job={current} />
            <Notice>Import cancelled. Nothing more will be written.</Notice>
            {current.report.length > 0 ? <ImportReport job={current}>{anotherFile}</ImportReport> : anotherFile}
          </div>
        );
    }
  };

  return (
    <SectionCard
      id="import-heading"
      title="Import posts"
      description="Bring your writing from WordPress, Ghost, Substack, Medium or a folder of Markdown files. You see what the file holds before anything is written, and importing the same file again adds nothing twice."
    >
      <div ref={panel} tabIndex={-1} role="group" aria-label="Import step" className="space-y-4 rounded-md focus:outline-none">
        {body()}
      </div>
      {confirm.isError && <Notice tone="error">{failure(confirm.error, "The import could not start")}</Notice>}
      {cancel.isError && <Notice tone="error">{failure(cancel.error, "The import could not be cancelled")}</Notice>}
    </SectionCard>
  );
}
