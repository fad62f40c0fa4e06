import { HERO_VIDEO_DELAY_MS, SUBSCRIBE_MESSAGE } from "../shared/constants";
import Database from "better-sqlite3";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleProfile } from "../server/seed/sample-content";
import { axeViolations } from "./axe";
import { launchBrowser } from "./browser";
import { startServer, type RunningServer } from "./server";
import { animationsSettled, brokenImages, openSession, scrollThroughPage, type ReaderSession } from "./session";

const SCREENSHOTS = fileURLToPath(new URL("./screenshots/", import.meta.url));
// Evaluated over the DevTools protocol: the site's CSP (script-src 'self') rightly refuses an injected <script>.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const HERO = 'section[aria-labelledby="hero-heading"]';
/** One frame of the page's clock, at 60 frames a second. */
const FRAME_MS = 16;
const FEATURED = "section#featured-stories";
const LATEST = 'section[aria-labelledby="latest-heading"]';
const SUBSCRIBE_PATH = "/api/newsletter/subscribe";

const SOCIAL = [
  { name: "LinkedIn", href: sampleProfile.linkedinUrl },
  { name: "Instagram", href: sampleProfile.instagramUrl },
  { name: "YouTube", href: sampleProfile.youtubeUrl },
  { name: "GitHub", href: sampleProfile.githubUrl },
  { name: "Photo portfolio", href: sampleProfile.portfolioUrl },
];

async function openHome(page: Page): Promise<void> {
  await page.goto("/");
  await page.locator(`${FEATURED} article`).first().waitFor();
  await page.locator(`${LATEST} article`).first().waitFor();
}

/** Scrolls to the bottom, which is what loads the newsletter signup, and returns its e-mail field. */
async function revealNewsletter(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const field = page.getByRole("textbox", { name: "Email address" });
  await field.waitFor();
  await field.scrollIntoViewIfNeeded();
  return field;
}

/** The stored subscriber records for an address, read from the embedded store's database file beside the running server. */
function storedSubscribers(server: RunningServer, email: string): unknown[] {
  const db = new Database(join(server.dataDir, "furrow.db"), { readonly: true });
  try {
    return (db.prepare("SELECT doc FROM subscribers").all() as { doc: string }[])
      .map((row) => JSON.parse(row.doc))
      .filter((record) => record.email === email);
  } finally {
    db.close();
  }
}

/**
 * The lowest contrast white text could have over the backdrop behind an element: the element is
 * hidden (glyphs and shadows too), its box captured, and the brightest pixel there taken.
 */
async function whiteTextContrast(page: Page, selector: string): Promise<number> {
  const target = page.locator(selector);
  await target.evaluate((element: HTMLElement) => (element.style.visibility = "hidden"));
  const box = (await target.boundingBox())!;
  const png = await page.screenshot({ clip: box });
  await target.evaluate((element: HTMLElement) => (element.style.visibility = ""));
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    const linear = (channel: number) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    let brightest = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const luminance = 0.2126 * linear(pixels[i]!) + 0.7152 * linear(pixels[i + 1]!) + 0.0722 * linear(pixels[i + 2]!);
      if (luminance > brightest) brightest = luminance;
    }
    return 1.05 / (brightest + 0.05);
  }, png.toString("base64"));
}

/** Waits until the hero's video plays, muted and looping, and has faded in over the picture. */
async function videoPlaying(page: Page): Promise<{ src: string }> {
  const video = page.locator(`${HERO} video`);
  await video.waitFor();
  await page.waitForFunction(
    (selector) => {
      const element = document.querySelector<HTMLVideoElement>(selector);
      return (
        !!element &&
        !element.paused &&
        element.muted &&
        element.loop &&
        element.readyState >= 2 &&
        element.currentTime > 0 &&
        getComputedStyle(element).opacity === "1"
      );
    },
    `${HERO} video`,
    { timeout: 15_000 },
  );
  return { src: await video.evaluate((element: HTMLVideoElement) => element.currentSrc) };
}

