import { lazy, Suspense, useLayoutEffect, useRef } from "react";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { CARET_FIELD_ATTRIBUTE } from "../lib/caret";
import { applyMarkdown, type MarkdownFormat } from "../lib/markdown-toolbar";
import { EditorToolbar } from "./editor-toolbar";

// The markdown renderer is the heaviest part of the editor; it loads when Preview is first opened.
const MarkdownPreview = lazy(() => import("./markdown-preview").then((m) => ({ default: m.MarkdownPreview })));

export type BodyView = "edit" | "preview";

export interface BodyEditorProps {
  value: string;
  onChange: (value: string) => void;
  view: BodyView;
  onViewChange: (view: BodyView) => void;
  /** The post's maths choice, so the preview typesets as readers will see it. */
  maths?: boolean;
}

import { BODY_ID } from "../lib/missing-alt-focus";

function ViewButton({ active, onClick, children }: { active: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        "cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        active ? "bg-card text-primary shadow-sm" : "text-body hover:text-foreground",
      )}
    >
      {children}
    </button>
  );
}

/** The toolbar, the markdown text area and the Edit/Preview toggle. */
export function BodyEditor({ value, onChange, view, onViewChange, maths = false }: BodyEditorProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);

  // After a toolbar edit, select what the author most likely types over next.
  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const element = textarea.current;
    if (!selection || !element) return;
    pendingSelection.current = null;
    element.focus();
    element.setSelectionRange(selection.start, selection.end);
  }, [value]);

  const format = (kind: MarkdownFormat) => {
    const element = textarea.current;
    if (!element) return;
    const edit = applyMarkdown(kind, element.value, element.selectionStart, element.selectionEnd);
    pendingSelection.current = { start: edit.start, end: edit.end };
    onChange(edit.value);
  };

  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border bg-background px-2 py-1.5">
        <EditorToolbar controls={BODY_ID} onFormat={format} disabled={view === "preview"} />
        <div role="group" aria-label="View" className="flex rounded-lg bg-muted-strong/70 p-0.5">
          <ViewButton active={view === "edit"} onClick={() => onViewChange("edit")}>
            Edit
          </ViewButton>
          <ViewButton active={view === "preview"} onClick={() => onViewChange("preview")}>
            Preview
          </ViewButton>
        </div>
      </div>
      {/* Hidden rather than unmounted in Preview, so the selection and undo history survive. */}
      <textarea
        ref={textarea}
        id={BODY_ID}
        {...{ [CARET_FIELD_ATTRIBUTE]: "content" }}
        aria-label="Post content (Markdown)"
        hidden={view === "preview"}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Write your post in Markdown..."
        spellCheck
        className="block min-h-[28rem] w-full resize-y border-0 px-4 py-3 font-mono text-sm leading-relaxed text-foreground placeholder:text-subtle focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
      />
      {view === "preview" && (
        <div className="min-h-[28rem] px-4 py-4 sm:px-6" aria-label="Preview" role="region">
          <Suspense fallback={<Spinner label="Loading preview..." className="py-10" />}>
            <MarkdownPreview markdown={value} maths={maths} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
