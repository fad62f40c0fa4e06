import { Avatar } from "@/components/ui/avatar";
import { ClockIcon } from "@/components/ui/icons";
import { cn, formatCardDate } from "@/lib/utils";

export interface PostMetaProps {
  authorName: string;
  authorAvatar?: string;
  readTime: number;
  className?: string;
}

/** The byline row under a card: avatar and name, then '{readTime} min read'. */
export function PostByline({ authorName, authorAvatar, readTime, className }: PostMetaProps) {
  return (
    <div className={cn("flex items-center justify-between gap-3 text-sm text-stone-600", className)}>
      <span className="flex min-w-0 items-center gap-2">
        <Avatar name={authorName} src={authorAvatar} decorative className="h-8 w-8 text-xs" />
        <span className="truncate font-medium text-stone-800">{authorName}</span>
      </span>
      <span className="flex shrink-0 items-center gap-1">
        <ClockIcon size={14} />
        {readTime} min read
      </span>
    </div>
  );
}

export function PostDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={cn("text-sm text-stone-600", className)}>
      {formatCardDate(iso)}
    </time>
  );
}
