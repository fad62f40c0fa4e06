import { useMemo } from "react";
import type { Revision } from "@shared/types";
import { revisionChanges, type CurrentText, type DisplayPart } from "../../lib/revision-changes";

// The padding keeps a removed word and the added one after it from reading as one word.
const ADDED = "rounded-sm px-0.5 bg-accent text-primary underline decoration-primary-light decoration-2 underline-offset-2";
const REMOVED = "rounded-sm px-0.5 bg-destructive-soft text-destructive-strong line-through decoration-2";

// Underline and strike-through mark the change without colour; the hidden words say it aloud,
// since most screen readers pass over <ins> and <del> silently.
function Part({ part }: { part: DisplayPart }) {
  switch (part.kind) {
    case "same":
      return <>{part.text}</>;
    case "added":
      return (
        <>
          <span className="sr-only">added: </span>
          <ins className={ADDED}>{part.text}</ins>
          <span className="sr-only"> (end added)</span>
        </>
      );
    case "removed":
      return (
        <>
          <span className="sr-only">removed: </span>
          <del className={REMOVED}>{part.text}</del>
          <span className="sr-only"> (end removed)</span>
        </>
      );
    case "gap":
      return (
        <>
          <span aria-hidden="true" className="px-1 text-muted-foreground">
            […]
          </span>
          <span className="sr-only">(unchanged text left out)</span>
        </>
      );
  }
}

/** What restoring the revision would do to the editor's text, word by word. */
export function RevisionDiff({ current, revision }: { current: CurrentText; revision: Revision }) {
  const changes = useMemo(() => revisionChanges(current, revision), [current, revision]);

  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <p className="text-sm text-body">What restoring this version would change in the current text:</p>
        <p className="text-xs text-muted-foreground">
          {/* Spans, not ins/del: the key is not part of the change. */}
          <span className={ADDED}>Added text</span> is underlined; <span className={REMOVED}>removed text</span> is struck through.
        </p>
      </div>
      {changes.length === 0 ? (
        <p className="rounded-lg border border-border bg-muted px-4 py-3 text-sm text-body">This version matches the current text.</p>
      ) : (
        changes.map((change) => (
          <section key={change.field} aria-labelledby={`history-diff-${change.field}`} className="space-y-1">
            <h4 id={`history-diff-${change.field}`} className="text-sm font-semibold text-foreground">
              {change.field}
            </h4>
            <div
              data-diff={change.field}
              className="whitespace-pre-wrap break-words rounded-lg border border-border bg-card px-4 py-3 text-sm leading-relaxed text-body"
            >
              {change.parts.map((part, index) => (
                <Part key={index} part={part} />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
