import type { PostDetail } from "@shared/types";
import { ArticleBody } from "@/features/article/components/article-body";

/** An author's page (About, Now): its title and text, with none of an article's date, tags or comments. */
export function SitePageView({ page }: { page: PostDetail }) {
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 pb-16 pt-10 sm:px-6">
      {/* The excerpt is the page's description for search engines and shares; often the body's first words, so not shown again. */}
      <h1 className="font-serif text-3xl font-bold leading-tight text-foreground sm:text-4xl lg:text-5xl">{page.title}</h1>
      <ArticleBody html={page.content} />
    </article>
  );
}
