import { ANALYTICS, READER_PAGES } from "@shared/analytics-limits";
import { matchPage } from "@shared/routes";
import type { AnalyticsEvent } from "@shared/types";
import type { TrackedEvent } from "./tracked-event";

/**
 * Furrow's own counting, loaded after the page. It keeps nothing in the browser (no cookie, no
 * storage): each beacon names the page and what happened there, and the server makes the day's
 * visitor key itself. Events of one page travel together, at once for a page view and within a
 * second otherwise, and whatever is waiting leaves when the page is hidden.
 */

const FLUSH_AFTER_MS = 1000;

let current: { path: string; marks: Set<number> } | null = null;
const waiting: AnalyticsEvent[] = [];
let waitingFor = "";
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let landing = true;

/** A string goes as text/plain, a simple request; the server reads it as JSON. Browsers without beacons are not counted. */
function send(path: string, events: AnalyticsEvent[]): void {
  navigator.sendBeacon?.(ANALYTICS.collectPath, JSON.stringify({ path, events }));
}

function flush(): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  while (waiting.length > 0) send(waitingFor, waiting.splice(0, ANALYTICS.maxEventsPerBeacon));
}

function enqueue(path: string, event: AnalyticsEvent): void {
  if (path !== waitingFor) flush();
  waitingFor = path;
  waiting.push(event);
  flushTimer ??= setTimeout(flush, FLUSH_AFTER_MS);
}

/** Another site's host only: moving between the blog's own pages is not a referral. */
function referrerHost(): string | undefined {
  try {
    const host = new URL(document.referrer).hostname;
    return host && host !== location.hostname ? host : undefined;
  } catch {
    return undefined;
  }
}

/** The path as the server sees it: the router hands some decoded ("/tags/soil health"). */
function encodedPath(path: string): string {
  try {
    return encodeURI(decodeURI(path));
  } catch {
    return path;
  }
}

function pageView(routerPath: string): void {
  const path = encodedPath(routerPath);
  const page = matchPage(path);
  current = page && READER_PAGES.has(page.name) ? { path, marks: new Set() } : null;
  if (!current) return;
  const event: AnalyticsEvent = { type: "pageview" };
  // Where the reader came from belongs to the page they landed on, not to the ones after it.
  if (landing) {
    event.referrer = referrerHost();
    const source = new URLSearchParams(location.search).get("utm_source")?.toLowerCase();
    if (source && /^[a-z0-9._-]{1,60}$/.test(source)) event.source = source;
  }
  landing = false;
  enqueue(path, event);
  flush();
}

/**
 * Read depth: how much of the article's body has come into view, at the marks the server counts.
 * Only once the reader has scrolled: a page that merely opened has not been read.
 */
function measureDepth(): void {
  const body = current && scrollY > 0 && document.querySelector(".prose-article");
  if (!current || !body || matchPage(current.path)?.name !== "article") return;
  const { top, height } = body.getBoundingClientRect();
  const reached = ((innerHeight - top) / height) * 100;
  for (const mark of ANALYTICS.depthThresholds) {
    if (reached < mark || current.marks.has(mark)) continue;
    current.marks.add(mark);
    enqueue(current.path, { type: "depth", percent: mark });
  }
}

let measuring = false;
let listening = false;

/**
 * Set up with the first event rather than when the module loads: the build puts the analytics limits
 * in this file, and the privacy page (and the server's renderer of it) load it for those alone.
 */
function listen(): void {
  if (listening) return;
  listening = true;
  addEventListener(
    "scroll",
    () => {
      if (measuring) return;
      measuring = true;
      requestAnimationFrame(() => {
        measuring = false;
        measureDepth();
      });
    },
    { passive: true },
  );
  addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The app's tracked events, as the collector takes them; events it does not count are left to Google Analytics. */
export function record(event: TrackedEvent): void {
  listen();
  if ("pageView" in event) return pageView(event.pageView);
  if (!current) return;
  const params = event.params ?? {};
  if (event.name === "tag_click") enqueue(current.path, { type: "tag", tag: text(params.tag) });
  else if (event.name === "share") enqueue(current.path, { type: "share", network: text(params.network) });
  else if (event.name === "search") enqueue(current.path, { type: "search", query: text(params.query), results: Number(params.results) });
}
