import { Avatar } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";
import { ReadTime } from "./post-card";

export interface PostBylineProps {
  authorName: string;
  authorAvatar?: string;
  readTime: number;
  className?: string;
}

/** The byline row under a card: avatar and name, then '{readTime} min read'. */
export function PostByline({ authorName, authorAvatar, readTime, className }: PostBylineProps) {
  return (
    <div className={cn("flex items-center justify-between gap-3 text-sm text-muted-foreground", className)}>
      <span className="flex min-w-0 items-center gap-2">
        <Avatar name={authorName} src={authorAvatar} decorative className="text-xs" />
        <span className="truncate font-medium text-emphasis">{authorName}</span>
      </span>
      <ReadTime minutes={readTime} className="shrink-0" />
    </div>
  );
}
