import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { afterEach, describe, expect, it } from "vitest";
import type { PostCard } from "@shared/types";
import { AppProviders } from "@/app/providers";
import { AppRouter } from "@/app/router";
import { createQueryClient } from "@/lib/query-client";
import { makePost, profile } from "@/test/fixtures";
import { reply, replyError, stubFetch } from "@/test/render";

/** A fake server over `stored` that filters, pages and counts as the real list endpoint does. */
function servePosts(stored: PostCard[], { failLists = false } = {}) {
  const state = { failLists };
  const spy = stubFetch((url) => {
    if (url.pathname === "/api/profile") return reply("GET /api/profile", profile);
    if (url.pathname === "/api/blog-posts/tags") {
      const names = [...new Set(stored.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b));
      return reply(
        "GET /api/blog-posts/tags",
        names.map((name) => ({ name, count: stored.filter((post) => post.tags.includes(name)).length })),
      );
    }
    if (url.pathname === "/api/blog-posts") {
      if (state.failLists) return new Response("boom", { status: 500 });
      const q = url.searchParams.get("q")?.toLowerCase();
      const tag = url.searchParams.get("tag")?.toLowerCase();
      const matching = stored.filter(
        (post) =>
          (!q || [post.title, post.excerpt, ...post.tags].some((text) => text.toLowerCase().includes(q))) &&
          (!tag || post.tags.some((name) => name.toLowerCase() === tag)),
      );
      const offset = Number(url.searchParams.get("offset") ?? 0);
      const limit = Number(url.searchParams.get("limit") ?? 20);
      return reply("GET /api/blog-posts", matching.slice(offset, offset + limit), {
        headers: { "X-Total-Count": String(matching.length) },
      });
    }
    return replyError(404, "Not found");
  });
  const listRequests = () =>
    spy.mock.calls
      .map(([input]) => new URL(String(input), "http://x"))
      .filter((url) => url.pathname === "/api/blog-posts")
      .map((url) => Object.fromEntries(url.searchParams));
  return { spy, state, listRequests };
}

/** The app at `path`, with its in-memory history so a test can read the URL. */
function renderPostsPage(path = "/posts") {
  const location = memoryLocation({ path, record: true });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppRouter />
      </Router>
    </AppProviders>,
  );
  return { url: () => location.history!.at(-1)! };
}

const SAMPLE = [
  makePost(1, { title: "Soil moisture probes", tags: ["Soil Health", "IoT", "Water", "Data"], createdAt: "2026-11-20T12:00:00.000Z" }),
  makePost(2, { title: "Drone scouting", tags: ["Drones"], createdAt: "2026-11-02T12:00:00.000Z" }),
  makePost(3, { title: "Cover crops", tags: ["Soil Health", "Carbon"], createdAt: "2026-10-10T12:00:00.000Z" }),
];

const groupHeadings = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
const cardTitles = () => screen.queryAllByRole("article").map((card) => within(card).getByRole("heading").textContent);

