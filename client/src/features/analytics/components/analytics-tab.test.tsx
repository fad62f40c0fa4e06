import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp, reply, replyError, stubFetch } from "@/test/render";
import { busyReport, emptyReport } from "@/test/analytics-report";
import { AnalyticsTab } from "./analytics-tab";

/** The analytics API answering each range with `answer(days)`; returns the days asked for, in order. */
function serveAnalytics(answer: (days: number) => Response | Promise<Response>) {
  const asked: number[] = [];
  stubFetch((url) => {
    if (url.pathname !== "/api/admin/analytics") return replyError(404, "Not found");
    const days = Number(url.searchParams.get("days"));
    asked.push(days);
    return answer(days);
  });
  return asked;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
const rowsOf = (table: HTMLElement) => within(table).getAllByRole("row").slice(1).map(cells);
/** The figure a <dt> labels, as its text. */
const figure = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("the Analytics tab", () => {
  it("shows the range's totals, the chart's summary and every list with its exact figures", async () => {
    const asked = serveAnalytics(() => reply("GET /api/admin/analytics", busyReport()));
    renderWithApp(<AnalyticsTab />);

    expect(await screen.findByRole("heading", { level: 2, name: "Analytics" })).toBeInTheDocument();
    await screen.findByText("Visitors", { selector: "dt" });
    expect(asked).toEqual([30]);
    expect(figure("Visitors")).toBe("1,234");
    expect(figure("Page views")).toBe("2,468");
    expect(figure("Searches")).toBe("17");
    expect(screen.getByText("Oct 7, 2026 to Nov 5, 2026 (UTC days)")).toBeInTheDocument();

    const chart = screen.getByRole("figure", { name: "Visitors and page views per day" });
    expect(chart).toHaveTextContent(
      "From Oct 7 to Nov 5: 1,234 visitors and 2,468 page views. The busiest day was Nov 2, with 900 page views from 400 visitors.",
    );

    const posts = screen.getByRole("table", { name: "Top posts" });
    expect(
      within(posts)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Post", "Page views", "Visitors", "Average read depth"]);
    expect(rowsOf(posts)).toEqual([
      ["Soil sensors that pay for themselves", "340", "120", "75%"],
      ["LoRa on the farm", "96", "80", "25%"],
    ]);
    expect(within(posts).getByRole("link", { name: "Soil sensors that pay for themselves" })).toHaveAttribute("href", "/blog/soil-sensors");

    // Answer engines are listed apart from the other sites that sent readers.
    expect(rowsOf(screen.getByRole("table", { name: "Answer engines" }))).toEqual([["ChatGPT", "12"]]);
    expect(rowsOf(screen.getByRole("table", { name: "Other referrers" }))).toEqual([["news.ycombinator.com", "9"]]);
    expect(rowsOf(screen.getByRole("table", { name: "Campaigns" }))).toEqual([["newsletter", "31"]]);
    expect(rowsOf(screen.getByRole("table", { name: "Crawler hits by bot" }))).toEqual([
      ["GPTBot", "OpenAI", "57"],
      ["Googlebot", "Google", "1,502"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "Searches that found nothing" }))).toEqual([["hydroponic quinoa", "4"]]);
    expect(screen.getByText("Topics readers want that the blog does not cover yet.")).toBeInTheDocument();
    expect(rowsOf(screen.getByRole("table", { name: "Popular tags" }))).toEqual([["sensors", "21"]]);
    expect(rowsOf(screen.getByRole("table", { name: "Shares" }))).toEqual([["linkedin", "6"]]);

    const newsletter = screen.getByRole("region", { name: "Newsletter" });
    expect(figure("Confirmed subscribers", newsletter)).toBe("88");
    expect(figure("Gained in this range", newsletter)).toBe("+5");
    expect(
      within(within(newsletter).getByRole("list", { name: "Subscriptions by day" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Nov 3: 6 subscribed, 1 unsubscribed"]);

    expect(screen.getByRole("link", { name: "What is counted" })).toHaveAttribute("href", "/privacy");
  });

  it("says so in words where a list is empty", async () => {
    serveAnalytics(() =>
      reply(
        "GET /api/admin/analytics",
        busyReport({ zeroResultSearches: [], answerEngines: [], shares: [], newsletter: { total: 88, gained: 0, daily: [] } }),
      ),
    );
    renderWithApp(<AnalyticsTab />);

    expect(await screen.findByText("No searches came up empty in this range.")).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Searches that found nothing" })).not.toBeInTheDocument();
    expect(screen.getByText("No reader came from an AI assistant's answer in this range.")).toBeInTheDocument();
    expect(screen.getByText("No share button was clicked in this range.")).toBeInTheDocument();
    expect(screen.getByText("No one subscribed or unsubscribed in this range.")).toBeInTheDocument();
    expect(rowsOf(screen.getByRole("table", { name: "Other referrers" }))).toEqual([["news.ycombinator.com", "9"]]);
  });

  it("asks for the last 7 days when pressed, keeping the last figures on screen until they arrive", async () => {
    let answerWeek: (response: Response) => void = () => {};
    const asked = serveAnalytics((days) =>
      days === 7 ? new Promise<Response>((resolve) => (answerWeek = resolve)) : reply("GET /api/admin/analytics", busyReport()),
    );
    renderWithApp(<AnalyticsTab />);
    const range = await screen.findByRole("group", { name: "Range" });
    expect(
      within(range)
        .getAllByRole("button")
        .map((button) => [button.textContent, button.getAttribute("aria-pressed")]),
    ).toEqual([
      ["Last 7 days", "false"],
      ["Last 30 days", "true"],
      ["Last 90 days", "false"],
    ]);
    await screen.findByText("Visitors", { selector: "dt" });

    await userEvent.click(within(range).getByRole("button", { name: "Last 7 days" }));
    expect(within(range).getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");
    expect(within(range).getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(asked).toEqual([30, 7]));
    expect(figure("Visitors")).toBe("1,234");
    expect(screen.getByText("Visitors", { selector: "dt" }).closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");

    answerWeek(reply("GET /api/admin/analytics", emptyReport(7, { totals: { visitors: 3, pageViews: 5, searches: 0 } })));
    await waitFor(() => expect(figure("Visitors")).toBe("3"));
    expect(figure("Page views")).toBe("5");
    expect(screen.getByText("Visitors", { selector: "dt" }).closest("[aria-busy]")).toHaveAttribute("aria-busy", "false");
  });

  it("shows the error state when the server fails, and Retry loads the report", async () => {
    let fail = true;
    const asked = serveAnalytics(() => (fail ? replyError(500, "Down") : reply("GET /api/admin/analytics", busyReport())));
    renderWithApp(<AnalyticsTab />);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't load the analytics.");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(figure("Visitors")).toBe("1,234"));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(asked).toEqual([30, 30]);
  });

  it("says no visits were recorded for a range without any, still showing the range, crawlers and newsletter", async () => {
    serveAnalytics((days) =>
      reply(
        "GET /api/admin/analytics",
        emptyReport(days, {
          crawlers: [{ bot: "ClaudeBot", owner: "Anthropic", purpose: "ai-training", hits: 8 }],
          newsletter: { total: 2, gained: 0, daily: [] },
        }),
      ),
    );
    renderWithApp(<AnalyticsTab />);

    expect(await screen.findByText("No visits recorded in the last 30 days yet.")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Range" })).toBeInTheDocument();
    expect(screen.queryByText("Visitors", { selector: "dt" })).not.toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Top posts" })).not.toBeInTheDocument();
    expect(screen.queryByRole("figure")).not.toBeInTheDocument();
    expect(rowsOf(screen.getByRole("table", { name: "Crawler hits by bot" }))).toEqual([["ClaudeBot", "Anthropic", "8"]]);
    expect(figure("Confirmed subscribers", screen.getByRole("region", { name: "Newsletter" }))).toBe("2");

    await userEvent.click(screen.getByRole("button", { name: "Last 90 days" }));
    expect(await screen.findByText("No visits recorded in the last 90 days yet.")).toBeInTheDocument();
  });

  it("leaves out the crawler and newsletter sections of an empty range when they have nothing to say", async () => {
    serveAnalytics(() => reply("GET /api/admin/analytics", emptyReport(30)));
    renderWithApp(<AnalyticsTab />);

    expect(await screen.findByText("No visits recorded in the last 30 days yet.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Crawler hits by bot" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Newsletter" })).not.toBeInTheDocument();
  });

  it("shows a busy skeleton while the first report loads", async () => {
    serveAnalytics(() => new Promise<Response>(() => {}));
    renderWithApp(<AnalyticsTab />);

    expect(await screen.findByLabelText("Loading analytics")).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText("Visitors", { selector: "dt" })).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
