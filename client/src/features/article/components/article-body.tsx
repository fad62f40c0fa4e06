import { lazy, type Ref, Suspense, useCallback, useState } from "react";
import { cn } from "@/lib/utils";

// Only a post with highlighted code loads the buttons' code, after the page has started: most posts have none, and every byte of first-load script counts.
const CodeCopyButtons = lazy(() => import("./code-copy-buttons").then((module) => ({ default: module.CodeCopyButtons })));
const HIGHLIGHTED_CODE = 'class="hljs';

export interface ArticleBodyProps {
  html: string;
  className?: string;
  /** The table of contents reads the rendered headings from here. */
  ref?: Ref<HTMLDivElement>;
}

/** The post's HTML. The server sanitizes it when the post is saved, so it is safe to inject. */
export function ArticleBody({ html, className, ref }: ArticleBodyProps) {
  // Set once mounted, so the copy buttons are added by the running app and never in the server's HTML.
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const attach = useCallback(
    (node: HTMLDivElement | null) => {
      setBody(node);
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return (
    <>
      <div ref={attach} className={cn("prose-article min-w-0", className)} dangerouslySetInnerHTML={{ __html: html }} />
      {body && html.includes(HIGHLIGHTED_CODE) && (
        <Suspense fallback={null}>
          <CodeCopyButtons body={body} html={html} />
        </Suspense>
      )}
    </>
  );
}
