/** The post's HTML. The server sanitizes it when the post is saved, so it is safe to inject. */
export function ArticleBody({ html }: { html: string }) {
  return <div className="prose-article" dangerouslySetInnerHTML={{ __html: html }} />;
}
