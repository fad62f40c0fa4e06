import { act, render, screen, waitFor, within } from "@testing-library/react";
import { DEFAULT_NAVIGATION } from "@shared/navigation-editing";
import userEvent from "@testing-library/user-event";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { describe, expect, it, vi } from "vitest";
import type { PostCard } from "@shared/types";
import { AppProviders } from "@/app/providers";
import { siteSearch } from "@/app/site-search";
import { TopBar } from "@/components/layout/top-bar";
import { createQueryClient } from "@/lib/query-client";
import { makePost, profile } from "@/test/fixtures";
import { reply, replyError, stubFetch } from "@/test/render";
import { SEARCH_DEBOUNCE_MS } from "./search-dialog";

const RESULTS = [
  makePost(1, { title: "Variable-rate nitrogen", category: { name: "Precision Farming", color: "#2D5016" } }),
  makePost(2, { title: "Nitrogen and cover crops", category: { name: "Pale", color: "#F5D76E" } }),
  makePost(3, { title: "Nitrogen sensors" }),
];

/** The profile, and `results` for any search (or a search that never answers, or fails). */
function serveSearch(results: PostCard[] | "pending" | "fail" = RESULTS) {
  const spy = stubFetch((url) => {
    if (url.pathname === "/api/profile") return reply("GET /api/profile", profile);
    if (url.pathname === "/api/blog-posts/search") {
      if (results === "pending") return new Promise<Response>(() => {});
      if (results === "fail") return new Response("boom", { status: 500 });
      return reply("GET /api/blog-posts/search", results);
    }
    return replyError(404, "Not found");
  });
  const searches = () =>
    spy.mock.calls
      .map(([input]) => new URL(String(input), "http://x"))
      .filter((url) => url.pathname === "/api/blog-posts/search")
      .map((url) => url.searchParams.get("q"));
  return { searches };
}

function renderTopBar() {
  const location = memoryLocation({ path: "/", record: true });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Router hook={location.hook}>
        <TopBar search={siteSearch} links={DEFAULT_NAVIGATION.topBar} />
      </Router>
    </AppProviders>,
  );
  return { path: () => location.history!.at(-1) };
}

async function openWithShortcut() {
  await userEvent.keyboard("{Control>}k{/Control}");
  return screen.findByRole("dialog", { name: "Search Articles" });
}

const input = () => screen.getByRole("combobox", { name: "Search articles" });

