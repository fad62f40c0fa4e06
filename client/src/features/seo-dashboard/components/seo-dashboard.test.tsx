// The SEO dashboard's tabs tested together (over 300 lines): they share one fetch fake and one
// rendered dashboard, and what one tab shows depends on the answers the others also read.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AiTraffic, SeoOverview } from "@shared/types";
import { adminSession } from "@/test/fixtures";
import { reply, replyError, routeFetch, type FakeRequest } from "@/test/render";
import { renderApp } from "@/test/render-app";
import { openTab } from "@/test/tabs";
import { tableRows } from "@/test/table-rows";

const figures: SeoOverview = {
  sitemapUrls: 31,
  rssPosts: 12,
  aiBotsAllowed: ["GPTBot", "Claude-Web", "PerplexityBot"],
  schemaTypes: ["WebSite", "Blog", "BlogPosting"],
  publishedPosts: 12,
  totalPosts: 13,
  pages: 31,
  imagesWithoutAlt: [{ slug: "drip-lines", title: "Drip lines in clay", count: 2 }],
  generatedAt: "2026-11-05T12:00:00.000Z",
};

const aiTraffic: AiTraffic = {
  days: 30,
  crawlers: [
    { bot: "Googlebot", owner: "Google", purpose: "search", hits: 1240 },
    { bot: "GPTBot", owner: "OpenAI", purpose: "ai-training", hits: 57 },
  ],
  crawledPages: [
    { path: "/blog/soil-sensors", hits: 96 },
    { path: "/llms.txt", hits: 14 },
  ],
  answerEngines: [{ engine: "Perplexity", visits: 9 }],
};

/** The server as the dashboard sees it; `overrides` answers chosen requests differently. */
function serveDashboard(overrides: (request: FakeRequest) => Response | Promise<Response> | undefined = () => undefined) {
  return routeFetch((request) => {
    const special = overrides(request);
    if (special) return special;
    if (request.path === "/api/admin/verify-session") return reply("GET /api/admin/verify-session", adminSession);
    if (request.path === "/api/admin/seo-overview") return reply("GET /api/admin/seo-overview", figures);
    if (request.path === "/api/admin/analytics/ai-traffic") return reply("GET /api/admin/analytics/ai-traffic", aiTraffic);
    if (request.path === "/api/structured-data")
      return reply("GET /api/structured-data", [{ "@context": "https://schema.org", "@type": "WebSite" }]);
    if (["/sitemap.xml", "/robots.txt", "/rss.xml", "/api/og-image"].includes(request.path)) return new Response("ok");
    return replyError(404, "Not found");
  });
}

const overviewCalls = (requests: FakeRequest[]) => requests.filter((request) => request.path === "/api/admin/seo-overview").length;
const aiTrafficCalls = (requests: FakeRequest[]) => requests.filter((request) => request.path === "/api/admin/analytics/ai-traffic").length;

