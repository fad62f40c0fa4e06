import { useId, useState, type FormEvent } from "react";
import type { CommentInput } from "@shared/types";
import { COMMENT_TEXTAREA_ROWS, FIELD_LIMITS } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Checkbox, Input, Label, Textarea } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { useSubmitComment } from "../api/submit-comment";
import { useCommentFormToken } from "../api/form-token";
import { commentProblem, trimComment } from "./validate-comment";
import { type CommentOutcome, commentFormAction, commentOutcomeOf } from "@shared/form-posts";
import { useSearch } from "wouter";
import { FormOutcome } from "@/components/ui/form-outcome";
import { usePageFormDraft, usePageFormToken } from "@/lib/page-form-tokens";

/** The toasts' words, for the page a form posted without JavaScript comes back to. */
const OUTCOMES: Record<CommentOutcome, { title: string; description: string; isError: boolean }> = {
  submitted: { title: "Comment submitted!", description: "Your comment has been submitted and is awaiting approval.", isError: false },
  "missing-fields": { title: "Missing fields", description: "Please fill in all fields to submit your comment.", isError: true },
  "invalid-email": { title: "Invalid email", description: "Please enter a valid email address.", isError: true },
  failed: { title: "Error", description: "Failed to submit comment. Please try again.", isError: true },
};

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
};

/** What the reader typed, read from the form itself at the moment of sending. */
function typedComment(form: HTMLFormElement): CommentInput & { website: string } {
  const data = new FormData(form);
  return {
    authorName: text(data, "authorName"),
    authorEmail: text(data, "authorEmail"),
    content: text(data, "content"),
    website: text(data, "website"),
    notifyOnReply: data.get("notifyOnReply") === "on",
  };
}

/**
 * The comment form. Its fields are uncontrolled: the server-drawn form is the form, and whatever
 * a reader typed into it before the script took over (or while this lazy part mounted) stays in
 * the DOM, where sending reads it. It is a real POST form too, so before hydration, or without
 * JavaScript, the browser sends it to the server (never as a query string). The browser's own
 * required/e-mail checks are off (noValidate) so the spec's toasts are what a reader sees, in the
 * spec's words, and nothing is sent when they fire.
 */
export function CommentForm({ postId }: { postId: string }) {
  const formToken = useCommentFormToken(postId);
  // Kept as first read: a hidden field that changed or vanished after hydration would be noise.
  const serverToken = usePageFormToken("comment");
  const [pageToken] = useState(serverToken);
  const outcome = commentOutcomeOf(useSearch());
  // What the reader typed, when the server turned the form back: the fields start from it.
  const serverDraft = usePageFormDraft("comment");
  const [draft] = useState(serverDraft);
  const submit = useSubmitComment(postId);
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { website, notifyOnReply, ...typed } = typedComment(form);
    const input = trimComment(typed);
    const problem = commentProblem(input);
    if (problem) {
      toast({ variant: "destructive", ...problem });
      return;
    }
    submit.mutate(
      { ...input, website, notifyOnReply, formToken: formToken.data },
      {
        onSuccess: () => {
          toast({ title: "Comment submitted!", description: "Your comment has been submitted and is awaiting approval." });
          // Not form.reset(): that would bring back a turned-back draft, the fields' default.
          for (const name of ["authorName", "authorEmail", "content"]) {
            const element = form.elements.namedItem(name);
            if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.value = "";
          }
          const notify = form.elements.namedItem("notifyOnReply");
          if (notify instanceof HTMLInputElement) notify.checked = false;
          void formToken.refetch();
        },
        onError: () => {
          toast({ variant: "destructive", title: "Error", description: "Failed to submit comment. Please try again." });
        },
      },
    );
  };

  return (
    <form
      method="post"
      action={commentFormAction(postId)}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="relative space-y-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="space-y-1">
        <h3 id={`${id}-title`} className="font-serif text-xl font-bold text-primary">
          Leave a Comment
        </h3>
        <p className="text-sm text-muted-foreground">Comments appear once the author has approved them. Your e-mail is never shown.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            textSize="base"
            id={`${id}-name`}
            name="authorName"
            defaultValue={draft?.authorName}
            autoComplete="name"
            aria-required="true"
            maxLength={FIELD_LIMITS.name}
            placeholder="Your name"
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input
            textSize="base"
            id={`${id}-email`}
            name="authorEmail"
            defaultValue={draft?.authorEmail}
            type="email"
            autoComplete="email"
            aria-required="true"
            maxLength={FIELD_LIMITS.email}
            placeholder="you@example.com"
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-content`}>Comment</Label>
        <Textarea
          textSize="base"
          id={`${id}-content`}
          name="content"
          defaultValue={draft?.content}
          rows={COMMENT_TEXTAREA_ROWS}
          aria-required="true"
          maxLength={FIELD_LIMITS.comment}
          placeholder="Share your thoughts..."
        />
      </div>
      {/* Off unless ticked: a mail goes only when the author replies, never for the comment itself. */}
      <label className="flex cursor-pointer items-center gap-2 text-sm text-emphasis">
        <Checkbox name="notifyOnReply" defaultChecked={draft?.notifyOnReply === true} />
        E-mail me when the author replies
      </label>
      {/* Off screen and out of the accessibility tree: people never meet it, bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {pageToken && <input type="hidden" name="formToken" value={pageToken} />}
      {outcome && <FormOutcome {...OUTCOMES[outcome]} />}
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? "Submitting..." : "Submit Comment"}
      </Button>
    </form>
  );
}
