import type { Browser, Page, Request } from "playwright-core";

/** How long the network must stay silent, after the page's idle work, before the count is closed. */
const QUIET_MS = 1000;

export interface ScriptFile {
  path: string;
  /** The compressed body as transferred plus the response headers. */
  bytes: number;
  headers: number;
}

const isScript = (request: Request) => request.resourceType() === "script" || /\.m?js$/.test(new URL(request.url()).pathname);

/** Resolves once no request has been open for QUIET_MS: the same rule as Playwright's "networkidle", but re-armable. */
function networkQuiet(page: Page): Promise<void> {
  let open = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise((resolve) => {
    const arm = () => {
      clearTimeout(timer);
      if (open === 0) timer = setTimeout(done, QUIET_MS);
    };
    const started = () => {
      open++;
      clearTimeout(timer);
    };
    const ended = () => {
      open = Math.max(0, open - 1);
      arm();
    };
    const done = () => {
      page.off("request", started).off("requestfinished", ended).off("requestfailed", ended);
      resolve();
    };
    page.on("request", started).on("requestfinished", ended).on("requestfailed", ended);
    arm();
  });
}

/**
 * The scripts a reader's browser downloads on the first load of `url`, as the browser counts
 * them: a fresh context 390 px wide (nothing cached), every script response (module preloads
 * included) until the network goes idle, then whatever the page loads on its own once idle (the
 * analytics beacon, parts mounted after load). Nothing scrolls or clicks: that is not a first load.
 */
export async function firstLoadScripts(browser: Browser, url: string): Promise<ScriptFile[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const scripts: Promise<ScriptFile>[] = [];
    page.on("requestfinished", (request) => {
      if (!isScript(request)) return;
      scripts.push(
        request.sizes().then((sizes) => ({
          path: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          headers: sizes.responseHeadersSize,
        })),
      );
    });
    await page.goto(url, { waitUntil: "networkidle" });
    // The page's own after-load work: the beacon is imported on "load", other parts when the browser is idle.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 3000 }), { timeout: 3000 })),
    );
    await networkQuiet(page);
    return await Promise.all(scripts);
  } finally {
    await context.close();
  }
}

/** The budget: JavaScript on the first load of a public page, at most 100 KB transferred, headers included. */
export const FIRST_LOAD_BUDGET_BYTES = 100 * 1024;
