import type { AdminComment } from "@shared/types";
import { Badge } from "@/components/ui/badge";

const link = "text-primary underline-offset-2 hover:underline";

/**
 * Who wrote a comment and how to reach them: an e-mail for a reader of the site, or, for a reply
 * from the fediverse (which has no e-mail), their handle and the reply on their own server.
 */
export function CommentAuthor({ comment }: { comment: AdminComment }) {
  const { fediverse } = comment;
  return (
    <>
      <span className="font-semibold text-foreground">{comment.authorName}</span>
      {fediverse && (
        <>
          <Badge variant="earth">Fediverse</Badge>
          <span className="break-all text-body">{fediverse.handle}</span>
          <a
            href={fediverse.noteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={link}
            aria-label="View on their server (opens in a new tab)"
          >
            View on their server
          </a>
        </>
      )}
      {comment.authorEmail && (
        <a href={`mailto:${comment.authorEmail}`} className={link}>
          {comment.authorEmail}
        </a>
      )}
    </>
  );
}
