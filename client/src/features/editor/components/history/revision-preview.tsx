import { lazy, Suspense } from "react";
import type { Revision } from "@shared/types";
import { Spinner } from "@/components/ui/spinner";

// The renderer is heavy and shared with the body's Preview; it loads once either is opened.
const MarkdownPreview = lazy(() => import("../markdown-preview").then((m) => ({ default: m.MarkdownPreview })));

/** The revision as readers saw, or would have seen, it. */
export function RevisionPreview({ revision }: { revision: Revision }) {
  return (
    <article aria-labelledby="history-preview-title" className="space-y-4">
      <h4 id="history-preview-title" className="font-serif text-2xl font-bold text-foreground">
        {revision.title}
      </h4>
      <Suspense fallback={<Spinner label="Loading preview" className="py-10" />}>
        <MarkdownPreview markdown={revision.markdown} maths={revision.maths} />
      </Suspense>
    </article>
  );
}
