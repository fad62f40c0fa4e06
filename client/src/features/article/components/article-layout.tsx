import { useEffect, useRef, type ReactNode } from "react";
import type { PostDetail } from "@shared/types";
import { cn } from "@/lib/utils";
import { useEarlyInputRegion } from "@/lib/early-input";
import { recordPostView } from "@/lib/visitor-interactions";
import { useFocusableOverflow } from "../hooks/use-focusable-overflow";
import { useTocItems } from "../hooks/use-toc-items";
import { articleUrl } from "../lib/share/share-links";
import { ArticleBody } from "./article-body";
import { ArticleHeader } from "./article-header";
import { ArticleTags } from "./article-tags";
import { AuthorBox } from "./author-box";
import { FloatingScrollButton } from "./floating-scroll-button";
import { SeriesParts } from "./series-nav";
import { ShareButton } from "./share/share-button";
import { TOC_ASIDE_ID, TableOfContents } from "./table-of-contents";

// Spelled out whole, so Tailwind finds each class in the source.
const ROW_SPANS: Record<number, string> = { 3: "lg:row-span-3", 4: "lg:row-span-4", 5: "lg:row-span-5" };

export interface ArticleLayoutProps {
  post: PostDetail;
  authorName: string;
  authorAvatar?: string;
  bio?: string;
  /** What follows the article: related articles and comments. */
  children?: ReactNode;
}

/**
 * A found article (spec section 2). This module is loaded on demand, in parallel with the post
 * itself, so the home and posts pages never carry the article page's code.
 */
export function ArticleLayout({ post, authorName, authorAvatar, bio, children }: ArticleLayoutProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const toc = useTocItems(bodyRef, post.content);
  useFocusableOverflow(bodyRef, post.content);
  useRecordView(post.id);
  // The aside spans the rows of the left column, so its sticky card can travel their whole height.
  const tocRows = ROW_SPANS[3 + Number(post.tags.length > 0) + Number(Boolean(post.series))];
  // "Share" and the contents' toggle, pressed before the app started, act once the article has hydrated.
  const earlyInputRegion = useEarlyInputRegion<HTMLElement>();

  return (
    <>
      {/* One grid: on wide screens the contents sit in a sticky right column; on phones the same
          element falls between the header and the body. */}
      <article
        {...earlyInputRegion}
        className={cn(
          "mx-auto grid gap-10 px-4 py-10 sm:px-6 lg:px-8",
          // Without headings there is no contents column; the text keeps a readable width instead.
          toc.length > 0 ? "max-w-6xl lg:grid-cols-[minmax(0,1fr)_16rem]" : "max-w-4xl",
        )}
      >
        <ArticleHeader post={post} authorName={authorName} authorAvatar={authorAvatar} className="lg:col-start-1" />
        <TableOfContents items={toc} className={`lg:col-start-2 lg:row-start-1 ${tocRows}`} />
        <ArticleBody ref={bodyRef} html={post.content} className="lg:col-start-1" />
        <ArticleTags tags={post.tags} className="lg:col-start-1" />
        {post.series && <SeriesParts series={post.series} className="lg:col-start-1" />}
        <AuthorBox
          name={authorName}
          avatar={authorAvatar}
          bio={bio}
          className="lg:col-start-1"
          actions={<ShareButton url={articleUrl(post.slug)} title={post.title} />}
        />
      </article>
      {children}
      <FloatingScrollButton targetId={TOC_ASIDE_ID} />
    </>
  );
}

/** One view per article shown (spec section 9's ranking); the ref keeps StrictMode's rerun from counting twice. */
function useRecordView(postId: string) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (recorded.current === postId) return;
    recorded.current = postId;
    recordPostView(postId);
  }, [postId]);
}
