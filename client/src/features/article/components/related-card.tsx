import type { PostCard } from "@shared/types";
import { CardLink } from "@/components/ui/card-link";
import { LeafIcon } from "@/components/ui/icons";
import { matchingTags } from "../lib/matching-tags";

export interface RelatedCardProps {
  post: PostCard;
  currentTags: string[];
}

/** One related article: picture, title (the card's link), excerpt and the tags it shares with this one. */
export function RelatedCard({ post, currentTags }: RelatedCardProps) {
  const { shown, more } = matchingTags(post.tags, currentTags);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <div className="relative aspect-[16/9] overflow-hidden bg-brand-pale">
        {post.featuredImage ? (
          // Decorative: the title read next names the article.
          <img
            src={post.featuredImage}
            alt=""
            width={800}
            height={450}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-brand-light">
            <LeafIcon size={40} />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="font-serif text-lg font-bold leading-snug text-stone-900 group-hover:text-brand">
          <CardLink slug={post.slug}>{post.title}</CardLink>
        </h3>
        <p className="line-clamp-3 text-sm text-stone-700">{post.excerpt}</p>
        {shown.length > 0 && (
          <ul aria-label="Shared tags" className="mt-auto flex flex-wrap gap-1.5 pt-1">
            {shown.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-pale px-2.5 py-0.5 text-xs font-semibold text-brand">
                {tag}
              </li>
            ))}
            {more > 0 && <li className="px-1 py-0.5 text-xs font-medium text-stone-600">+{more} more</li>}
          </ul>
        )}
      </div>
    </article>
  );
}
