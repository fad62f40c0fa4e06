import type { PostDetail } from "@shared/types";

/**
 * An author's page (About, Now): its title and text, with none of an article's date, tags or
 * comments. The body is drawn here rather than with the article's ArticleBody: sharing it would
 * split it into a file of its own that every article's first load would fetch too (100 KB budget).
 * The server sanitized the HTML when the page was saved.
 */
export function SitePageView({ page }: { page: PostDetail }) {
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 pb-16 pt-10 sm:px-6">
      {/* The excerpt is the page's description for search engines and shares; often the body's first words, so not shown again. */}
      <h1 className="font-serif text-3xl font-bold leading-tight text-foreground sm:text-4xl lg:text-5xl">{page.title}</h1>
      <div className="prose-article min-w-0" dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  );
}