/** The label beside a figure: the nearest row or card that carries a 'Live' or 'Sample figure' tag. */
function sourceOf(element: HTMLElement): string | undefined {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const tag = [...node.querySelectorAll("span")].find((span) => span.textContent === "Live" || span.textContent === "Sample figure");
    if (tag) return tag.textContent ?? undefined;
  }
  return undefined;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe("the SEO & GEO Performance Dashboard", { timeout: 20_000 }, () => {
  it("has the title, subtitle, site navigation, four summary cards with their ratings, and Overview open", async () => {
    serveDashboard();
    renderApp("/admin/seo");

    expect(await screen.findByRole("heading", { level: 1, name: "SEO & GEO Performance Dashboard" })).toBeInTheDocument();
    expect(screen.getByText("Global optimization health for search engines and AI chatbots")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Site" });
    const links = Object.fromEntries(
      within(nav)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    );
    expect(links).toMatchObject({ Home: "/", Posts: "/posts", "Admin dashboard": "/admin", "Open Graph testing centre": "/og-test" });
    expect(screen.getByText(/^Last updated:/)).toBeInTheDocument();

    const summary = screen.getByRole("region", { name: "Summary" });
    const cards = within(summary)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(cards).toEqual(["Overall SEO Score", "GEO Score", "AI Visibility", "Performance"]);
    const overall = within(summary).getByRole("heading", { name: "Overall SEO Score" }).closest("div.flex.h-full") as HTMLElement;
    expect(within(overall).getByText("95")).toHaveClass("text-green-700");
    expect(within(overall).getByText("Excellent")).toBeInTheDocument();
    expect(within(overall).getByText("Sample figure")).toBeInTheDocument();
    expect(within(summary).getByRole("progressbar", { name: "GEO Score: 92 out of 100" })).toHaveAttribute("aria-valuenow", "92");

    const tabs = screen.getByRole("tablist", { name: "Dashboard sections" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Overview", "GEO Analysis", "Technical SEO", "Performance", "Monitoring"]);
    expect(within(tabs).getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    const overview = screen.getByRole("tabpanel", { name: "Overview" });
    expect(within(overview).getByText("SEO and GEO trend by month")).toBeInTheDocument();
    for (const title of ["Technical SEO", "Content Optimization", "Search Engine Health", "Social Signals"]) {
      expect(within(overview).getByRole("heading", { name: title })).toBeInTheDocument();
    }
    // A 'Good' score (75 to 89) is neither green nor red.
    const social = within(overview).getByRole("heading", { name: "Social Signals" }).closest("div.flex.h-full") as HTMLElement;
    expect(within(social).getByText("Good")).toBeInTheDocument();
  });

  it("sends a signed-out visitor to sign in instead of showing the dashboard", async () => {
    const { requests } = routeFetch(({ path }) =>
      path === "/api/admin/verify-session"
        ? replyError(401, "Sign in first")
        : reply("GET /api/auth/options", { google: false, github: false, demo: true }),
    );
    renderApp("/admin/seo");
    expect(await screen.findByRole("heading", { name: "Admin sign-in" })).toBeInTheDocument();
    expect(screen.queryByText("SEO & GEO Performance Dashboard")).not.toBeInTheDocument();
    expect(requests.some((request) => request.path === "/api/admin/seo-overview")).toBe(false);
  });

  it("shows the site's own figures as Live in place of the samples, and the rest as Sample figure", async () => {
    serveDashboard();
    renderApp("/admin/seo");
    const technical = await openTab("Technical SEO");

    const sitemap = await within(technical).findByText("31 URLs");
    expect(sourceOf(sitemap)).toBe("Live");
    expect(within(technical).queryByText("89 URLs")).not.toBeInTheDocument();
    expect(sourceOf(within(technical).getByText("3 AI bots allowed"))).toBe("Live");
    expect(within(technical).getByText("GPTBot, Claude-Web, PerplexityBot")).toBeInTheDocument();
    expect(sourceOf(within(technical).getByText("12 posts"))).toBe("Live");
    expect(sourceOf(within(technical).getByText("3 schema types"))).toBe("Live");
    expect(sourceOf(within(technical).getByText("Valid until 2025-12-31"))).toBe("Sample figure");
    expect(sourceOf(within(technical).getByText("Pages indexed per search engine"))).toBe("Sample figure");

    const performance = await openTab("Performance");
    expect(sourceOf(within(performance).getByText("86"))).toBe("Sample figure");
    expect(within(performance).getByText(/of 89 pages indexed \(97%\)/)).toBeInTheDocument();
    expect(sourceOf(within(performance).getByTestId("live-pages"))).toBe("Live");
    expect(within(performance).getByTestId("live-pages")).toHaveTextContent("31");
    expect(within(performance).getByRole("progressbar", { name: "Published posts: 12 of 13" })).toBeInTheDocument();
    expect(within(performance).getByRole("progressbar", { name: "Mobile page speed: 89 out of 100" })).toBeInTheDocument();
    expect(within(performance).getByRole("progressbar", { name: "Desktop page speed: 95 out of 100" })).toBeInTheDocument();
  });

  it("marks the health check with ticks and a structured-data warning, opens each endpoint in a new tab, and shows how each answers now", async () => {
    serveDashboard(({ path }) => (path === "/api/structured-data" ? replyError(500, "Broken") : undefined));
    renderApp("/admin/seo");
    const technical = await openTab("Technical SEO");
    const health = within(technical).getByRole("region", { name: "SEO Endpoint Health Check" });
    const rows = within(health).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector("code")?.textContent)).toEqual([
      "/sitemap.xml",
      "/robots.txt",
      "/rss.xml",
      "/api/og-image",
      "/api/structured-data",
    ]);
    expect(
      rows.map((row) => (within(row).queryByText("Passing") ? "tick" : within(row).queryByText("Warning") ? "warning" : "none")),
    ).toEqual(["tick", "tick", "tick", "tick", "warning"]);
    for (const row of rows) {
      const path = row.querySelector("code")!.textContent!;
      const test = within(row).getByRole("link", { name: `Test ${path} (opens in a new tab)` });
      expect(test).toHaveAttribute("href", path);
      expect(test).toHaveAttribute("target", "_blank");
      expect(test).toHaveAttribute("rel", "noopener noreferrer");
    }
    await waitFor(() => expect(within(rows[0]).getByText(/^200 · \d+ ms$/)).toHaveClass("text-green-700"));
    await waitFor(() => expect(within(rows[4]).getByText(/^500 · \d+ ms$/)).toHaveClass("text-red-700"));
  });

  it("disables and spins Refresh for 2 s, then updates the time and fetches the live figures again", async () => {
    const { requests } = serveDashboard();
    renderApp("/admin/seo");
    const button = await screen.findByRole("button", { name: "Refresh" });
    await openTab("Technical SEO");
    const probes = () => requests.filter((request) => request.path === "/sitemap.xml").length;
    await waitFor(() => expect(overviewCalls(requests)).toBe(1));
    await waitFor(() => expect(probes()).toBe(1));
    const lastUpdated = screen.getByText(/^Last updated:/);
    const before = lastUpdated.textContent;

    // Only the clock the wait uses is faked, from here on, so the page above loaded in real time.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(new Date("2026-11-05T21:09:07"));
    fireEvent.click(button);
    expect(button).toBeDisabled();
    expect(button.querySelector("svg")).toHaveClass("animate-spin");
    expect(screen.getByText("Refreshing the figures...")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(button).toBeDisabled();
    expect(lastUpdated).toHaveTextContent(before!);
    expect(overviewCalls(requests)).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button).toBeEnabled();
    expect(button.querySelector("svg")).not.toHaveClass("animate-spin");
    expect(lastUpdated).toHaveTextContent("Last updated: 9:09:09 PM");
    vi.useRealTimers();
    await waitFor(() => expect(overviewCalls(requests)).toBe(2));
    // The endpoint health checks run again too.
    await waitFor(() => expect(probes()).toBe(2));
  });

  it("says when the live figures fail, keeps the samples, and retries", async () => {
    let fail = true;
    serveDashboard(({ path }) => (path === "/api/admin/seo-overview" && fail ? replyError(503, "Down") : undefined));
    renderApp("/admin/seo");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The live figures could not be loaded; the sample figures are still shown.");
    expect(screen.getByText("95")).toBeInTheDocument();
    const technical = await openTab("Technical SEO");
    expect(within(technical).getAllByText("Unavailable")).toHaveLength(5);

    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await within(technical).findByText("31 URLs")).toBeInTheDocument();
    expect(screen.queryByText("The live figures could not be loaded; the sample figures are still shown.")).not.toBeInTheDocument();
  });

  it("shows the six GEO cards and the crawlers robots.txt lets in, and the monitoring tools open in new tabs", async () => {
    serveDashboard();
    renderApp("/admin/seo");
    const geo = await openTab("GEO Analysis");
    const titles = [
      "AI Chatbot References",
      "Structured Data Compliance",
      "Content Authority",
      "Semantic Optimization",
      "Conversational Queries",
      "Knowledge Graph",
    ];
    for (const title of titles) {
      const card = within(geo).getByRole("heading", { name: title }).closest("div.flex.h-full") as HTMLElement;
      expect(within(card).getByText("%")).toBeInTheDocument();
      expect(within(card).getByRole("progressbar")).toBeInTheDocument();
      expect(card.querySelectorAll("p").length).toBeGreaterThanOrEqual(3);
    }
    expect(within(geo).getByText("Score per AI crawler")).toBeInTheDocument();
    const allowed = await within(geo).findByRole("list", { name: "AI crawlers allowed by robots.txt" });
    expect(
      within(allowed)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(figures.aiBotsAllowed);

    const monitoring = await openTab("Monitoring");
    const tools = within(within(monitoring).getByRole("region", { name: "Analysis tools" })).getAllByRole("link");
    const names = ["Google Search Console", "PageSpeed Insights", "Schema.org validator", "Lighthouse", "Ahrefs", "SEMrush"];
    expect(tools.map((link) => names.find((name) => link.textContent?.startsWith(name)))).toEqual(names);
    for (const link of tools) expect(link).toHaveAttribute("target", "_blank");
    expect(within(monitoring).getByRole("heading", { name: "Sample test queries" })).toBeInTheDocument();
    expect(within(monitoring).getByRole("heading", { name: "Content-authority signals" })).toBeInTheDocument();
  });

  it("shows what crawlers and answer engines did in the last 30 days as Live figures, and fetches them again on Refresh", async () => {
    const { requests, spy } = serveDashboard();
    renderApp("/admin/seo");
    const geo = await openTab("GEO Analysis");
    const card = within(geo).getByRole("region", { name: "What crawlers and answer engines did here (last 30 days)" });

    const crawlers = await within(card).findByRole("table", { name: "Crawler hits by bot" });
    expect(sourceOf(crawlers)).toBe("Live");
    expect(tableRows(crawlers)).toEqual([
      ["Googlebot", "Google", "1,240"],
      ["GPTBot", "OpenAI", "57"],
    ]);
    expect(tableRows(within(card).getByRole("table", { name: "Most crawled pages" }))).toEqual([
      ["/blog/soil-sensors", "96"],
      ["/llms.txt", "14"],
    ]);
    expect(tableRows(within(card).getByRole("table", { name: "Answer engines" }))).toEqual([["Perplexity", "9"]]);
    expect(spy.mock.calls.map(([input]) => String(input)).filter((url) => url.includes("ai-traffic"))).toEqual([
      "/api/admin/analytics/ai-traffic?days=30",
    ]);

    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(aiTrafficCalls(requests)).toBe(2), { timeout: 4000 });
  });

  it("says when nothing was counted yet", async () => {
    serveDashboard(({ path }) =>
      path === "/api/admin/analytics/ai-traffic"
        ? reply("GET /api/admin/analytics/ai-traffic", { days: 30, crawlers: [], crawledPages: [], answerEngines: [] })
        : undefined,
    );
    renderApp("/admin/seo");
    const geo = await openTab("GEO Analysis");

    expect(await within(geo).findByText("No crawler visits recorded yet.")).toBeInTheDocument();
    expect(within(geo).getByText("No page has been crawled yet.")).toBeInTheDocument();
    expect(within(geo).getByText("No visits from answer engines yet.")).toBeInTheDocument();
    expect(within(geo).queryByRole("table", { name: "Crawler hits by bot" })).not.toBeInTheDocument();
  });

  it("shows a placeholder while the crawler figures load, says they are Unavailable when they fail, and retries them", async () => {
    let fail = true;
    let answerFirst: (response: Response) => void = () => {};
    const first = new Promise<Response>((resolve) => (answerFirst = resolve));
    serveDashboard(({ path }) => (path === "/api/admin/analytics/ai-traffic" && fail ? first : undefined));
    renderApp("/admin/seo");
    const geo = await openTab("GEO Analysis");
    const card = within(geo).getByRole("region", { name: "What crawlers and answer engines did here (last 30 days)" });
    expect(await within(card).findByRole("status")).toHaveTextContent("Loading...");

    answerFirst(replyError(500, "Down"));
    expect(await within(card).findByText("Unavailable")).toBeInTheDocument();
    expect(within(card).queryByRole("status")).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(within(card).getByRole("button", { name: "Retry" }));
    expect(tableRows(await within(card).findByRole("table", { name: "Answer engines" }))).toEqual([["Perplexity", "9"]]);
    expect(within(card).queryByText("Unavailable")).not.toBeInTheDocument();
  });
});
