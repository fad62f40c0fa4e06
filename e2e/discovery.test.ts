import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createServices } from "../server/services";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/lib/logger";
import { systemClock } from "../server/lib/clock";
import { openStore } from "../server/store/open-store";
import { seedSampleContent } from "../server/seed/seed";
import { sampleProfile, samplePosts } from "../server/seed/sample-content";
import type { PostCard } from "../shared/types";
import { axeViolations } from "./axe";
import { browserRun, SCREENSHOTS } from "./harness";
import { startServer } from "./server";
import { animationsSettled, brokenImages, hydrated, nextFrame, scrollThroughPage, texts } from "./session";

// Evaluated over the DevTools protocol: the site's CSP (script-src 'self') rightly refuses an injected <script>.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

// 60 published posts beyond the 12 samples, all older, so the samples stay first and the posts
// page needs a second page of 50 to show everything. Nothing in them mentions soil or nitrogen.
const EXTRA_POSTS = 60;
const EXTRA_TAG = "Field Archive";
const extraTitle = (n: number) => `Field log ${n}: weekly notes`;
const extraDate = (n: number) => new Date(Date.UTC(2021, 0, 1) - n * 7 * 86_400_000);

const published = samplePosts.filter((post) => post.isPublished).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
const allTitles = [...published.map((post) => post.title), ...Array.from({ length: EXTRA_POSTS }, (_, n) => extraTitle(n))];
const TOTAL = allTitles.length;
const monthYear = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(iso));
const sampleMonths = [...new Set(published.map((post) => monthYear(post.createdAt)))];
const matchesSoil = (post: (typeof published)[number]) =>
  [post.title, post.excerpt, ...post.tags].some((text) => text.toLowerCase().includes("soil"));
const NONSENSE = "zzqqxxjj";

/** Fills a data directory the way a long-running blog would look: samples plus older posts. */
async function prefilledDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), "furrow-e2e-discovery-"));
  const store = await openStore({ dataDir });
  try {
    const services = createServices(store, {
      config: loadConfig({ DATA_DIR: dataDir }),
      clock: systemClock,
      logger: createLogger("silent"),
    });
    await seedSampleContent(services, systemClock);
    const author = { name: sampleProfile.name, avatar: sampleProfile.avatar, bio: sampleProfile.bio };
    for (let n = 0; n < EXTRA_POSTS; n++) {
      await services.posts.create(
        {
          title: extraTitle(n),
          content: `## Week ${n}\n\nRoutine observations, filed for the record.`,
          excerpt: `Routine observations from week ${n} of the archive.`,
          tags: [EXTRA_TAG],
          featuredImage: "/images/posts/lorawan-on-the-farm.svg",
          isPublished: true,
        },
        { author, createdAt: extraDate(n) },
      );
    }
  } finally {
    await store.close();
  }
  return dataDir;
}

