import { useSyncExternalStore } from "react";
import { ANALYTICS_PRIVACY } from "@shared/analytics";
import { ANALYTICS_META, SITE_NAME } from "@shared/constants";

const noSubscription = () => () => {};
const googleAnalyticsOn = () => document.querySelector(`meta[name="${ANALYTICS_META}"]`) !== null;

/**
 * What the blog counts and what it never does, written from the same settings the collector
 * uses. Whether Google Analytics is on is read from the page the server sent, after hydration,
 * so the server's HTML and the first client render agree.
 */
export function PrivacyView() {
  const usesGoogleAnalytics = useSyncExternalStore(noSubscription, googleAnalyticsOn, () => false);
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 pt-28 sm:px-6">
      <h1 className="font-serif text-3xl font-bold text-primary sm:text-4xl">Privacy</h1>
      <p className="mt-4 text-body">
        {SITE_NAME} counts its readers itself, in its own database, so the author can see what is read and what readers look for. This page
        says exactly what that counting does.
      </p>
      <section aria-labelledby="privacy-counted" className="mt-8">
        <h2 id="privacy-counted" className="font-serif text-2xl font-bold text-primary">
          What is counted
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-body">
          {ANALYTICS_PRIVACY.counted.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="privacy-never" className="mt-8">
        <h2 id="privacy-never" className="font-serif text-2xl font-bold text-primary">
          What never is
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-body">
          {ANALYTICS_PRIVACY.never.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="privacy-kept" className="mt-8">
        <h2 id="privacy-kept" className="font-serif text-2xl font-bold text-primary">
          How long it is kept
        </h2>
        <p className="mt-3 text-body">{ANALYTICS_PRIVACY.retention}</p>
        <p className="mt-3 text-body">
          {usesGoogleAnalytics
            ? "This site has also turned on Google Analytics, which sets its own cookies and sends your visit to Google under Google's privacy policy."
            : "No outside analytics service is used on this site."}
        </p>
      </section>
    </article>
  );
}
