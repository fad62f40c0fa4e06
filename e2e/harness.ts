import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { startServer, type RunningServer } from "./server";
import { animationsSettled, openSession, type ReaderSession } from "./session";

/** Pictures of each screen for a person to look at; gitignored. */
export const SCREENSHOTS = fileURLToPath(new URL("./screenshots/", import.meta.url));

export type Viewport = { width: number; height: number };

/** A phone's or a laptop's window at that width. */
export const viewportAt = (width: number): Viewport => ({ width, height: width < 600 ? 844 : 900 });

export interface BrowserRun {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A fresh reader (no cookies, no cache); the previous one is closed. */
  open(viewport?: Viewport, options?: { userAgent?: string }): Promise<ReaderSession>;
}

/**
 * One server and one browser for a describe block, started together in beforeAll and stopped in
 * afterAll; whichever started is cleaned up even when the other failed.
 */
export function browserRun(start: () => Promise<RunningServer> = () => startServer()): BrowserRun {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let session: ReaderSession | undefined;

  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([start(), launchBrowser(), mkdir(SCREENSHOTS, { recursive: true })]);
    if (started.status === "fulfilled") server = started.value;
    if (launched.status === "fulfilled") browser = launched.value;
    for (const outcome of [started, launched]) if (outcome.status === "rejected") throw outcome.reason;
  });

  afterAll(async () => {
    await session?.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  return {
    get server() {
      if (!server) throw new Error("The server is not running (beforeAll failed?)");
      return server;
    },
    get browser() {
      if (!browser) throw new Error("The browser is not running (beforeAll failed?)");
      return browser;
    },
    async open(viewport, options) {
      await session?.close().catch(() => undefined);
      session = await openSession(this.browser, this.server.url, { viewport, ...options });
      return session;
    },
  };
}

/** The demo login as an author does it: an admin address, the button, the page it leads to. */
export async function signInWithDemo(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await page.getByRole("button", { name: "Demo login" }).click();
  await ready(page);
}

/** A full-page picture, once toasts and transitions have settled. */
export async function shoot(page: Page, name: string): Promise<void> {
  await animationsSettled(page);
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}
