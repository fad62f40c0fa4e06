import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ANALYTICS } from "../shared/analytics";
import type { AnalyticsReport } from "../shared/types";
import { samplePosts } from "../server/seed/sample-content";
import { axeViolations } from "./axe";
import { browserRun, shoot, signInWithDemo, viewportAt } from "./harness";
import { hydrated, nextFrame } from "./session";

/** A reader's browser as it announces itself; the headless one calls itself HeadlessChrome, and programs are not counted. */
const READER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const READ = samplePosts.filter((post) => post.isPublished).slice(0, 3);
const NOTHING_FOUND = "hydroponic quinoa on mars";
const ASSETS = fileURLToPath(new URL("../dist/client/assets/", import.meta.url));

/** Waits for the next beacon the server accepted whose body mentions `text`. */
function beaconWith(page: Page, text: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith(ANALYTICS.collectPath) && response.status() === 202 && (response.request().postData() ?? "").includes(text),
    {
      timeout: 15_000,
    },
  );
}

async function browserKeepsNothing(page: Page): Promise<void> {
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }))).toEqual({
    local: [],
    session: [],
  });
}

describe("privacy-first analytics in a real browser", () => {
  const run = browserRun();

  it("counts three articles read, one to the end, and a search that found nothing, keeping nothing in the browser; the author sees exactly those figures", async () => {
    const { page } = await run.open(viewportAt(1280), { userAgent: READER_AGENT });
    for (const [index, post] of READ.entries()) {
      const viewed = beaconWith(page, '"pageview"');
      await page.goto(`/blog/${post.slug}`);
      await page.getByRole("heading", { level: 1, name: post.title }).waitFor();
      await viewed;
      if (index === 0) await browserKeepsNothing(page);
    }
    // Reading the last one to the end, as a reader scrolls: the four marks leave in one beacon.
    const depth = beaconWith(page, '"percent":100');
    for (let step = 0; step < 40; step += 1) {
      await page.mouse.wheel(0, 400);
      await nextFrame(page); // a reader's scroll is drawn before the next one comes
    }
    expect((await depth).request().postData()).toContain('"percent":25');

    await page.goto("/posts");
    const searched = beaconWith(page, NOTHING_FOUND);
    await (await hydrated(page.getByRole("searchbox").first())).fill(NOTHING_FOUND);
    await page.getByText("No posts found matching your criteria.").waitFor();
    await searched;
    await browserKeepsNothing(page);

    await signInWithDemo(page, "/admin?tab=analytics", (signedIn) => signedIn.getByRole("heading", { name: "Admin Dashboard" }).waitFor());
    const report = (await (await page.request.get("/api/admin/analytics?days=7")).json()) as AnalyticsReport;
    expect(report.totals).toEqual({ visitors: 1, pageViews: 4, searches: 1 });
    expect(report.topPosts.map(({ slug, pageViews, averageReadDepth }) => ({ slug, pageViews, averageReadDepth }))).toEqual(
      expect.arrayContaining(
        READ.map((post, index) => ({ slug: post.slug, pageViews: 1, averageReadDepth: index === READ.length - 1 ? 100 : 0 })),
      ),
    );
    expect(report.topPosts).toHaveLength(3);
    expect(report.zeroResultSearches).toEqual([{ query: NOTHING_FOUND, count: 1 }]);

    const panel = page.getByRole("tabpanel", { name: "Analytics", exact: true });
    await panel.getByText(NOTHING_FOUND).waitFor();
    // The same figures on the screen (its default range, 30 days, holds only today).
    const figure = (label: string) =>
      panel
        .locator("dt", { hasText: new RegExp(`^${label}$`) })
        .locator("xpath=following-sibling::dd[1]")
        .innerText();
    expect([await figure("Visitors"), await figure("Page views"), await figure("Searches")]).toEqual(["1", "4", "1"]);
    const rowsOf = async (table: string) =>
      (await panel.getByRole("table", { name: table }).locator("tbody tr").allInnerTexts()).map((row) =>
        row
          .split(/\s*\t\s*|\n+/)
          .map((cell) => cell.trim())
          .filter(Boolean),
      );
    expect(await rowsOf("Top posts")).toEqual(
      expect.arrayContaining(READ.map((post, index) => [post.title, "1", "1", index === READ.length - 1 ? "100%" : "0%"])),
    );
    expect(await rowsOf("Top posts")).toHaveLength(READ.length);
    expect(await rowsOf("Searches that found nothing")).toEqual([[NOTHING_FOUND, "1"]]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, "admin-analytics-1280");

    await page.getByRole("tab", { name: "Profile", exact: true }).click();
    await page.getByRole("tabpanel", { name: "Profile", exact: true }).getByLabel("Name", { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("ships the beacon as a script of its own, under 2 KB gzipped with every chunk it brings, that no page loads before it has loaded", async () => {
    const beacons = (await readdir(ASSETS)).filter((name) => /^beacon-.*\.js$/.test(name));
    expect(beacons).toHaveLength(1);
    const html = await (await fetch(`${run.server.url}/`)).text();
    expect(html).not.toContain(beacons[0]);
    // What loading the beacon costs a reader: its chunk and whatever it imports that the page has not already loaded.
    const brought = new Set<string>();
    const follow = async (chunk: string): Promise<void> => {
      if (brought.has(chunk) || html.includes(chunk)) return;
      brought.add(chunk);
      const code = await readFile(join(ASSETS, chunk), "utf8");
      for (const [, imported] of code.matchAll(/from\s*["']\.\/([^"']+\.js)["']/g)) await follow(imported!);
    };
    await follow(beacons[0]!);
    let gzipped = 0;
    for (const chunk of brought) gzipped += gzipSync(await readFile(join(ASSETS, chunk))).length;
    expect(gzipped).toBeLessThan(2048);
  });
});
