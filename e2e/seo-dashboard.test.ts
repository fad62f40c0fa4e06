import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SEO_DASHBOARD } from "../shared/constants";
import { axeViolations } from "./axe";
import { browserRun, shoot, signInWithDemo, viewportAt } from "./harness";
import type { ConsoleError } from "./session";

const WIDTHS = [390, 1280] as const;
const TITLE = "SEO & GEO Performance Dashboard";
const ENDPOINTS = ["/sitemap.xml", "/robots.txt", "/rss.xml", "/api/og-image", "/api/structured-data"];

/** Each tab, and the charts it draws with their height from spec section 9. */
const TABS: { name: string; charts: Record<string, number> }[] = [
  { name: "Overview", charts: { "trend-chart": SEO_DASHBOARD.trendChartHeightPx } },
  { name: "GEO Analysis", charts: { "crawler-chart": SEO_DASHBOARD.crawlerChartHeightPx } },
  { name: "Technical SEO", charts: { "indexing-chart": SEO_DASHBOARD.indexingChartHeightPx } },
  { name: "Performance", charts: {} },
  { name: "Monitoring", charts: {} },
];

describe("the SEO & GEO Performance Dashboard in a browser", () => {
  const run = browserRun();
  const open = (width = 1280) => run.open(viewportAt(width));
  const signInAtSeo = (page: Page) =>
    signInWithDemo(page, "/admin/seo", (signedIn) => signedIn.getByRole("heading", { level: 1, name: TITLE }).waitFor());

  /** Console errors other than the 401 of asking "who is signed in?" while signed out. */
  const unexpected = (errors: ConsoleError[]) => errors.filter((error) => !/401/.test(error.text));

  it("does not show the dashboard to a visitor who is not signed in, but the sign-in screen", async () => {
    const { page, consoleErrors } = await open(1280);
    await page.goto("/admin/seo");
    await page.getByRole("heading", { name: "Admin sign-in" }).waitFor();
    expect(await page.getByRole("heading", { name: TITLE }).count()).toBe(0);
    const answer = await page.request.get("/api/admin/seo-overview");
    expect(answer.status()).toBe(401);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  it("shows every tab with its charts at their heights, the live sitemap count and healthy endpoints, with no axe violations", async () => {
    for (const width of WIDTHS) {
      const { page, consoleErrors, failedResponses } = await open(width);
      await signInAtSeo(page);
      expect(await page.getByText("Global optimization health for search engines and AI chatbots").isVisible()).toBe(true);
      expect(await page.getByRole("tab", { name: "Overview", exact: true }).getAttribute("aria-selected")).toBe("true");

      for (const tab of TABS) {
        await page.getByRole("tab", { name: tab.name, exact: true }).click();
        const panel = page.getByRole("tabpanel", { name: tab.name, exact: true });
        await panel.waitFor();
        for (const [chart, height] of Object.entries(tab.charts)) {
          const svg = panel.locator(`[data-chart="${chart}"]`).getByRole("application");
          await svg.waitFor();
          expect(await svg.getAttribute("height"), chart).toBe(String(height));
          expect((await svg.boundingBox())?.height, chart).toBeCloseTo(height, 0);
          // Lines or bars were drawn, not only the axes.
          await panel.locator(`[data-chart="${chart}"]`).locator(".recharts-line-curve, .recharts-bar-rectangle").first().waitFor();
        }
        if (tab.name === "Technical SEO") {
          const sitemap = await page.request.get("/sitemap.xml").then((response) => response.text());
          const urls = sitemap.match(/<url>/g)?.length ?? 0;
          expect(urls).toBeGreaterThan(2);
          await expect.poll(() => panel.getByTestId("live-sitemap-urls").textContent()).toBe(`${urls} URLs`);
          const health = panel.getByRole("region", { name: "SEO Endpoint Health Check" });
          for (const path of ENDPOINTS) {
            const row = health.getByRole("listitem").filter({ has: page.getByText(path, { exact: true }) });
            await row.getByText(/^200 · \d+ ms$/).waitFor();
            expect(await row.getByRole("link", { name: `Test ${path} (opens in a new tab)` }).getAttribute("target")).toBe("_blank");
          }
        }
        if (tab.name === "Performance") await panel.getByTestId("live-pages").waitFor();
        await page.waitForLoadState("networkidle");
        await shoot(page, `seo-dashboard-${tab.name.toLowerCase().replace(" ", "-")}-${width}`);
        expect(await axeViolations(page), `${tab.name} at ${width} px`).toEqual([]);
      }
      expect(unexpected(consoleErrors)).toEqual([]);
      expect(failedResponses).toEqual([]);
    }
  });

  it("disables Refresh while it waits, then enables it and fetches the live figures again", async () => {
    const { page, consoleErrors } = await open(1280);
    await signInAtSeo(page);
    const refresh = page.getByRole("button", { name: "Refresh" });
    await page
      .getByTestId("live-sitemap-urls")
      .or(page.getByRole("tab", { name: "Overview" }))
      .first()
      .waitFor();
    const refetched = page.waitForResponse((response) => response.url().endsWith("/api/admin/seo-overview"), { timeout: 10_000 });

    await refresh.click();
    expect(await refresh.isDisabled()).toBe(true);
    expect(await refresh.locator("svg").getAttribute("class")).toContain("animate-spin");
    await expect.poll(() => refresh.isEnabled(), { timeout: 10_000 }).toBe(true);
    expect((await refetched).status()).toBe(200);
    expect(unexpected(consoleErrors)).toEqual([]);
  });
});
