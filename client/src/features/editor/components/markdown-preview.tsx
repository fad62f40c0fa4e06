import Markdown from "react-markdown";
import rehypeRaw from "rehype-raw";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { rehypeHeadingIds, sanitizeSchema } from "@shared/markdown";

/**
 * The body as readers will see it: GFM, raw HTML made inert by the same sanitize schema the
 * server uses, and the same heading ids. Loaded only when the author opens Preview.
 */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  if (!markdown.trim()) {
    return <p className="py-10 text-center text-muted-foreground">No content yet. Start typing in edit mode!</p>;
  }
  return (
    <div className="prose-article">
      <Markdown
        remarkPlugins={[remarkGfm]}
        // No prefix here: the sanitizer adds its own, exactly as on the server.
        remarkRehypeOptions={{ clobberPrefix: "" }}
        rehypePlugins={[rehypeRaw, [rehypeSanitize, sanitizeSchema], rehypeHeadingIds]}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