describe("all posts page", () => {
  afterEach(() => localStorage.clear());

  it("groups the unfiltered posts by month and shows two tags plus '+N more', author, date and minutes", async () => {
    servePosts(SAMPLE);
    renderPostsPage();

    // The page's code arrives with the page (router.tsx), a moment after the shell.
    expect(await screen.findByRole("heading", { level: 1, name: "All Blog Posts" })).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(groupHeadings()).toEqual(["November 2026", "October 2026"]);

    const first = screen.getAllByRole("article")[0];
    const tags = within(within(first).getByRole("list", { name: "Tags" })).getAllByRole("listitem");
    expect(tags.map((tag) => tag.textContent)).toEqual(["Soil Health", "IoT", "+2 more"]);
    expect(within(first).getByRole("link", { name: "Soil moisture probes" })).toHaveAttribute("href", "/blog/post-1");
    expect(within(first).getByText("Ada Fields")).toBeInTheDocument();
    expect(within(first).getByText("Nov 20, 2026")).toBeInTheDocument();
    expect(within(first).getByText("4 min")).toBeInTheDocument();
    // Exactly two tags: no '+N more' badge.
    expect(within(screen.getAllByRole("article")[2]).queryByText(/more$/)).not.toBeInTheDocument();
    expect(screen.getByText("Showing 3 of 3 posts")).toBeInTheDocument();
  });

  it("searches at once on Enter, from a GET form to /posts that works before the script has taken over", async () => {
    servePosts(SAMPLE);
    const { url } = renderPostsPage("/posts?tag=IoT");
    await waitFor(() => expect(cardTitles().length).toBeGreaterThan(0));

    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("action", "/posts");
    expect(form).toHaveAttribute("method", "get");
    expect(within(form).getByRole("searchbox", { name: "Search posts" })).toHaveAttribute("name", "q");
    expect(form.querySelector('input[type="hidden"][name="tag"]')).toHaveValue("IoT");

    await userEvent.type(screen.getByPlaceholderText("Search posts..."), "soil{Enter}");
    // Well inside the typing pause: Enter does not wait for it.
    expect(url()).toBe("/posts?q=soil&tag=IoT");
  });

  it("sends the typed search to the server after a pause, lists the matches as 'All Posts' and keeps ?q= in the URL", async () => {
    const { listRequests } = servePosts(SAMPLE);
    const { url } = renderPostsPage();
    await waitFor(() => expect(cardTitles()).toHaveLength(3));

    await userEvent.type(screen.getByPlaceholderText("Search posts..."), "soil");

    await waitFor(() => expect(cardTitles()).toEqual(["Soil moisture probes", "Cover crops"]));
    expect(groupHeadings()).toEqual(["All Posts"]);
    expect(url()).toBe("/posts?q=soil");
    // One request for the whole word, none for "s", "so" or "soi".
    expect(listRequests().map((params) => params.q)).toEqual([undefined, "soil"]);
  });

  it("toggles a tag filter with its button and restores everything with Clear filters", async () => {
    servePosts(SAMPLE);
    const { url } = renderPostsPage();
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(screen.queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument();

    const filters = within(screen.getByRole("group", { name: "Filter by tag" }));
    expect(filters.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Carbon",
      "Data",
      "Drones",
      "IoT",
      "Soil Health",
      "Water",
    ]);
    await userEvent.click(filters.getByRole("button", { name: "Drones" }));

    await waitFor(() => expect(cardTitles()).toEqual(["Drone scouting"]));
    expect(filters.getByRole("button", { name: "Drones" })).toHaveAttribute("aria-pressed", "true");
    expect(groupHeadings()).toEqual(["All Posts"]);
    expect(url()).toBe("/posts?tag=Drones");

    await userEvent.click(filters.getByRole("button", { name: "Drones" }));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(filters.getByRole("button", { name: "Drones" })).toHaveAttribute("aria-pressed", "false");

    await userEvent.click(filters.getByRole("button", { name: "Carbon" }));
    await waitFor(() => expect(cardTitles()).toEqual(["Cover crops"]));
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(groupHeadings()).toEqual(["November 2026", "October 2026"]);
    expect(url()).toBe("/posts");
  });

  it("starts from the filters in the URL, as after a reload", async () => {
    const { listRequests } = servePosts(SAMPLE);
    renderPostsPage("/posts?q=soil&tag=Carbon");

    await waitFor(() => expect(cardTitles()).toEqual(["Cover crops"]));
    expect(screen.getByPlaceholderText("Search posts...")).toHaveValue("soil");
    expect(screen.getByRole("button", { name: "Carbon" })).toHaveAttribute("aria-pressed", "true");
    expect(listRequests()[0]).toMatchObject({ q: "soil", tag: "Carbon", limit: "50", offset: "0" });
  });

  it("says nothing matched and clears the filters from the empty state", async () => {
    servePosts(SAMPLE);
    const { url } = renderPostsPage("/posts?q=hydroponics");

    expect(await screen.findByText("No posts found matching your criteria.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear filters to see all posts" }));

    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(screen.getByPlaceholderText("Search posts...")).toHaveValue("");
    expect(url()).toBe("/posts");
  });

  it("shows the first 50 posts, then the rest with 'Load more posts', never hiding any", async () => {
    const many = Array.from({ length: 72 }, (_, index) =>
      makePost(index, { createdAt: new Date(Date.UTC(2026, 10, 28) - index * 86_400_000).toISOString() }),
    );
    const { listRequests } = servePosts(many);
    renderPostsPage();

    await waitFor(() => expect(cardTitles()).toHaveLength(50));
    expect(screen.getByText("Showing 50 of 72 posts")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Load more posts" }));

    await waitFor(() => expect(cardTitles()).toHaveLength(72));
    expect(screen.getByText("Showing 72 of 72 posts")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more posts" })).not.toBeInTheDocument();
    expect(new Set(cardTitles()).size).toBe(72);
    expect(listRequests().map((params) => params.offset)).toEqual(["0", "50"]);
  });

  it("says 'Failed to fetch posts' when the list cannot load, and recovers on Retry", async () => {
    const { state } = servePosts(SAMPLE, { failLists: true });
    renderPostsPage();

    expect(await screen.findByText("Failed to fetch posts")).toBeInTheDocument();
    state.failLists = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));

    await waitFor(() => expect(cardTitles()).toHaveLength(3));
  });
});
