import { type Ref, useCallback, useState } from "react";
import { cn } from "@/lib/utils";
import { CodeCopyButtons } from "./code-copy-buttons";

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
      {body && <CodeCopyButtons body={body} html={html} />}
    </>
  );
}
