import Markdown from "react-markdown";
import rehypeRaw from "rehype-raw";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { rehypeAfterSanitizeFor, rehypeHeadingIds, remarkPluginsFor, sanitizeSchema } from "@shared/markdown";

/**
 * The body as readers will see it: GFM, raw HTML made inert by the same sanitize schema the
 * server uses, the same heading ids, highlighted code and, with maths on, typeset maths. Loaded
 * only when the author opens Preview.
 */
export function MarkdownPreview({ markdown, maths = false }: { markdown: string; maths?: boolean }) {
  if (!markdown.trim()) {
    return <p className="py-10 text-center text-muted-foreground">No content yet. Start typing in edit mode!</p>;
  }
  return (
    <div className="prose-article">
      <Markdown
        remarkPlugins={[remarkGfm, ...remarkPluginsFor({ maths })]}
        // No prefix here: the sanitizer adds its own, exactly as on the server.
        remarkRehypeOptions={{ clobberPrefix: "" }}
        rehypePlugins={[rehypeRaw, [rehypeSanitize, sanitizeSchema], rehypeHeadingIds, ...rehypeAfterSanitizeFor({ maths })]}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
