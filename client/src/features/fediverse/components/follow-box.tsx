import { useId } from "react";
import { cn } from "@/lib/utils";
import { useFediverseAccount } from "../api/get-fediverse-account";
import { FollowForm } from "./follow-form";

/** The blog's handle to search for, and a form that follows from the reader's own server. */
export default function FollowBox({ className }: { className?: string }) {
  const { data: account } = useFediverseAccount();
  const headingId = useId();
  if (!account) return null;
  return (
    <section aria-labelledby={headingId} className={cn("rounded-xl border border-border bg-accent p-6", className)}>
      <h2 id={headingId} className="font-serif text-2xl font-bold text-primary">
        Follow on the fediverse
      </h2>
      <p className="mt-2 leading-relaxed text-body">
        Follow from Mastodon or any fediverse app: search for the handle, or enter your own handle to follow from your server.
      </p>
      {/* One tap selects the whole handle, ready to copy, with no script at all. */}
      <p className="mt-4 select-all break-all font-mono text-lg font-semibold text-foreground">{account.handle}</p>
      <FollowForm />
    </section>
  );
}
