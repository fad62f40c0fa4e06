import type { Ref } from "react";
import { cn } from "@/lib/utils";

export interface ArticleBodyProps {
  html: string;
  className?: string;
  /** The table of contents reads the rendered headings from here. */
  ref?: Ref<HTMLDivElement>;
}

/** The post's HTML. The server sanitizes it when the post is saved, so it is safe to inject. */
export function ArticleBody({ html, className, ref }: ArticleBodyProps) {
  return <div ref={ref} className={cn("prose-article min-w-0", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
