import { useId, useState, type ReactNode } from "react";
import type { AdminComment } from "@shared/types";
import { FIELD_LIMITS } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Label, Textarea } from "@/components/ui/field";
import { useReplyToComment } from "../api/reply-to-comment";

/**
 * The author's answer under an approved comment: shown when there is one, written or changed
 * here. `children` are the comment's other actions, kept in one row with Reply.
 */
export function CommentReply({
  comment,
  onContentChanged,
  children,
}: {
  comment: AdminComment;
  onContentChanged?: () => unknown;
  children: ReactNode;
}) {
  const [writing, setWriting] = useState(false);
  const [text, setText] = useState(comment.reply?.content ?? "");
  const reply = useReplyToComment(onContentChanged);
  const id = useId();

  if (!writing) {
    return (
      <div className="space-y-2">
        {comment.reply && (
          <p className="rounded-md border-l-4 border-primary bg-accent px-3 py-2 text-sm text-emphasis">
            <span className="font-semibold text-primary">Your reply: </span>
            <span className="whitespace-pre-wrap break-words">{comment.reply.content}</span>
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => setWriting(true)}
            aria-label={`${comment.reply ? "Edit reply to" : "Reply to"} ${comment.authorName}`}
          >
            {comment.reply ? "Edit reply" : "Reply"}
          </Button>
          {children}
        </div>
      </div>
    );
  }
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        reply.mutate({ id: comment.id, content: text.trim() }, { onSuccess: () => setWriting(false) });
      }}
    >
      <Label htmlFor={id}>Your reply to {comment.authorName}</Label>
      <Textarea id={id} rows={3} maxLength={FIELD_LIMITS.comment} value={text} onChange={(event) => setText(event.target.value)} />
      <div className="flex gap-2">
        <Button size="sm" type="submit" disabled={reply.isPending || !text.trim()}>
          {reply.isPending ? "Posting..." : "Post reply"}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setWriting(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
