// The AI tagging tab's single-post and bulk flows in one file (over 300 lines): both are served
// by one fake API (serveTagging below), which a split would repeat in each file.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminPost, BulkAnalysis, PostAnalysis } from "@shared/types";
import { renderWithApp, reply, replyError, routeFetch, type FakeRequest } from "@/test/render";
import { renderApp } from "@/test/render-app";
import { adminSession } from "@/test/fixtures";
import { openTab } from "@/test/tabs";
import { adminPost, serveAdminApi, toCard, type Answer } from "../test/admin-api";
import { Dashboard } from "@/app/admin-dashboard";

beforeEach(() => localStorage.clear());

const analysisOf = (postId: string, engine: PostAnalysis["engine"] = "offline"): PostAnalysis => ({
  postId,
  engine,
  suggestedTags: ["Remote Sensing", "Drones", "Canopy Cover"],
  suggestions: [
    { tag: "Remote Sensing", score: 7.25, matched: ["ndvi", "multispectral"], source: "site" },
    { tag: "Drones", score: 3.1, matched: ["drone", 'similar to "Scouting by air"'], source: "vocabulary" },
    { tag: "Canopy Cover", score: 1.4, matched: ["canopy cover"], source: "key-phrase" },
  ],
});

const bulkAnswer: BulkAnalysis = {
  results: [
    { id: "p1", title: "Post p1", suggestedTags: ["Drones", "Soil Health"], added: ["Drones", "Soil Health"] },
    { id: "p2", title: "Post p2", suggestedTags: ["Connectivity"], added: [] },
    { id: "p3", title: "Post p3", suggestedTags: [], added: [], error: "Too short to analyse" },
  ],
};

/**
 * The admin API over stored posts with versions and 409s like the real server; `overrides`
 * answers chosen requests differently.
 */
function serveTagging({
  posts = [adminPost("p1"), adminPost("p2", { tags: ["Connectivity"] })],
  overrides,
}: { posts?: AdminPost[]; overrides?: Answer } = {}) {
  const stored = new Map(posts.map((post) => [post.id, post]));
  const stats = () => ({ posts: stored.size, published: stored.size, drafts: 0, commentsPending: 0, subscribers: 0 });
  const fake = serveAdminApi({ stats, overrides }, ({ method, path, body }) => {
    if (method === "GET" && path === "/api/admin/blog-posts") return reply("GET /api/admin/blog-posts", [...stored.values()].map(toCard));
    const id = decodeURIComponent(path.split("/").pop()!);
    if (method === "GET" && path.startsWith("/api/admin/blog-posts/"))
      return stored.has(id) ? reply("GET /api/admin/blog-posts/{id}", stored.get(id)!) : replyError(404, "Post not found");
    if (method === "PATCH" && path.startsWith("/api/admin/blog-posts/")) {
      const existing = stored.get(id)!;
      const input = body as { tags: string[]; baseVersion: number };
      if (input.baseVersion !== existing.version) return replyError(409, "This post was changed elsewhere since you opened it");
      const saved = { ...existing, tags: input.tags, version: existing.version + 1 };
      stored.set(id, saved);
      return reply("PATCH /api/admin/blog-posts/{id}", saved);
    }
    if (method === "POST" && path.startsWith("/api/ai-tagging/analyze/")) return reply("POST /api/ai-tagging/analyze/{id}", analysisOf(id));
    if (method === "POST" && path === "/api/ai-tagging/bulk-analyze") return reply("POST /api/ai-tagging/bulk-analyze", bulkAnswer);
    return undefined;
  });
  /** Another tab saves the post: a new version, with a tag of its own. */
  const changeElsewhere = (id: string, tags: string[]) => {
    const existing = stored.get(id)!;
    stored.set(id, { ...existing, tags, version: existing.version + 1 });
  };
  return { ...fake, stored, changeElsewhere };
}

const openAiTagging = () => openTab("AI Tagging");