describe("the home page's hero, newsletter and footer, and the contact page, in a real browser", () => {
  let server: RunningServer;
  let browser: Browser;
  let session: ReaderSession | undefined;

  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([startServer({ env: { GA_MEASUREMENT_ID: undefined } }), launchBrowser()]);
    if (started.status === "fulfilled") server = started.value;
    if (launched.status === "fulfilled") browser = launched.value;
    for (const outcome of [started, launched]) if (outcome.status === "rejected") throw outcome.reason;
    await mkdir(SCREENSHOTS, { recursive: true });
  });

  afterAll(async () => {
    await session?.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  async function open(viewport = DESKTOP): Promise<ReaderSession> {
    await session?.close().catch(() => undefined);
    session = await openSession(browser, server.url, { viewport });
    return session;
  }

  it("refuses an address without '@' with the 'Invalid email' toast and sends nothing", async () => {
    const { page, requests } = await open();
    await openHome(page);
    const field = await revealNewsletter(page);

    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Invalid email", { exact: true }).waitFor();

    await field.fill("grower.example.com");
    await field.press("Enter");
    await page.getByText("Please enter a valid email address.", { exact: true }).waitFor();
    expect(await page.getByText("Invalid email", { exact: true }).count()).toBe(1);

    expect(requests.filter((url) => url.endsWith(SUBSCRIBE_PATH))).toEqual([]);
    expect(await field.inputValue()).toBe("grower.example.com");
  });

  for (const [name, viewport] of [
    ["390", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    it(`draws the newsletter with the page at its full height at ${name} px, so nothing moves when it comes into view`, async () => {
      const { page } = await open(viewport);
      await openHome(page);
      const slot = page.getByTestId("newsletter-slot");
      const before = (await slot.boundingBox())!.height;
      // Drawn by the server with the page, so a reader can type into it before any script has run.
      expect(await slot.getByRole("textbox", { name: "Email address" }).count()).toBe(1);

      await revealNewsletter(page);

      expect((await slot.boundingBox())!.height).toBe(before);
    });
  }

  it("subscribes a valid address, thanks the reader, clears the field, stores it once, and welcomes it again", async () => {
    const { page, consoleErrors } = await open();
    const email = `grower-${Date.now()}@example.com`;
    await openHome(page);
    const field = await revealNewsletter(page);

    for (const attempt of [1, 2]) {
      await field.fill(email);
      const answer = page.waitForResponse((response) => response.url().endsWith(SUBSCRIBE_PATH));
      await page.getByRole("button", { name: "Subscribe" }).click();
      expect((await answer).status(), `attempt ${attempt}`).toBe(200);

      await page.getByText("Successfully subscribed!", { exact: true }).waitFor();
      expect(await page.getByText(SUBSCRIBE_MESSAGE, { exact: true }).isVisible()).toBe(true);
      await page.waitForFunction(() => (document.querySelector('input[type="email"]') as HTMLInputElement).value === "");
      expect(storedSubscribers(server, email)).toHaveLength(1);
      // Let this toast go, so the second attempt's toast is a new one.
      await page.getByRole("button", { name: "Close" }).click();
      await page.getByText("Successfully subscribed!", { exact: true }).waitFor({ state: "detached" });
    }
    expect(consoleErrors).toEqual([]);
  });

  it("mounts the hero's background video after the page has loaded and plays it muted and looping", async () => {
    const { page, consoleErrors, failedResponses } = await open();
    // The page's timers stand still until the test moves them: however slow the machine, the wait is the test's to end.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    // "load" names the wait, so the visit does not also wait for the app, which the paused clock holds back.
    await page.goto("/", { waitUntil: "load" });
    // The page starts the app after a painted frame and a zero-delay timer (shared/app-loader.ts),
    // which stand still with the clock: it is moved a frame at a time until the app's script is in.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(FRAME_MS);
          return page.locator(`script[type="module"][src]`).count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    // Loaded, and the video's second has begun: the still picture is alone.
    await page.locator(`${HERO}[data-hero-video="waiting"]`).waitFor();
    expect(await page.locator(`${HERO} video`).count()).toBe(0);
    expect(await page.locator(`${HERO} img[src="/images/hero.svg"]`).isVisible()).toBe(true);

    await page.clock.runFor(HERO_VIDEO_DELAY_MS - 1);
    expect(await page.getAttribute(HERO, "data-hero-video")).toBe("waiting");
    await page.clock.runFor(1);
    await page.locator(`${HERO}[data-hero-video="mounted"]`).waitFor();
    await page.clock.resume();
    const { src } = await videoPlaying(page);

    expect(src).toBe(`${server.url}/video/hero.webm`);
    const attributes = await page.locator(`${HERO} video`).evaluate((video: HTMLVideoElement) => ({
      controls: video.controls,
      playsInline: video.playsInline,
      hidden: video.getAttribute("aria-hidden"),
      poster: video.getAttribute("poster"),
    }));
    expect(attributes).toEqual({ controls: false, playsInline: true, hidden: "true", poster: "/images/hero.svg" });
    expect(failedResponses).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("never mounts the video for a reader who prefers reduced motion", async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP, reducedMotion: "reduce" });
    try {
      const page = await context.newPage();
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await openHome(page);
      // The hero says it decided against the video; a video due to come would be "waiting" instead.
      await page.locator(`${HERO}[data-hero-video="unwanted"]`).waitFor();

      expect(await page.locator("video").count()).toBe(0);
      expect(requested.filter((path) => path.startsWith("/video/"))).toEqual([]);
      expect(await page.locator(`${HERO} img[src="/images/hero.svg"]`).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  for (const [name, viewport] of [
    ["390", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    it(`keeps the hero's white words at 4.5:1 or more over the picture and over the video at ${name} px`, async () => {
      const stillContext = await browser.newContext({ baseURL: server.url, viewport, reducedMotion: "reduce" });
      try {
        const page = await stillContext.newPage();
        await page.goto("/");
        await page.locator(`${HERO} img`).evaluate((image: HTMLImageElement) => image.decode());
        expect(await whiteTextContrast(page, "#hero-heading")).toBeGreaterThanOrEqual(4.5);
        expect(await whiteTextContrast(page, `${HERO} h1 + p`)).toBeGreaterThanOrEqual(4.5);
      } finally {
        await stillContext.close();
      }

      const { page } = await open(viewport);
      await page.goto("/");
      await videoPlaying(page);
      expect(await whiteTextContrast(page, "#hero-heading")).toBeGreaterThanOrEqual(4.5);
      expect(await whiteTextContrast(page, `${HERO} h1 + p`)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it("scrolls from the hero's arrow to the featured stories", async () => {
    const { page } = await open();
    await openHome(page);

    // It sits centred at the foot of the hero.
    const arrow = page.getByRole("link", { name: "Scroll to featured stories" });
    const box = (await arrow.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - DESKTOP.width / 2)).toBeLessThan(2);
    expect(DESKTOP.height - (box.y + box.height)).toBe(32);

    await arrow.click();

    await page.waitForFunction(() => {
      const top = document.getElementById("featured-stories")!.getBoundingClientRect().top;
      return Math.abs(top - 80) < 4;
    });
    expect(await page.getByRole("heading", { name: "Featured Stories" }).isVisible()).toBe(true);
  });

  it("ends every page with the five social links from the author's profile, opening in new tabs, and the copyright line", async () => {
    const { page } = await open();
    await openHome(page);
    const footer = page.locator("footer");

    const links = await footer
      .getByRole("list", { name: "Social media" })
      .getByRole("link")
      .evaluateAll((anchors) =>
        anchors.map((a) => ({
          name: a.getAttribute("aria-label"),
          href: a.getAttribute("href"),
          target: a.getAttribute("target"),
          rel: a.getAttribute("rel"),
        })),
      );
    // The author's own profiles: rel="me" ties them to the blog (fediverse apps verify it).
    expect(links).toEqual(SOCIAL.map((social) => ({ ...social, target: "_blank", rel: "me noopener noreferrer" })));
    expect(await footer.getByText("© 2024 Furrow. All rights reserved.").isVisible()).toBe(true);

    // A pointer resting on an icon names it.
    await footer.getByRole("link", { name: "GitHub" }).hover();
    await footer.getByTestId("tooltip").waitFor();
    expect(await footer.getByTestId("tooltip").textContent()).toBe("GitHub");
  });

  it("introduces the author on /contact with their picture, bio and profiles, and points to the comments", async () => {
    const { page, consoleErrors, failedResponses } = await open();
    await page.goto("/contact");

    await page.getByRole("heading", { level: 1, name: "Contact" }).waitFor();
    await page.getByRole("heading", { name: sampleProfile.name }).waitFor();
    expect(await page.getByText(sampleProfile.bio).isVisible()).toBe(true);
    expect(await page.locator(`img[src="${sampleProfile.avatar}"]`).isVisible()).toBe(true);
    const profiles = await page
      .getByRole("list", { name: "Social profiles" })
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(profiles).toEqual(SOCIAL.map((social) => social.href));
    expect(await page.getByRole("link", { name: "Browse articles" }).getAttribute("href")).toBe("/posts");
    expect(await axeViolations(page)).toEqual([]);
    expect(failedResponses).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("finds no accessibility violations on the home page, with the newsletter loaded, or on the 404 page", async () => {
    const { page } = await open();
    await openHome(page);
    await revealNewsletter(page);
    await scrollThroughPage(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("sends nothing to Google's tag manager when no analytics id is configured", async () => {
    const { page, requests } = await open();
    await openHome(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Posts" }).click();
    await page.getByRole("heading", { name: "All Blog Posts" }).waitFor();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
    await page.getByRole("heading", { level: 1, name: "Contact" }).waitFor();

    expect(requests.filter((url) => url.includes("googletagmanager") || url.includes("google-analytics"))).toEqual([]);
    expect(await page.evaluate(() => [typeof window.gtag, typeof window.dataLayer])).toEqual(["undefined", "undefined"]);
  });

  for (const [name, viewport] of [
    ["390", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    it(`looks right at ${name} px: the hero, featured, latest, newsletter and footer, contact and 404`, async () => {
      const { page, consoleErrors } = await open(viewport);
      await openHome(page);
      await videoPlaying(page);
      await page.screenshot({ path: `${SCREENSHOTS}home-top-${name}.png` });

      await page.getByRole("button", { name: "Load More Articles" }).click();
      await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 12, `${LATEST} article`);
      await revealNewsletter(page);
      await scrollThroughPage(page);
      expect(await brokenImages(page)).toEqual([]);
      await animationsSettled(page);
      // The fixed top bar would sit over whichever part of a tall section is scrolled under it.
      await page
        .locator("header")
        .first()
        .evaluate((bar: HTMLElement) => (bar.style.visibility = "hidden"));
      await page.locator(FEATURED).screenshot({ path: `${SCREENSHOTS}home-featured-${name}.png` });
      await page.locator(LATEST).screenshot({ path: `${SCREENSHOTS}home-latest-${name}.png` });
      await page
        .locator("header")
        .first()
        .evaluate((bar: HTMLElement) => (bar.style.visibility = ""));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await animationsSettled(page);
      await page.screenshot({ path: `${SCREENSHOTS}home-newsletter-footer-${name}.png` });

      await page.goto("/contact");
      await page.getByRole("heading", { name: sampleProfile.name }).waitFor();
      await page.locator(`img[src="${sampleProfile.avatar}"]`).evaluate((image: HTMLImageElement) => image.decode());
      await page.screenshot({ path: `${SCREENSHOTS}contact-${name}.png`, fullPage: true });

      await page.goto("/no/such/page");
      await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}not-found-${name}.png`, fullPage: true });

      const isTheMissingPage = (error: { url: string }) => error.url.endsWith("/no/such/page");
      expect(consoleErrors.filter((error) => !isTheMissingPage(error))).toEqual([]);
    });
  }
});
