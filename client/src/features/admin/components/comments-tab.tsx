import type { AdminComment } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { SectionCard } from "@/components/ui/section-card";
import { SkeletonList } from "@/components/ui/skeleton";
import { formatCardDate } from "@/lib/format-date";
import { useAdminComments } from "../api/get-admin-comments";
import { useApproveComment } from "../api/approve-comment";
import { useDeleteComment } from "../api/delete-comment";
import { useDeleteAllSpam } from "../api/delete-all-spam";
import { useMarkSpam } from "../api/mark-spam";
import { CommentAuthor } from "./comment-author";
import { CommentReply } from "./comment-reply";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

const FILTERS = [
  {
    value: "pending",
    label: "Pending",
    empty: "No comments are waiting for approval.",
    keep: (c: AdminComment) => !c.isApproved && !c.isSpam,
  },
  { value: "approved", label: "Approved", empty: "No approved comments yet.", keep: (c: AdminComment) => c.isApproved },
  { value: "all", label: "All", empty: "No comments yet.", keep: (c: AdminComment) => !c.isSpam },
  // Held by the checks at submission: out of the way, never counted as waiting.
  { value: "spam", label: "Spam", empty: "No spam. Comments the checks hold back land here.", keep: (c: AdminComment) => c.isSpam },
] as const;

interface CommentActions {
  onContentChanged?: () => unknown;
  approve: (id: string) => void;
  markSpam: (id: string) => void;
  remove: (id: string) => void;
  busyId: string | undefined;
}

function CommentItem({ comment, actions }: { comment: AdminComment; actions: CommentActions }) {
  const busy = actions.busyId === comment.id;
  const buttons = (
    <>
      {comment.isSpam ? (
        <Button
          size="sm"
          onClick={() => actions.approve(comment.id)}
          disabled={busy}
          aria-label={`Not spam: approve the comment by ${comment.authorName}`}
        >
          Not spam
        </Button>
      ) : (
        !comment.isApproved && (
          <Button
            size="sm"
            onClick={() => actions.approve(comment.id)}
            disabled={busy}
            aria-label={`Approve comment by ${comment.authorName}`}
          >
            Approve
          </Button>
        )
      )}
      {!comment.isSpam && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => actions.markSpam(comment.id)}
          disabled={busy}
          aria-label={`Mark the comment by ${comment.authorName} as spam`}
        >
          Spam
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        onClick={() => actions.remove(comment.id)}
        disabled={busy}
        aria-label={`Delete comment by ${comment.authorName}`}
      >
        Delete
      </Button>
    </>
  );
  return (
    <li>
      <article className="space-y-2 py-4" aria-label={`Comment by ${comment.authorName}`}>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <CommentAuthor comment={comment} />
          <span className="text-muted-foreground">{formatCardDate(comment.createdAt)}</span>
          {comment.isApproved ? <Badge variant="soft">Approved</Badge> : <Badge variant="outline">Pending</Badge>}
        </div>
        <p className="text-sm text-body">
          On{" "}
          {comment.postSlug ? (
            <a
              href={`/blog/${comment.postSlug}`}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary underline underline-offset-2"
            >
              {comment.postTitle || comment.postSlug}
            </a>
          ) : (
            <span className="italic">a deleted post</span>
          )}{" "}
          {comment.postSlug && <span className="text-muted-foreground">(/blog/{comment.postSlug})</span>}
        </p>
        {/* Plain text on purpose: a comment is never rendered as HTML. */}
        <p className="whitespace-pre-wrap break-words text-emphasis">{comment.content}</p>
        {comment.isSpam && comment.spamReasons.length > 0 && (
          <p className="text-sm text-muted-foreground">Held because: {comment.spamReasons.join("; ")}.</p>
        )}
        {comment.isApproved ? (
          <CommentReply comment={comment} onContentChanged={actions.onContentChanged}>
            {buttons}
          </CommentReply>
        ) : (
          <div className="flex flex-wrap gap-2">{buttons}</div>
        )}
      </article>
    </li>
  );
}

export function CommentsTab({ onContentChanged }: { onContentChanged?: () => unknown }) {
  const comments = useAdminComments();
  const approve = useApproveComment(onContentChanged);
  const remove = useDeleteComment(onContentChanged);
  const spam = useMarkSpam(onContentChanged);
  const deleteSpam = useDeleteAllSpam(onContentChanged);
  const busyId = [approve, spam, remove].find((action) => action.isPending)?.variables as string | undefined;
  const actions: CommentActions = {
    onContentChanged,
    approve: (id) => approve.mutate(id),
    markSpam: (id) => spam.mutate(id),
    remove: (id) => remove.mutate(id),
    busyId,
  };
  const all = comments.data ?? [];

  return (
    <SectionCard id="comments-heading" title="Comments" description="New comments wait here until you approve them.">
      {comments.isPending && <SkeletonList label="Loading comments" count={3} rowClassName="h-20" />}
      {comments.isError && <ErrorState message="We couldn't load the comments." onRetry={() => void comments.refetch()} />}
      {comments.data && (
        <Tabs defaultValue="pending">
          <TabsList aria-label="Comment status" className="inline-flex flex-wrap">
            {FILTERS.map((filter) => (
              <TabsTrigger key={filter.value} value={filter.value}>
                {filter.label} ({all.filter(filter.keep).length})
              </TabsTrigger>
            ))}
          </TabsList>
          {FILTERS.map((filter) => {
            const shown = all.filter(filter.keep);
            return (
              <TabsContent key={filter.value} value={filter.value}>
                {filter.value === "spam" && shown.length > 0 && (
                  <div className="flex justify-end pt-3">
                    <Button
                      size="sm"
                      variant="destructive"
                      disabled={deleteSpam.isPending}
                      onClick={() => {
                        if (window.confirm(`Delete all ${shown.length} comments held as spam? This cannot be undone.`))
                          deleteSpam.mutate(undefined);
                      }}
                    >
                      Delete all spam
                    </Button>
                  </div>
                )}
                {shown.length === 0 ? (
                  <p className="py-6 text-center text-muted-foreground">{filter.empty}</p>
                ) : (
                  <ul className="divide-y divide-border">
                    {shown.map((comment) => (
                      <CommentItem key={comment.id} comment={comment} actions={actions} />
                    ))}
                  </ul>
                )}
              </TabsContent>
            );
          })}
        </Tabs>
      )}
    </SectionCard>
  );
}