async function analyseFirst(panel: HTMLElement) {
  await waitFor(() => expect(within(panel).getByRole("combobox", { name: "Post" })).toHaveValue("p1"));
  await within(panel).findByText("none yet");
  await userEvent.click(within(panel).getByRole("button", { name: "Analyze Post" }));
  return within(panel).findByRole("list", { name: "Suggested tags" });
}

const chip = (list: HTMLElement, tag: string) => within(list).getByRole("button", { name: tag });
const patches = (requests: FakeRequest[]) => requests.filter((request) => request.method === "PATCH");

describe("the ai-tagging tab: one post", { timeout: 20_000 }, () => {
  it("shows each suggestion as a chip with its score, source and the words that triggered it", async () => {
    serveTagging();
    renderApp("/admin");
    const list = await analyseFirst(await openAiTagging());

    expect(
      within(list)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["+Remote Sensing", "+Drones", "+Canopy Cover"]);
    expect(chip(list, "Remote Sensing")).toHaveAccessibleDescription("Score 7.25 · existing tag · triggered by ndvi, multispectral");
    expect(chip(list, "Drones")).toHaveAccessibleDescription('Score 3.1 · vocabulary · triggered by drone · similar to "Scouting by air"');
    expect(chip(list, "Canopy Cover")).toHaveAccessibleDescription("Score 1.4 · key phrase · triggered by canopy cover");
  });

  it("names the model as the source when the server used one", async () => {
    serveTagging({
      overrides: ({ path }) =>
        path === "/api/ai-tagging/analyze/p1" ? reply("POST /api/ai-tagging/analyze/{id}", analysisOf("p1", "llm")) : undefined,
    });
    renderApp("/admin");
    const list = await analyseFirst(await openAiTagging());
    expect(chip(list, "Drones")).toHaveAccessibleDescription(/· LLM ·/);
  });

  it("accepts and rejects chips as toggles, by mouse and by keyboard", async () => {
    serveTagging();
    renderApp("/admin");
    const panel = await openAiTagging();
    const list = await analyseFirst(panel);
    const save = within(panel).getByRole("button", { name: "Save accepted tags" });

    expect(
      within(list)
        .getAllByRole("button")
        .every((button) => button.getAttribute("aria-pressed") === "false"),
    ).toBe(true);
    expect(save).toBeDisabled();

    await userEvent.click(chip(list, "Drones"));
    expect(chip(list, "Drones")).toHaveAttribute("aria-pressed", "true");
    expect(within(panel).getByText("1 of 3 accepted")).toBeInTheDocument();
    expect(save).toBeEnabled();

    chip(list, "Canopy Cover").focus();
    await userEvent.keyboard(" ");
    expect(chip(list, "Canopy Cover")).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard("{Enter}");
    expect(chip(list, "Canopy Cover")).toHaveAttribute("aria-pressed", "false");

    await userEvent.click(chip(list, "Drones"));
    expect(chip(list, "Drones")).toHaveAttribute("aria-pressed", "false");
    expect(within(panel).getByText("0 of 3 accepted")).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it("saves the post's tags plus the accepted ones, based on the version it loaded, and refreshes the lists", async () => {
    const { requests } = serveTagging({ posts: [adminPost("p1", { tags: ["Soil Health"], version: 7 })] });
    const onContentChanged = vi.fn();
    renderWithApp(
      <Dashboard user={adminSession.user as never} onSignOut={() => {}} onContentChanged={onContentChanged} defaultTab="ai-tagging" />,
    );
    const panel = screen.getByRole("tabpanel", { name: "AI Tagging" });
    await within(panel).findByRole("list", { name: "Tags on this post" });
    await userEvent.click(within(panel).getByRole("button", { name: "Analyze Post" }));
    const list = await within(panel).findByRole("list", { name: "Suggested tags" });

    await userEvent.click(chip(list, "Remote Sensing"));
    await userEvent.click(chip(list, "Canopy Cover"));
    const listsBefore = requests.filter((request) => request.method === "GET" && request.path === "/api/admin/blog-posts").length;
    await userEvent.click(within(panel).getByRole("button", { name: "Save accepted tags" }));

    expect(await screen.findByText('2 tags added to "Post p1".')).toBeInTheDocument();
    expect(screen.getByText("Tags saved")).toBeInTheDocument();
    expect(patches(requests)).toEqual([
      {
        method: "PATCH",
        path: "/api/admin/blog-posts/p1",
        body: {
          title: "Post p1",
          content: "Markdown of p1",
          excerpt: "An excerpt.",
          tags: ["Soil Health", "Remote Sensing", "Canopy Cover"],
          isPublished: true,
          baseVersion: 7,
        },
      },
    ]);
    // The drawn share card stands in for a missing image in answers; it must not be saved as the picture.
    expect(patches(requests)[0].body).not.toHaveProperty("featuredImage");
    expect(onContentChanged).toHaveBeenCalled();
    await waitFor(() =>
      expect(requests.filter((request) => request.method === "GET" && request.path === "/api/admin/blog-posts").length).toBeGreaterThan(
        listsBefore,
      ),
    );
    const now = await within(panel).findByRole("list", { name: "Tags on this post" });
    await waitFor(() =>
      expect(
        within(now)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(["Soil Health", "Remote Sensing", "Canopy Cover"]),
    );
    expect(within(panel).queryByRole("list", { name: "Suggested tags" })).not.toBeInTheDocument();
  });

  it("on a 409 says the post changed elsewhere, loads it again and saves on top of the new version", async () => {
    const fake = serveTagging();
    renderApp("/admin");
    const panel = await openAiTagging();
    const list = await analyseFirst(panel);
    await userEvent.click(chip(list, "Drones"));

    fake.changeElsewhere("p1", ["Irrigation"]);
    await userEvent.click(within(panel).getByRole("button", { name: "Save accepted tags" }));

    expect(await within(panel).findByRole("alert")).toHaveTextContent(
      "This post was changed elsewhere since you analysed it. Its latest version is loaded now: save again to add the accepted tags to it.",
    );
    const now = await within(panel).findByRole("list", { name: "Tags on this post" });
    expect(within(now).getByText("Irrigation")).toBeInTheDocument();
    expect(chip(list, "Drones")).toHaveAttribute("aria-pressed", "true");

    await waitFor(() => expect(within(panel).getByRole("button", { name: "Save accepted tags" })).toBeEnabled());
    await userEvent.click(within(panel).getByRole("button", { name: "Save accepted tags" }));
    expect(await screen.findByText('1 tag added to "Post p1".')).toBeInTheDocument();
    expect(patches(fake.requests).map((request) => request.body)).toMatchObject([
      { tags: ["Drones"], baseVersion: 3 },
      { tags: ["Irrigation", "Drones"], baseVersion: 4 },
    ]);
    expect(fake.stored.get("p1")!.tags).toEqual(["Irrigation", "Drones"]);
  });

  it("says 'Error' with the server's message when a save fails otherwise", async () => {
    serveTagging({ overrides: ({ method }) => (method === "PATCH" ? replyError(503, "Store is read-only") : undefined) });
    renderApp("/admin");
    const panel = await openAiTagging();
    const list = await analyseFirst(panel);
    await userEvent.click(chip(list, "Drones"));
    await userEvent.click(within(panel).getByRole("button", { name: "Save accepted tags" }));

    expect(await screen.findByText("Store is read-only")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(chip(list, "Drones")).toHaveAttribute("aria-pressed", "true");
  });

  it("says 'Analysis Failed: Failed to analyze post. Please try again.' when the analysis fails", async () => {
    serveTagging({ overrides: ({ path }) => (path.startsWith("/api/ai-tagging/analyze/") ? replyError(500, "boom") : undefined) });
    renderApp("/admin");
    const panel = await openAiTagging();
    await waitFor(() => expect(within(panel).getByRole("combobox", { name: "Post" })).toHaveValue("p1"));
    await userEvent.click(within(panel).getByRole("button", { name: "Analyze Post" }));

    expect(await screen.findByText("Failed to analyze post. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Analysis Failed")).toBeInTheDocument();
    expect(within(panel).queryByRole("list", { name: "Suggested tags" })).not.toBeInTheDocument();
  });

  it("analyses the post picked in the list, and drops suggestions made for another one", async () => {
    const { requests } = serveTagging();
    renderApp("/admin");
    const panel = await openAiTagging();
    await analyseFirst(panel);

    await userEvent.selectOptions(within(panel).getByRole("combobox", { name: "Post" }), "p2");
    expect(within(panel).queryByRole("list", { name: "Suggested tags" })).not.toBeInTheDocument();
    await within(panel).findByRole("list", { name: "Tags on this post" });
    await userEvent.click(within(panel).getByRole("button", { name: "Analyze Post" }));
    await within(panel).findByRole("list", { name: "Suggested tags" });
    expect(requests.filter((request) => request.path.startsWith("/api/ai-tagging/analyze/")).map((request) => request.path)).toEqual([
      "/api/ai-tagging/analyze/p1",
      "/api/ai-tagging/analyze/p2",
    ]);
  });

  it("has loading, empty and error states for the post list", async () => {
    serveTagging({ posts: [] });
    renderApp("/admin");
    const panel = await openAiTagging();
    expect(await within(panel).findByText("No posts yet. Write one first, then come back to tag it.")).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Analyze Post" })).not.toBeInTheDocument();
  });

  it("says so when the posts cannot be loaded", async () => {
    serveTagging({
      overrides: ({ method, path }) => (method === "GET" && path === "/api/admin/blog-posts" ? replyError(500, "down") : undefined),
    });
    renderApp("/admin");
    const panel = await openAiTagging();
    expect(await within(panel).findByText("We couldn't load the posts.")).toBeInTheDocument();
  });

  it("shows a spinner with text while the posts load", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    serveTagging({
      overrides: ({ method, path }) =>
        method === "GET" && path === "/api/admin/blog-posts"
          ? (gate.then(() => reply("GET /api/admin/blog-posts", [])) as unknown as Response)
          : undefined,
    });
    renderApp("/admin");
    const panel = await openAiTagging();
    expect(within(panel).getByRole("status")).toHaveTextContent("Loading posts...");
    release();
    expect(await within(panel).findByText(/No posts yet/)).toBeInTheDocument();
  });
});

describe("the ai-tagging tab: bulk analysis", { timeout: 20_000 }, () => {
  const bulkRequests = (requests: FakeRequest[]) => requests.filter((request) => request.path === "/api/ai-tagging/bulk-analyze");

  it("sends no body by default and { includeTagged: true } when asked to include tagged posts", async () => {
    const { requests } = serveTagging();
    renderApp("/admin");
    const panel = await openAiTagging();
    const run = within(panel).getByRole("button", { name: "Analyze All Posts" });

    await userEvent.click(run);
    await within(panel).findByRole("list", { name: "Bulk analysis results" });
    await userEvent.click(within(panel).getByRole("checkbox", { name: "Also suggest for posts that already have tags" }));
    await userEvent.click(run);
    await waitFor(() => expect(bulkRequests(requests)).toHaveLength(2));

    expect(bulkRequests(requests).map((request) => [request.method, request.body])).toEqual([
      ["POST", undefined],
      ["POST", { includeTagged: true }],
    ]);
  });

  it("lists each post's title, added and suggested tags and error in a list that scrolls at a maximum height", async () => {
    serveTagging();
    renderApp("/admin");
    const panel = await openAiTagging();
    await userEvent.click(within(panel).getByRole("button", { name: "Analyze All Posts" }));

    const results = await within(panel).findByRole("list", { name: "Bulk analysis results" });
    expect(results).toHaveClass("max-h-72", "overflow-y-auto");
    expect(results).toHaveAttribute("tabindex", "0");
    const rows = within(results)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === results);
    expect(rows).toHaveLength(3);

    expect(within(rows[0]).getByText("Post p1")).toBeInTheDocument();
    expect(
      within(within(rows[0]).getByRole("list", { name: "Added" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Drones", "Soil Health"]);
    expect(within(within(rows[1]).getByRole("list", { name: "Suggested, not added" })).getByText("Connectivity")).toBeInTheDocument();
    expect(within(rows[1]).queryByRole("list", { name: "Added" })).not.toBeInTheDocument();
    expect(within(rows[2]).getByText("Too short to analyse")).toBeInTheDocument();
    expect(within(panel).getByText("1 post of 3 got new tags (2 in all). 1 could not be analysed.")).toBeInTheDocument();
  });

  it("shows the server's answer faithfully: a second run that adds nothing says nothing changed", async () => {
    let runs = 0;
    const onContentChanged = vi.fn();
    routeFetch(({ method, path }) => {
      if (path === "/api/admin/blog-posts" && method === "GET") return reply("GET /api/admin/blog-posts", [toCard(adminPost("p1"))]);
      if (path.startsWith("/api/admin/blog-posts/")) return reply("GET /api/admin/blog-posts/{id}", adminPost("p1"));
      if (path === "/api/admin/stats")
        return reply("GET /api/admin/stats", { posts: 1, published: 1, drafts: 0, commentsPending: 0, subscribers: 0 });
      if (path === "/api/ai-tagging/bulk-analyze") {
        runs++;
        return reply("POST /api/ai-tagging/bulk-analyze", {
          results: [{ id: "p1", title: "Post p1", suggestedTags: ["Drones"], added: runs === 1 ? ["Drones"] : [] }],
        });
      }
      return replyError(404, "Not found");
    });
    renderWithApp(
      <Dashboard user={adminSession.user as never} onSignOut={() => {}} onContentChanged={onContentChanged} defaultTab="ai-tagging" />,
    );
    const panel = screen.getByRole("tabpanel", { name: "AI Tagging" });
    const run = within(panel).getByRole("button", { name: "Analyze All Posts" });

    await userEvent.click(run);
    expect(await within(panel).findByText("1 post of 1 got new tags (1 in all).")).toBeInTheDocument();
    await waitFor(() => expect(onContentChanged).toHaveBeenCalledTimes(1));

    await userEvent.click(run);
    expect(await within(panel).findByText("Nothing changed: no post got a new tag (1 analysed).")).toBeInTheDocument();
    const results = within(panel).getByRole("list", { name: "Bulk analysis results" });
    expect(within(results).queryByRole("list", { name: "Added" })).not.toBeInTheDocument();
    expect(within(within(results).getByRole("list", { name: "Suggested, not added" })).getByText("Drones")).toBeInTheDocument();
    // Nothing changed, so nothing readers see needs refreshing.
    expect(onContentChanged).toHaveBeenCalledTimes(1);
  });

  it("says 'Bulk Analysis Failed: Failed to perform bulk analysis. Please try again.' when the run fails", async () => {
    serveTagging({ overrides: ({ path }) => (path === "/api/ai-tagging/bulk-analyze" ? replyError(500, "boom") : undefined) });
    renderApp("/admin");
    const panel = await openAiTagging();
    await userEvent.click(within(panel).getByRole("button", { name: "Analyze All Posts" }));

    expect(await screen.findByText("Failed to perform bulk analysis. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Bulk Analysis Failed")).toBeInTheDocument();
    expect(within(panel).queryByRole("list", { name: "Bulk analysis results" })).not.toBeInTheDocument();
  });
});
