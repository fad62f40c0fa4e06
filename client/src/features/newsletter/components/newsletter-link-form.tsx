import { type NewsletterLinkAction, newsletterFormAction } from "@shared/newsletter-links";
import { CenteredPage } from "@/components/layout/centered-page";
import { buttonVariants } from "@/components/ui/button";

const ASKS: Record<NewsletterLinkAction, { title: string; lines: string[]; button: string }> = {
  confirm: {
    title: "Confirm your subscription",
    lines: ["One more click and new articles from Furrow will arrive at this address as they are published."],
    button: "Confirm my subscription",
  },
  unsubscribe: {
    title: "Unsubscribe from the newsletter?",
    lines: ["One more click and no more newsletters from Furrow will be sent to this address."],
    button: "Unsubscribe",
  },
  "stop-replies": {
    title: "Stop e-mails about this thread?",
    lines: ["One more click and Furrow won't e-mail you again when the author replies to your comment."],
    button: "Stop e-mails about this thread",
  },
};

/**
 * What a link from a mail opens: one button, a plain form that posts, so it works before and
 * without JavaScript (the server answers with the page saying what happened). It is never posted
 * on load: scanners that open a mail's links in a headless browser run scripts too.
 */
export function NewsletterLinkForm({ action, token }: { action: NewsletterLinkAction; token: string }) {
  const ask = ASKS[action];
  return (
    <CenteredPage title={ask.title} lines={ask.lines}>
      <form method="post" action={newsletterFormAction(action, token)} className="mt-4">
        <button type="submit" className={buttonVariants({ variant: action === "confirm" ? "default" : "outline", size: "lg" })}>
          {ask.button}
        </button>
      </form>
    </CenteredPage>
  );
}
