import { TagLink } from "@/components/tag-link";

export function ArticleTags({ tags, className }: { tags: string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <nav aria-label="Tags" className={className}>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <TagLink tag={tag} className="px-3 py-1">
              #{tag}
            </TagLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
