import { ANALYTICS_META } from "@shared/constants";

type GtagArguments = [command: string, ...rest: unknown[]];

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: GtagArguments) => void;
  }
}

let measurementId: string | null | undefined;

/** The id the server put in the page, or null: then no analytics request is ever made. */
function analyticsId(): string | null {
  if (measurementId === undefined) {
    measurementId =
      typeof document === "undefined" ? null : document.querySelector<HTMLMetaElement>(`meta[name="${ANALYTICS_META}"]`)?.content || null;
  }
  return measurementId;
}

/** Loads Google's tag once, on first use, and only when an id is configured. */
function gtag(...args: GtagArguments): void {
  const id = analyticsId();
  if (!id) return;
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtagShim() {
      // gtag.js expects the arguments object itself, not an array copy.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag("js", new Date());
    // Page views are sent by trackPageView on every navigation, including the first.
    window.gtag("config", id, { send_page_view: false });
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  }
  window.gtag(...args);
}

/** A mail link's token opens one reader's subscription: it never goes to Google with the address. */
function withoutToken(href: string): string {
  const url = new URL(href);
  if (!url.searchParams.has("token")) return href;
  url.searchParams.delete("token");
  return url.toString();
}

export function trackPageView(pagePath: string): void {
  gtag("event", "page_view", { page_path: pagePath, page_location: withoutToken(window.location.href), page_title: document.title });
}

/** Events the spec names, e.g. scroll_to_content and tag clicks. */
export function trackEvent(name: string, params: Record<string, string | number | boolean> = {}): void {
  gtag("event", name, params);
}

/** For tests: forget the id read from the page. */
export function resetAnalyticsForTests(): void {
  measurementId = undefined;
}