describe("a reader finding articles: search, all posts and tag pages", () => {
  const run = browserRun(() => prefilledDataDir().then((dataDir) => startServer({ dataDir })));
  const open = (viewport = DESKTOP) => run.open(viewport);

  async function api<T>(path: string): Promise<T> {
    const response = await fetch(`${run.server.url}${path}`);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }

  const searchDialog = (page: Page) => page.getByRole("dialog", { name: "Search Articles" });
  const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search articles" });
  const optionTitles = (page: Page) => texts(page, '[role="option"] [data-part="title"]');
  const cardTitles = (page: Page) => texts(page, "main article h3");
  const groupHeadings = (page: Page) => texts(page, "main section h2");

  async function openPosts(page: Page, path = "/posts"): Promise<void> {
    await page.goto(path);
    await page.locator("main article").first().waitFor();
    // The list and its filters are one lazily loaded part: once the search box answers, so do they.
    await hydrated(page.getByPlaceholder("Search posts..."));
  }

  describe("search", () => {
    it("opens with Ctrl+K, finds 'nitrogen', and opens the first result with ArrowDown and Enter, closing the dialog", async () => {
      const { page, consoleErrors, failedResponses } = await open(DESKTOP);
      const expected = await api<PostCard[]>("/api/blog-posts/search?q=nitrogen");
      expect(expected.length).toBeGreaterThan(1);
      await page.goto("/");
      // Hydrated, so the shortcut is heard: the app starts after the page has painted.
      await hydrated(page.getByRole("heading", { name: "Latest Articles" }));

      await page.keyboard.press("Control+k");
      await searchDialog(page).waitFor();
      expect(await searchBox(page).evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type("nitrogen");
      await page.getByRole("option").first().waitFor();
      expect(await optionTitles(page)).toEqual(expected.map((post) => post.title));
      const firstRow = page.getByRole("option").first();
      expect(await firstRow.getByText(sampleProfile.name).isVisible()).toBe(true);
      expect(await firstRow.getByText(expected[0]!.category.name).isVisible()).toBe(true);

      await animationsSettled(page);
      await page.screenshot({ path: join(SCREENSHOTS, "search-dialog-1280.png") });
      expect(await axeViolations(page)).toEqual([]);

      await page.keyboard.press("ArrowDown");
      expect(await firstRow.getAttribute("aria-selected")).toBe("true");
      await page.keyboard.press("Enter");

      await page.waitForURL(`${run.server.url}/blog/${expected[0]!.slug}`);
      await page.getByRole("heading", { level: 1, name: expected[0]!.title }).waitFor();
      await searchDialog(page).waitFor({ state: "detached" });
      expect(failedResponses).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    it("opens from the search button, opens a clicked result, and starts empty the next time", async () => {
      const { page, consoleErrors } = await open(DESKTOP);
      const expected = await api<PostCard[]>("/api/blog-posts/search?q=drone");
      expect(expected.length).toBeGreaterThan(1);
      await page.goto("/posts");
      await page.getByRole("heading", { name: "All Blog Posts" }).waitFor();

      await page.getByRole("button", { name: "Search", exact: true }).click();
      await searchBox(page).fill("drone");
      await page.getByRole("option").first().waitFor();
      await page.getByRole("option", { name: expected[1]!.title }).click();

      await page.waitForURL(`${run.server.url}/blog/${expected[1]!.slug}`);
      await searchDialog(page).waitFor({ state: "detached" });
      await page.keyboard.press("Control+k");
      await searchDialog(page).waitFor();
      expect(await searchBox(page).inputValue()).toBe("");
      expect(await searchDialog(page).getByText("Start typing to search for articles...").isVisible()).toBe(true);
      expect(consoleErrors).toEqual([]);
    });

    it("shows the hint and sends no search for two characters, and says so when nothing matches", async () => {
      const { page, requests } = await open(DESKTOP);
      await page.clock.install();
      await page.goto("/");
      // Hydrated, so the shortcut is heard: the app starts after the page has painted.
      await hydrated(page.getByRole("heading", { name: "Latest Articles" }));
      await page.keyboard.press("Control+k");
      await searchDialog(page).waitFor();
      // From here the page's timers move only when the test moves them, so "the debounce has passed" is a fact, not a guess.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
      const PAST_THE_DEBOUNCE_MS = 1_000; // five times the search box's pause
      const searches = () => requests.filter((url) => url.includes("/api/blog-posts/search"));

      await page.keyboard.type("ni");
      await page.clock.runFor(PAST_THE_DEBOUNCE_MS);
      expect(await searchDialog(page).getByText("Start typing to search for articles...").isVisible()).toBe(true);
      // A third letter is searched once its debounce passes; a search for two, had one gone, would come before it.
      const answered = page.waitForResponse((response) => response.url().includes("/api/blog-posts/search"));
      await page.keyboard.type("t");
      await page.clock.runFor(PAST_THE_DEBOUNCE_MS);
      await answered;
      expect(searches()).toEqual([`${run.server.url}/api/blog-posts/search?q=nit`]);
      await page.clock.resume();

      await searchBox(page).fill(NONSENSE);
      await searchDialog(page).getByText(`No articles found matching "${NONSENSE}"`).waitFor();
      expect(
        await searchDialog(page)
          .getByText(/Try other keywords/)
          .isVisible(),
      ).toBe(true);
      expect(searches()).toEqual([
        `${run.server.url}/api/blog-posts/search?q=nit`,
        `${run.server.url}/api/blog-posts/search?q=${NONSENSE}`,
      ]);
    });

    it("on a phone, opens from the slide-in menu's Search entry and types straight into the box", async () => {
      const { page, consoleErrors } = await open(PHONE);
      await page.goto("/");
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await menu.getByRole("button", { name: "Search" }).click();

      await searchDialog(page).waitFor();
      await menu.waitFor({ state: "detached" });
      await page.keyboard.type("soil");
      await page.getByRole("option").first().waitFor();
      expect(await searchBox(page).inputValue()).toBe("soil");
      await animationsSettled(page);
      // Every result's thumbnail shows (the home page behind has not been scrolled, so only these).
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll<HTMLImageElement>('[role="option"] img')).every((image) => image.complete),
      );
      expect(
        await page
          .locator('[role="option"] img')
          .evaluateAll((images) => (images as HTMLImageElement[]).filter((image) => image.naturalWidth === 0).map((image) => image.src)),
      ).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, "search-dialog-390.png") });

      await page.keyboard.press("Escape");
      await searchDialog(page).waitFor({ state: "detached" });

      // Opened again, the dialog's code is loaded, so its box has focus before the closing menu is
      // gone; the menu hands focus back a moment after that, and must not take it from the box.
      await page.getByRole("button", { name: "Open menu" }).click();
      await menu.getByRole("button", { name: "Search" }).click();
      // By its markup: the search dialog hides the menu from the accessibility tree while it slides out.
      await page.locator('[role="dialog"]:has(nav[aria-label="Mobile"])').waitFor({ state: "detached" });
      await nextFrame(page);
      expect(await searchBox(page).evaluate((box) => box === document.activeElement)).toBe(true);
      expect(consoleErrors).toEqual([]);
    });
  });

  describe("all posts", () => {
    it("groups the posts by month, newest first, and shows 50 of them until 'Load more posts' brings the rest", async () => {
      const { page, consoleErrors, failedResponses } = await open(DESKTOP);
      await openPosts(page);

      expect(await cardTitles(page)).toEqual(allTitles.slice(0, 50));
      expect((await groupHeadings(page)).slice(0, sampleMonths.length)).toEqual(sampleMonths);
      expect(await page.getByText(`Showing 50 of ${TOTAL} posts`).isVisible()).toBe(true);
      expect(await page.title()).toBe("All Blog Posts | Furrow");
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole("button", { name: "Load more posts" }).click();
      await page.getByText(`Showing ${TOTAL} of ${TOTAL} posts`).waitFor();
      expect(await cardTitles(page)).toEqual(allTitles);
      expect(await page.getByRole("button", { name: "Load more posts" }).count()).toBe(0);
      expect(failedResponses).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    it("narrows to the posts matching 'soil' in one 'All Posts' group, kept in the URL across a reload", async () => {
      const { page, consoleErrors } = await open(DESKTOP);
      await openPosts(page);

      await page.getByPlaceholder("Search posts...").fill("soil");
      await page.waitForURL(`${run.server.url}/posts?q=soil`);
      const soilTitles = published.filter(matchesSoil).map((post) => post.title);
      await page.waitForFunction((count) => document.querySelectorAll("main article").length === count, soilTitles.length);
      expect(await cardTitles(page)).toEqual(soilTitles);
      expect(await groupHeadings(page)).toEqual(["All Posts"]);

      await page.reload();
      await page.locator("main article").first().waitFor();
      expect(await page.getByPlaceholder("Search posts...").inputValue()).toBe("soil");
      expect(await cardTitles(page)).toEqual(soilTitles);
      expect(consoleErrors).toEqual([]);
    });

    it("toggles a tag filter, follows back and forward, and Clear filters restores every post", async () => {
      const { page, consoleErrors } = await open(DESKTOP);
      await openPosts(page);
      const filters = page.getByRole("group", { name: "Filter by tag" });
      const tagNames = await filters.getByRole("button").allTextContents();
      expect(tagNames).toEqual([...tagNames].sort((a, b) => a.localeCompare(b)));
      expect(tagNames).toContain("Soil Health");
      const drones = filters.getByRole("button", { name: "Drones", exact: true });
      const soilHealth = filters.getByRole("button", { name: "Soil Health", exact: true });

      await drones.click();
      await page.waitForURL(`${run.server.url}/posts?tag=Drones`);
      const droneTitles = published.filter((post) => post.tags.includes("Drones")).map((post) => post.title);
      await page.waitForFunction((count) => document.querySelectorAll("main article").length === count, droneTitles.length);
      expect(await cardTitles(page)).toEqual(droneTitles);
      expect(await drones.getAttribute("aria-pressed")).toBe("true");
      expect(await groupHeadings(page)).toEqual(["All Posts"]);

      await soilHealth.click();
      await page.waitForURL(`${run.server.url}/posts?tag=Soil+Health`);
      expect(await drones.getAttribute("aria-pressed")).toBe("false");
      await page.goBack();
      await page.waitForURL(`${run.server.url}/posts?tag=Drones`);
      await page.waitForFunction(() => document.querySelector('[aria-pressed="true"]')?.textContent === "Drones");
      await page.waitForFunction((count) => document.querySelectorAll("main article").length === count, droneTitles.length);

      await drones.click();
      await page.waitForURL(`${run.server.url}/posts`);
      expect(await drones.getAttribute("aria-pressed")).toBe("false");
      await soilHealth.click();
      await page.getByRole("button", { name: "Clear filters", exact: true }).click();
      await page.waitForURL(`${run.server.url}/posts`);
      await page.getByText(`Showing 50 of ${TOTAL} posts`).waitFor();
      expect(await page.getByRole("button", { name: "Clear filters", exact: true }).count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    });

    it("says nothing matched and brings every post back with 'Clear filters to see all posts'", async () => {
      const { page, consoleErrors } = await open(DESKTOP);
      await openPosts(page);

      await page.getByPlaceholder("Search posts...").fill(NONSENSE);
      await page.getByText("No posts found matching your criteria.").waitFor();
      await page.getByRole("button", { name: "Clear filters to see all posts" }).click();

      await page.getByText(`Showing 50 of ${TOTAL} posts`).waitFor();
      expect(await page.getByPlaceholder("Search posts...").inputValue()).toBe("");
      expect(new URL(page.url()).search).toBe("");
      expect(consoleErrors).toEqual([]);
    });

    it("looks right on a phone and a desktop", async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page } = await open(viewport);
        await openPosts(page);
        await scrollThroughPage(page);
        expect(await brokenImages(page)).toEqual([]);
        await animationsSettled(page);
        await page.screenshot({ path: join(SCREENSHOTS, `posts-${viewport.width}.png`), fullPage: true });
      }
    });
  });

  describe("tag page", () => {
    const soilHealthPosts = published.filter((post) => post.tags.includes("Soil Health"));

    it("lists the 'Soil Health' posts for /tags/soil%20health, featured first then newest, with the count", async () => {
      const { page, consoleErrors, failedResponses } = await open(DESKTOP);
      await page.goto("/tags/soil%20health");

      await page.getByRole("heading", { level: 1, name: "soil health", exact: true }).waitFor();
      await page.getByText(`${soilHealthPosts.length} posts found`).waitFor();
      const expectedOrder = [
        ...soilHealthPosts.filter((post) => post.isFeatured),
        ...soilHealthPosts.filter((post) => !post.isFeatured),
      ].map((post) => post.title);
      expect(await texts(page, "main article h2")).toEqual(expectedOrder);
      expect(await page.locator("main article").first().getByText("Featured", { exact: true }).isVisible()).toBe(true);
      expect(await page.title()).toBe("Posts tagged soil health | Furrow");
      expect(await axeViolations(page)).toEqual([]);
      expect(failedResponses).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    it("puts the post this reader has viewed first", async () => {
      const { page } = await open(DESKTOP);
      const posts = await api<PostCard[]>("/api/blog-posts?tag=Soil%20Health&limit=100");
      // Unviewed, it would come last of its kind: not featured, and the oldest of those.
      const oldest = posts.filter((post) => !post.isFeatured).at(-1)!;
      await page.goto("/tags/Soil%20Health");
      await page.locator("main article").first().waitFor();
      expect((await texts(page, "main article h2"))[0]).not.toBe(oldest.title);

      // Reading it, then following its tag, is what this visit remembers; nothing is stored.
      await page.goto(`/blog/${oldest.slug}`);
      await page.getByRole("heading", { level: 1, name: oldest.title }).waitFor();
      await page.getByRole("link", { name: "#Soil Health" }).first().click();
      await page.waitForURL(/\/tags\//);
      await page.locator("main article").first().waitFor();
      expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);

      // The list arrives in the server's order; this visit's history reorders it.
      await expect.poll(async () => (await texts(page, "main article h2"))[0]).toBe(oldest.title);
    });

    it("looks right on a phone and a desktop", async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page } = await open(viewport);
        await page.goto("/tags/Soil%20Health");
        await page.locator("main article").first().waitFor();
        await scrollThroughPage(page);
        expect(await brokenImages(page)).toEqual([]);
        await animationsSettled(page);
        await page.screenshot({ path: join(SCREENSHOTS, `tag-page-${viewport.width}.png`), fullPage: true });
      }
    });
  });
});
