import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ANALYTICS_META } from "@shared/constants";
import { resetAnalyticsForTests } from "@/lib/analytics";
import { PageViews } from "./page-views";

const tagScripts = () => document.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js"]');

/** The gtag calls queued so far, as plain arrays. */
const gtagCalls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

function visit(path: string) {
  const location = memoryLocation({ path });
  render(
    <Router hook={location.hook}>
      <PageViews />
    </Router>,
  );
  return (next: string) => act(() => location.navigate(next));
}

describe("page views", () => {
  afterEach(() => {
    document.head.querySelectorAll(`meta[name="${ANALYTICS_META}"]`).forEach((meta) => meta.remove());
    tagScripts().forEach((script) => script.remove());
    delete window.gtag;
    delete window.dataLayer;
    resetAnalyticsForTests();
  });

  it("sends nothing and loads no script when the page carries no analytics id", async () => {
    resetAnalyticsForTests();
    const navigate = visit("/");
    navigate("/posts");
    await vi.dynamicImportSettled();

    expect(tagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });

  it("with an analytics id, requests Google's tag once and reports every page the reader sees, the first included", async () => {
    document.head.append(Object.assign(document.createElement("meta"), { name: ANALYTICS_META, content: "G-TEST123" }));
    resetAnalyticsForTests();

    const navigate = visit("/");
    await vi.dynamicImportSettled();
    navigate("/posts");
    await vi.dynamicImportSettled();
    navigate("/blog/soil-moisture");
    await vi.dynamicImportSettled();

    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0]!.getAttribute("src")).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST123");
    expect(gtagCalls()).toContainEqual(["config", "G-TEST123", { send_page_view: false }]);
    const pageViews = gtagCalls().filter(([command, name]) => command === "event" && name === "page_view");
    expect(pageViews.map(([, , params]) => (params as { page_path: string }).page_path)).toEqual(["/", "/posts", "/blog/soil-moisture"]);
  });

  it("never sends a mail link's token to Google with the page's address", async () => {
    document.head.append(Object.assign(document.createElement("meta"), { name: ANALYTICS_META, content: "G-TEST123" }));
    resetAnalyticsForTests();
    const before = window.location.href;
    window.history.replaceState(null, "", "/newsletter?action=unsubscribe&token=reader-1.signature");
    try {
      visit("/newsletter");
      await vi.dynamicImportSettled();
      const [pageView] = gtagCalls().filter(([command, name]) => command === "event" && name === "page_view");
      const location = (pageView?.[2] as { page_location: string }).page_location;
      expect(location).toMatch(/\/newsletter\?action=unsubscribe$/);
      expect(location).not.toContain("signature");
    } finally {
      window.history.replaceState(null, "", before);
    }
  });
});
