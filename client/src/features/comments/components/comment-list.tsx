import type { PublicComment } from "@shared/types";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { formatLongDate } from "@/lib/format-date";
import { commentAnchor } from "@shared/form-posts";

/** Approved comments, oldest first. Their text is plain text: React escapes it, never parses it. */
export function CommentList({ comments }: { comments: PublicComment[] }) {
  return (
    <ol className="space-y-4">
      {comments.map((comment) => (
        <li key={comment.id} id={commentAnchor(comment.id)} className="scroll-mt-24 rounded-xl border border-border bg-card p-5 shadow-sm">
          <div className="mb-3 flex items-center gap-3">
            <Avatar name={comment.authorName} decorative className="h-10 w-10" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-foreground">
                {/* A fediverse reply's author has a profile to visit; the address is the replier's own, hence ugc and nofollow. */}
                {comment.authorUrl ? (
                  <a
                    href={comment.authorUrl}
                    rel="nofollow ugc noopener"
                    className="rounded-sm underline decoration-input underline-offset-2 hover:text-primary hover:decoration-current focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {comment.authorName}
                  </a>
                ) : (
                  comment.authorName
                )}
              </p>
              <time dateTime={comment.createdAt} className="text-sm text-muted-foreground">
                {formatLongDate(comment.createdAt)}
              </time>
            </div>
          </div>
          {comment.inReplyTo && <p className="mb-2 text-sm text-muted-foreground">In reply to {comment.inReplyTo.authorName}</p>}
          <p className="whitespace-pre-line break-words leading-relaxed text-emphasis">{comment.content}</p>
          {comment.reply && (
            <section
              aria-label={`The author's reply to ${comment.authorName}`}
              className="mt-4 rounded-lg border-l-4 border-primary bg-accent p-4"
            >
              <p className="mb-1 flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold text-primary">{comment.reply.authorName}</span>
                <Badge variant="default">Author</Badge>
                <time dateTime={comment.reply.createdAt} className="text-muted-foreground">
                  {formatLongDate(comment.reply.createdAt)}
                </time>
              </p>
              <p className="whitespace-pre-line break-words leading-relaxed text-emphasis">{comment.reply.content}</p>
            </section>
          )}
        </li>
      ))}
    </ol>
  );
}
