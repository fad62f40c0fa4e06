import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { APP_ENTRY_ATTRIBUTE } from "../shared/app-loader";

export interface ConsoleError {
  text: string;
  /** The script or resource the message is about ("pageerror" for an uncaught exception). */
  url: string;
}

export interface ReaderSession {
  context: BrowserContext;
  page: Page;
  /** Every URL the page asked for, in order. */
  requests: string[];
  /** Requests for anything off the server's origin; they are aborted, not sent. */
  external: string[];
  /** Console errors and uncaught page errors. */
  consoleErrors: ConsoleError[];
  /** Same-origin answers with a 4xx/5xx status, and requests that failed outright. */
  failedResponses: { url: string; status: number | string }[];
  close(): Promise<void>;
}

const LOCAL_SCHEMES = new Set(["data:", "blob:", "about:"]);

/**
 * A fresh browser context, as a new reader would arrive: no cache, no cookies. Nothing may leave
 * the machine, so every request off the server's origin is aborted and recorded.
 */
export async function openSession(
  browser: Browser,
  origin: string,
  options: { viewport?: { width: number; height: number }; userAgent?: string } = {},
): Promise<ReaderSession> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: "en-US",
    timezoneId: "UTC",
    serviceWorkers: "block",
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  const requests: string[] = [];
  const external: string[] = [];
  const consoleErrors: ConsoleError[] = [];
  const failedResponses: ReaderSession["failedResponses"] = [];

  await context.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin || LOCAL_SCHEMES.has(url.protocol)) return route.continue();
    external.push(url.href);
    return route.abort("blockedbyclient");
  });

  const page = await context.newPage();
  waitForTheAppOnEveryPlainVisit(page);
  page.on("request", (request) => {
    requests.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push({ text: message.text(), url: message.location().url });
  });
  page.on("pageerror", (error) => {
    consoleErrors.push({ text: `${error.name}: ${error.message}`, url: "pageerror" });
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && new URL(response.url()).origin === origin) {
      failedResponses.push({ url: response.url(), status: response.status() });
    }
  });
  page.on("requestfailed", (request) => {
    if (new URL(request.url()).origin === origin) {
      failedResponses.push({ url: request.url(), status: request.failure()?.errorText ?? "failed" });
    }
  });

  return { context, page, requests, external, consoleErrors, failedResponses, close: () => context.close() };
}

/**
 * A server-drawn page paints before its app starts (shared/app-loader.ts), so a click or a key
 * pressed as soon as the markup is there can reach no handler. A visit with no `waitUntil` of its
 * own therefore also waits for the app to have started on pages that start one; a test that wants
 * the page before that (typing ahead of the app, a paused clock) names its `waitUntil`.
 */
function waitForTheAppOnEveryPlainVisit(page: Page): void {
  const visit = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await visit(url, options);
    if (options?.waitUntil === undefined) await appStarted(page);
    return response;
  };
}

/** Resolves once the page's app has mounted, or at once on a page that starts no app. */
async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    (entryAttribute) => document.querySelector(`script[${entryAttribute}]`) === null || "interactive" in document.documentElement.dataset,
    APP_ENTRY_ATTRIBUTE,
  );
}

/** Off-origin requests among everything the page asked for (besides data:, blob: and about:). */
export function requestsLeavingOrigin(requests: string[], origin: string): string[] {
  return requests.filter((href) => {
    const url = new URL(href);
    return url.origin !== origin && !LOCAL_SCHEMES.has(url.protocol);
  });
}

/**
 * Scrolls the whole page the way a reader would, so lazily loaded images start loading, then
 * returns to the top.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  // No named functions inside: tools that keep function names (tsx) would break serialisation.
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight / 2));
    const stops: number[] = [];
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) stops.push(y);
    stops.push(document.documentElement.scrollHeight, 0);
    for (const y of stops) {
      window.scrollTo(0, y);
      // Two frames drawn at this place: lazy images near it have been seen and asked for.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
}

/**
 * Waits for every <img> to finish, then lists the ones that did not load (naturalWidth 0).
 * An empty list means every picture on the page is showing.
 */
export async function brokenImages(page: Page): Promise<string[]> {
  await page
    .waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 15_000 })
    .catch(() => undefined); // the list below names whatever is still missing
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => !image.complete || image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src || "(no src)"),
  );
}

/** The visible text of each element matching the selector, whitespace collapsed. */
export function texts(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((elements) => elements.map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()));
}

/** Resolves once the page has drawn a frame after whatever the test just did. */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Waits for running transitions and finite animations (e.g. the top bar sliding back in). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Waits until React has attached its handlers to the element. The whole page is in the server's
 * HTML, but a lazily loaded part hydrates after the rest: text typed into it before then goes
 * unheard, and the page-wide "interactive" mark is set before that part is.
 */
export async function hydrated(target: Locator): Promise<Locator> {
  const element = await target.elementHandle();
  await target.page().waitForFunction((node) => node !== null && Object.keys(node).some((key) => key.startsWith("__reactProps$")), element);
  return target;
}
