import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/field";
import { serverMessage } from "@/lib/api-client";
import { useFollowLink } from "../api/get-follow-link";
import { leaveFor } from "../lib/leave-for";

/** Where the form goes without the app: the server redirects to the reader's server's follow page. */
const FOLLOW_ACTION = "/fediverse/follow";
/** The longest handle the server's lookup takes (remoteFollowQuerySchema); zod itself stays out of this chunk. */
const HANDLE_MAX_LENGTH = 200;
const UNREACHABLE = "We couldn't look up your server just now. Please try again.";

/**
 * A plain GET form, which the browser sends before the app has started (or without JavaScript)
 * and the server answers with a redirect or a page saying what went wrong. Once the app runs, the
 * same lookup is asked for as JSON, so a mistyped handle's problem shows here, beside the field.
 */
export function FollowForm() {
  const inputId = useId();
  const problemId = useId();
  const { mutate, isPending } = useFollowLink();
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in the field still submits while the button is disabled.
    if (isPending) return;
    const handle = new FormData(event.currentTarget).get("handle");
    setProblem(null);
    mutate(typeof handle === "string" ? handle.trim() : "", {
      onSuccess: ({ url }) => leaveFor(url),
      onError: (error) => setProblem(serverMessage(error) ?? UNREACHABLE),
    });
  };

  return (
    <>
      <form method="get" action={FOLLOW_ACTION} onSubmit={onSubmit} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Label htmlFor={inputId}>Your handle</Label>
          <Input
            id={inputId}
            name="handle"
            type="text"
            required
            maxLength={HANDLE_MAX_LENGTH}
            placeholder="@you@mastodon.social"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            textSize="base"
            className="h-11"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
          />
        </div>
        <Button type="submit" size="lg" className="h-11" disabled={isPending} aria-busy={isPending}>
          Follow
        </Button>
      </form>
      {problem && (
        <p id={problemId} role="alert" className="mt-2 text-sm text-destructive-strong">
          {problem}
        </p>
      )}
    </>
  );
}
