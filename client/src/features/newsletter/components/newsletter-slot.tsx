import { NewsletterSection } from "./newsletter-section";

/**
 * The sign-up at the bottom of the home page, drawn by the server with the rest of the page and
 * not behind a lazy boundary: the server-drawn form is the form, so it works before the script has
 * taken over (or without JavaScript), and nothing replaces it, with what a reader typed, later.
 */
export function NewsletterSlot() {
  return (
    <div id="newsletter" data-testid="newsletter-slot" className="min-h-[27rem] bg-primary sm:min-h-[24rem]">
      <NewsletterSection />
    </div>
  );
}
