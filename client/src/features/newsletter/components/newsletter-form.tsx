import { CheckIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { FIELD_LIMITS } from "@shared/constants";
import { NEWSLETTER_FORM_ACTION } from "@shared/form-posts";
import { usePageFormDraft, usePageFormToken } from "@/lib/page-form-tokens";
import { useLocation, useSearch } from "wouter";
import { type NewsletterOutcome, newsletterOutcomeOf } from "@shared/form-posts";
import { FormOutcome } from "@/components/ui/form-outcome";
import { toast } from "@/components/ui/use-toast";
import { useNewsletterFormToken } from "../api/form-token";
import { useSubscribe } from "../api/subscribe";
import { NEWSLETTER_TOASTS, isPlausibleEmail } from "./newsletter-messages";

/** The toasts' words, for the page a form posted without JavaScript comes back to. */
const OUTCOMES: Record<NewsletterOutcome, { title: string; description: string; isError: boolean }> = {
  subscribed: { ...NEWSLETTER_TOASTS.success, isError: false },
  "invalid-email": { ...NEWSLETTER_TOASTS.invalid, isError: true },
  failed: { ...NEWSLETTER_TOASTS.failure, isError: true },
};

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The sign-up form. Its fields are uncontrolled, read from the form when it is sent: the
 * server-drawn form is the form, so an address typed before the script took over stays. It is a
 * real POST form too, which the browser sends to the server before hydration or without JavaScript.
 */
export function NewsletterForm() {
  const formToken = useNewsletterFormToken();
  const { mutate, isPending } = useSubscribe();
  const inputId = useId();
  // As the server drew them: the page to come back to and the token, for a post without JavaScript.
  const serverToken = usePageFormToken("newsletter");
  const [pageToken] = useState(serverToken);
  const [location] = useLocation();
  const [from] = useState(location);
  const outcome = newsletterOutcomeOf(useSearch());
  const serverDraft = usePageFormDraft("newsletter");
  const [draft] = useState(serverDraft);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = text(data, "email");
    const website = text(data, "website");
    // Enter in the field still submits while the button is disabled.
    if (isPending) return;
    if (!isPlausibleEmail(email)) {
      toast(NEWSLETTER_TOASTS.invalid);
      return;
    }
    // A reader quicker than the token's arrival waits for it: a form sign-up without one is dropped.
    const token = formToken.data ?? (await formToken.refetch()).data;
    mutate(
      { email: email.trim(), website, formToken: token },
      {
        onSuccess: () => {
          toast(NEWSLETTER_TOASTS.success);
          // Not form.reset(): that would bring back a turned-back draft, the field's default.
          const field = form.elements.namedItem("email");
          if (field instanceof HTMLInputElement) field.value = "";
        },
        onError: () => toast(NEWSLETTER_TOASTS.failure),
      },
    );
  };

  return (
    <>
      {/* noValidate: the spec's own toast explains a bad address, not the browser's bubble. */}
      <form
        method="post"
        action={NEWSLETTER_FORM_ACTION}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mx-auto flex w-full max-w-md items-stretch gap-2"
      >
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          defaultValue={draft?.email}
          required
          autoComplete="email"
          inputMode="email"
          maxLength={FIELD_LIMITS.email}
          placeholder="you@example.com"
          className="h-12 min-w-0 flex-1 rounded-lg border border-white/40 bg-card px-4 text-base text-foreground placeholder:text-subtle focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-primary"
        />
        {/* Off screen and out of the accessibility tree, as on the comment form: people never meet it, bots fill it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
          <label htmlFor={`${inputId}-website`}>Website</label>
          <input id={`${inputId}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <input type="hidden" name="from" value={from} />
        {pageToken && <input type="hidden" name="formToken" value={pageToken} />}
        <button
          type="submit"
          aria-label="Subscribe"
          disabled={isPending}
          aria-busy={isPending}
          className="inline-flex h-12 w-12 shrink-0 cursor-pointer items-center justify-center rounded-lg bg-earth text-white shadow-sm transition-colors hover:bg-[#744d2a] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-primary disabled:cursor-not-allowed disabled:opacity-60"
        >
          <CheckIcon size={22} />
        </button>
      </form>
      {outcome && <FormOutcome {...OUTCOMES[outcome]} className="mx-auto mt-3 max-w-md text-left" />}
    </>
  );
}
