import { CenteredPage } from "@/components/layout/centered-page";
import { newsletterLinkRequest } from "@shared/newsletter-links";
import { NewsletterLinkForm } from "./newsletter-link-form";
import { newsletterOutcome } from "./newsletter-outcomes";
// Not lazy: the server-drawn sign-up form is the form, kept through hydration with what was typed.
import { NewsletterSection } from "./newsletter-section";

/** A confirmation or unsubscribe link's one-click form, what it did once posted, and the sign-up form when it helps. */
export function NewsletterView({ search }: { search: string }) {
  const params = new URLSearchParams(search);
  const request = newsletterLinkRequest(params);
  if (request) return <NewsletterLinkForm action={request.action} token={request.token} />;
  const outcome = newsletterOutcome(params);
  return (
    <>
      <CenteredPage title={outcome.title} lines={outcome.lines} />
      {outcome.offerSignUp && (
        <div className="min-h-[27rem] bg-primary sm:min-h-[24rem]">
          <NewsletterSection />
        </div>
      )}
    </>
  );
}