describe("search dialog", () => {
  it("opens with Ctrl+K, focused, and asks nothing of the server under 3 characters", async () => {
    const { searches } = serveSearch();
    renderTopBar();

    const dialog = await openWithShortcut();
    await waitFor(() => expect(input()).toHaveFocus());
    expect(within(dialog).getByText("Start typing to search for articles...")).toBeInTheDocument();

    // The debounce's clock is the test's to move: "it has passed" is then a fact, whatever the machine's load.
    // (It also keeps pace with real time, which the testing library's own zero-delay waits need.)
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(input(), "ni");
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 5));
      expect(within(dialog).getByText("Start typing to search for articles...")).toBeInTheDocument();
      // A third letter is searched once its pause is over; a search for two, had one gone, would come first.
      await user.type(input(), "t");
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 5));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(searches()).toEqual(["nit"]));
  });

  it("opens with Cmd+K and from the search button too", async () => {
    serveSearch();
    renderTopBar();

    await userEvent.keyboard("{Meta>}k{/Meta}");
    expect(await screen.findByRole("dialog", { name: "Search Articles" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("dialog", { name: "Search Articles" })).toBeInTheDocument();
  });

  it("shows three placeholders while the search is under way", async () => {
    serveSearch("pending");
    renderTopBar();
    await openWithShortcut();

    await userEvent.type(input(), "nitrogen");

    await waitFor(() => expect(screen.getAllByTestId("search-placeholder")).toHaveLength(3));
  });

  it("shows each result with its title, excerpt, category badge in its colour, the author and the date", async () => {
    const { searches } = serveSearch();
    renderTopBar();
    await openWithShortcut();

    await userEvent.type(input(), "nitrogen");

    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.getAttribute("href"))).toEqual(["/blog/post-1", "/blog/post-2", "/blog/post-3"]);
    const first = within(options[0]);
    expect(options[0]).toHaveAccessibleName(/^Variable-rate nitrogen/);
    expect(first.getByText("What the field told us on day 1.")).toBeInTheDocument();
    expect(first.getByText("Ada Fields")).toBeInTheDocument();
    expect(first.getByText("Nov 5, 2026")).toBeInTheDocument();
    expect(options[0].querySelector("img")).toHaveAttribute("src", "/images/posts/post-1.svg");
    expect(first.getByText("Precision Farming")).toHaveStyle({ backgroundColor: "#2D5016", color: "#FFFFFF" });
    expect(within(options[1]).getByText("Pale")).toHaveStyle({ backgroundColor: "#F5D76E", color: "#000000" });
    // The debounce sent only the whole word.
    expect(searches()).toEqual(["nitrogen"]);
  });

  it("marks a page as a page, undated, and opens it at its own address", async () => {
    serveSearch([makePost(4, { title: "About the nitrogen farm", slug: "about", kind: "page" }), RESULTS[0]]);
    const { path } = renderTopBar();
    await openWithShortcut();
    await userEvent.type(input(), "nitrogen");

    const [page, post] = await screen.findAllByRole("option");
    expect(page).toHaveAttribute("href", "/about");
    expect(within(page).getByText("Page")).toBeInTheDocument();
    expect(within(page).queryByText("Ada Fields")).not.toBeInTheDocument();
    expect(within(post).queryByText("Page")).not.toBeInTheDocument();
    await userEvent.click(page);
    expect(path()).toBe("/about");
  });

  it("says nothing matched, with the query, and suggests other keywords or browsing", async () => {
    serveSearch([]);
    renderTopBar();
    const dialog = await openWithShortcut();

    await userEvent.type(input(), "xyzzy");

    expect(await within(dialog).findByText('No articles found matching "xyzzy"')).toBeInTheDocument();
    expect(within(dialog).getByText(/Try other keywords/)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "browse categories" })).toHaveAttribute("href", "/posts");
  });

  it("moves through the results with the arrow keys and opens the highlighted one with Enter, closing and clearing", async () => {
    serveSearch();
    const { path } = renderTopBar();
    await openWithShortcut();
    await userEvent.type(input(), "nitrogen");
    const options = await screen.findAllByRole("option");
    expect(input()).not.toHaveAttribute("aria-activedescendant");

    await userEvent.keyboard("{ArrowDown}");
    expect(input()).toHaveAttribute("aria-activedescendant", options[0].id);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(input()).toHaveAttribute("aria-activedescendant", options[0].id); // wrapped round
    await userEvent.keyboard("{ArrowUp}");
    expect(input()).toHaveAttribute("aria-activedescendant", options[2].id);
    await userEvent.keyboard("{ArrowUp}");
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    expect(options[2]).toHaveAttribute("aria-selected", "false");

    await userEvent.keyboard("{Enter}");

    expect(path()).toBe("/blog/post-2");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await openWithShortcut();
    expect(input()).toHaveValue("");
  });

  it("opens a clicked result and closes", async () => {
    serveSearch();
    const { path } = renderTopBar();
    await openWithShortcut();
    await userEvent.type(input(), "nitrogen");

    await userEvent.click(await screen.findByRole("option", { name: /^Nitrogen sensors/ }));

    expect(path()).toBe("/blog/post-3");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("clears the query when closed", async () => {
    serveSearch();
    renderTopBar();
    await openWithShortcut();
    await userEvent.type(input(), "nitrogen");
    await screen.findAllByRole("option");

    await userEvent.click(screen.getByRole("button", { name: "Close search" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await openWithShortcut();

    expect(input()).toHaveValue("");
    expect(screen.getByText("Start typing to search for articles...")).toBeInTheDocument();
  });

  it("offers a retry when the search fails", async () => {
    serveSearch("fail");
    renderTopBar();
    const dialog = await openWithShortcut();
    await userEvent.type(input(), "nitrogen");

    expect(await within(dialog).findByText("The search could not be completed.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("opens from the mobile menu's Search entry", async () => {
    serveSearch();
    renderTopBar();

    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    await userEvent.click(within(menu).getByRole("button", { name: "Search" }));

    expect(await screen.findByRole("dialog", { name: "Search Articles" })).toBeInTheDocument();
  });
});
