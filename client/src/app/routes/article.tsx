import { ErrorState } from "@/components/ui/error-state";
import { ArticleBody } from "@/features/article/components/article-body";
import { ArticleHeader } from "@/features/article/components/article-header";
import { ArticleNotFound } from "@/features/article/components/article-not-found";
import { ArticleSkeleton } from "@/features/article/components/article-skeleton";
import { ArticleTags } from "@/features/article/components/article-tags";
import { AuthorBox } from "@/features/article/components/author-box";
import { usePost } from "@/features/posts/api/get-post";
import { useProfile } from "@/features/profile/api/get-profile";
import { displayAuthorName } from "@/lib/utils";
import { PageHead } from "../page-head";

export function ArticlePage({ slug }: { slug: string }) {
  const { data: post, isPending, isError, refetch } = usePost(slug);
  const { data: profile } = useProfile();

  if (isPending) {
    return (
      <div className="pt-16">
        <ArticleSkeleton />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="mx-auto max-w-xl px-4 pb-16 pt-32">
        <PageHead title="Article" noIndex />
        <ErrorState message="We couldn't load this article." onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!post) {
    return (
      <div className="pt-16">
        <PageHead title="Article Not Found" noIndex />
        <ArticleNotFound />
      </div>
    );
  }

  const authorName = displayAuthorName(profile?.name, post.author.name);
  const authorAvatar = profile?.avatar || post.author.avatar;
  const bio = profile?.bio || post.author.bio;

  return (
    <div className="pt-16">
      <PageHead title={post.title} description={post.excerpt} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_16rem] lg:px-8">
        <article className="min-w-0 space-y-10">
          <ArticleHeader post={post} authorName={authorName} authorAvatar={authorAvatar} />
          <ArticleBody html={post.content} />
          <ArticleTags tags={post.tags} />
          {/* Share buttons join the author box in a later issue. */}
          <AuthorBox name={authorName} avatar={authorAvatar} bio={bio} />
        </article>
        {/* Table of contents: a sticky aside in this column (later issue). */}
        <div className="hidden lg:block" />
      </div>
      {/* Related articles and comments follow the article here (later issue). */}
    </div>
  );
}
