// The admin dashboard through its router, tab by tab (over 300 lines): the tabs share one lazily
// loaded route and one fake API, set up once below.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ImportJob } from "@shared/schemas";
import type { AdminComment, PostCard } from "@shared/types";
import { reply, replyError } from "@/test/render";
import { renderApp } from "@/test/render-app";
import { openTab } from "@/test/tabs";
import { adminCard, serveAdminApi, type Answer } from "@/features/admin/test/admin-api";
import { makeFediverseOverview } from "@/features/admin/test/fediverse-api";
import { makeOverview, makeSnapshot } from "@/features/backups/test/backups-api";

// The admin route loads lazily; compiled cold while other test files run, it can take longer than a
// findBy waits, so the first test would fail on the spinner. Loading it once here keeps that out of the tests.
beforeAll(() => import("@/app/routes/admin"), 20_000);
beforeEach(() => localStorage.clear());

function comment(id: string, overrides: Partial<AdminComment> = {}): AdminComment {
  return {
    id,
    postId: "p1",
    authorName: `Reader ${id}`,
    authorEmail: `${id}@example.com`,
    content: `Comment ${id} <b>not bold</b>`,
    createdAt: "2026-11-05T12:00:00.000Z",
    isApproved: false,
    postTitle: "Soil sensors",
    postSlug: "soil-sensors",
    isSpam: false,
    spamReasons: [],
    reply: null,
    ...overrides,
  };
}

const stats = { posts: 2, published: 1, drafts: 1, commentsPending: 2, subscribers: 7 };

/** The admin API over some posts and comments; `overrides` answers chosen requests differently. */
function serveDashboard({
  posts = [adminCard("p1", { isFeatured: true }), adminCard("p2", { isPublished: false })],
  comments = [comment("c1"), comment("c2"), comment("c3", { isApproved: true })],
  overrides,
}: {
  posts?: PostCard[];
  comments?: AdminComment[];
  overrides?: Answer;
} = {}) {
  let storedPosts = [...posts];
  let storedComments = [...comments];
  return serveAdminApi({ stats: () => stats, overrides }, ({ method, path }) => {
    if (path === "/api/admin/blog-posts" && method === "GET") return reply("GET /api/admin/blog-posts", storedPosts);
    if (path === "/api/admin/comments") return reply("GET /api/admin/comments", storedComments);
    if (method === "DELETE" && path.startsWith("/api/admin/blog-posts/")) {
      storedPosts = storedPosts.filter((post) => !path.endsWith(`/${post.id}`));
      return new Response(null, { status: 204 });
    }
    if (method === "PUT" && path.endsWith("/approve")) {
      storedComments = storedComments.map((entry) => (path.includes(`/${entry.id}/`) ? { ...entry, isApproved: true } : entry));
      return reply("PUT /api/comments/{id}/approve", { ok: true });
    }
    if (method === "DELETE" && path.startsWith("/api/comments/")) {
      storedComments = storedComments.filter((entry) => !path.endsWith(`/${entry.id}`));
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
}

describe("the dashboard", { timeout: 20_000 }, () => {
  it("has the spec's six tabs plus the series', the newsletter's, the fediverse's and the backups', the figures, and the month's analytics", async () => {
    serveDashboard();
    renderApp("/admin");

    const tabs = await screen.findByRole("tablist", { name: "Dashboard sections" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual([
      "Posts",
      "Analytics",
      "Comments",
      "Profile",
      "Migration",
      "AI Tagging",
      "Navigation",
      "Series",
      "Newsletter",
      "Fediverse",
      "Backups",
    ]);
    expect(await screen.findByText("7")).toBeInTheDocument();
    const analytics = await openTab("Analytics");
    expect(within(analytics).getByRole("heading", { level: 2, name: "Analytics" })).toBeInTheDocument();
    const pageViews = await within(analytics).findByText("Page views", { selector: "dt" });
    expect(pageViews.nextElementSibling?.textContent).toBe("2,468");
    expect(within(analytics).getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");
  });

  it("edits the profile: refuses a link that is not https before sending, and saves with a toast", async () => {
    const saved: unknown[] = [];
    const stored = {
      name: "Ada Fields",
      avatar: "",
      bio: "Agronomist.",
      linkedinUrl: "",
      instagramUrl: "",
      youtubeUrl: "",
      githubUrl: "https://github.com/ada",
      portfolioUrl: "",
      fediverseAlsoKnownAs: [],
    };
    const { requests } = serveDashboard({
      overrides: ({ method, path, body }) => {
        if (path === "/api/admin/profile" && method === "GET") return reply("GET /api/admin/profile", stored);
        if (path === "/api/admin/profile" && method === "PUT") {
          saved.push(body);
          return reply("PUT /api/admin/profile", { ...stored, ...(body as object) });
        }
        return undefined;
      },
    });
    renderApp("/admin");
    const panel = await openTab("Profile");
    const name = await within(panel).findByLabelText("Name");
    expect(name).toHaveValue("Ada Fields");
    await userEvent.clear(name);
    await userEvent.type(name, "Ada Fields-Moreau");
    await userEvent.type(within(panel).getByLabelText("YouTube"), "http://youtube.com/@ada");
    await userEvent.click(within(panel).getByRole("button", { name: "Save profile" }));
    expect(await within(panel).findByText("Use an https:// address.")).toBeInTheDocument();
    expect(saved).toEqual([]);

    await userEvent.clear(within(panel).getByLabelText("YouTube"));
    await userEvent.type(within(panel).getByLabelText("YouTube"), "https://www.youtube.com/@ada");
    await userEvent.click(within(panel).getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Profile saved")).toBeInTheDocument();
    expect(saved[0]).toMatchObject({
      name: "Ada Fields-Moreau",
      youtubeUrl: "https://www.youtube.com/@ada",
      githubUrl: "https://github.com/ada",
    });
    expect(within(panel).getByLabelText("Name")).toHaveValue("Ada Fields-Moreau");
    expect(requests.filter((request) => request.method === "PUT")).toHaveLength(1);
  });

  it("lists posts with their badges and links to edit, view in a new tab and write a new one", async () => {
    serveDashboard();
    renderApp("/admin");

    const published = (await screen.findByRole("heading", { name: "Post p1" })).closest("li")!;
    expect(within(published).getByText("Published")).toBeInTheDocument();
    expect(within(published).getByText("Featured")).toBeInTheDocument();
    expect(within(published).getByRole("link", { name: "Edit Post p1" })).toHaveAttribute("href", "/edit-post/p1");
    const view = within(published).getByRole("link", { name: /View Post p1/ });
    expect(view).toHaveAttribute("href", "/blog/slug-p1");
    expect(view).toHaveAttribute("target", "_blank");

    const draft = screen.getByRole("heading", { name: "Post p2" }).closest("li")!;
    expect(within(draft).getByText("Draft")).toBeInTheDocument();
    expect(within(draft).queryByText("Featured")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "New Post" })).toHaveAttribute("href", "/create-post");
  });

  it("deletes a post only after the confirm prompt, then says so and drops it from the list", async () => {
    const { requests } = serveDashboard();
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderApp("/admin");

    await userEvent.click(await screen.findByRole("button", { name: "Delete Post p2" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this post?");
    expect(requests.some((request) => request.method === "DELETE")).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Delete Post p2" }));
    expect(await screen.findByText("Blog post deleted successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Post p2" })).not.toBeInTheDocument());
    expect(requests).toContainEqual(expect.objectContaining({ method: "DELETE", path: "/api/admin/blog-posts/p2" }));
  });

  it("says 'Failed to delete blog post' when the server refuses", async () => {
    serveDashboard({ overrides: ({ method }) => (method === "DELETE" ? replyError(500, "nope") : undefined) });
    vi.spyOn(window, "confirm").mockReturnValue(true);
    renderApp("/admin");

    await userEvent.click(await screen.findByRole("button", { name: "Delete Post p1" }));
    expect(await screen.findByText("Failed to delete blog post")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Post p1" })).toBeInTheDocument();
  });
});

describe("the comments tab", () => {
  it("counts pending, approved, all and spam, and shows each comment's post, author, e-mail and plain text", async () => {
    serveDashboard();
    renderApp("/admin");
    const panel = await openTab("Comments");

    const filters = await within(panel).findByRole("tablist", { name: "Comment status" });
    expect(
      within(filters)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Pending (2)", "Approved (1)", "All (3)", "Spam (0)"]);
    const first = within(panel).getByRole("article", { name: "Comment by Reader c1" });
    expect(within(first).getByRole("link", { name: "Soil sensors" })).toHaveAttribute("href", "/blog/soil-sensors");
    expect(within(first).getByText("(/blog/soil-sensors)")).toBeInTheDocument();
    expect(within(first).getByText("c1@example.com")).toBeInTheDocument();
    expect(within(first).getByText("Comment c1 <b>not bold</b>")).toBeInTheDocument();
  });

  it("keeps spam out of Pending and All, says why each was held, rescues one with 'Not spam' and deletes the rest at once", async () => {
    const spam = [
      comment("s1", { isSpam: true, spamReasons: ["the hidden field was filled", "5 links"] }),
      comment("s2", { isSpam: true, spamReasons: ["no valid form token"] }),
    ];
    const { requests } = serveDashboard({
      comments: [comment("c1"), ...spam],
      overrides: ({ method, path }) =>
        method === "DELETE" && path === "/api/admin/comments/spam" ? reply("DELETE /api/admin/comments/spam", { deleted: 1 }) : undefined,
    });
    vi.spyOn(window, "confirm").mockReturnValue(true);
    renderApp("/admin");
    const panel = await openTab("Comments");
    const filters = await within(panel).findByRole("tablist", { name: "Comment status" });
    expect(
      within(filters)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Pending (1)", "Approved (0)", "All (1)", "Spam (2)"]);

    const pending = within(panel).getByRole("article", { name: "Comment by Reader c1" });
    await userEvent.click(within(pending).getByRole("button", { name: "Mark the comment by Reader c1 as spam" }));
    await waitFor(() =>
      expect(requests.some((request) => request.method === "PUT" && request.path === "/api/comments/c1/spam")).toBe(true),
    );

    await userEvent.click(within(filters).getByRole("tab", { name: "Spam (2)" }));
    const held = within(panel).getByRole("article", { name: "Comment by Reader s1" });
    expect(within(held).getByText("Held because: the hidden field was filled; 5 links.")).toBeInTheDocument();
    await userEvent.click(within(held).getByRole("button", { name: "Not spam: approve the comment by Reader s1" }));
    await waitFor(() =>
      expect(requests.some((request) => request.method === "PUT" && request.path === "/api/comments/s1/approve")).toBe(true),
    );

    await userEvent.click(within(panel).getByRole("button", { name: "Delete all spam" }));
    await waitFor(() =>
      expect(requests.some((request) => request.method === "DELETE" && request.path === "/api/admin/comments/spam")).toBe(true),
    );
  });

  it("marks a reply from the fediverse with its handle and a link to it on its server, and no empty e-mail", async () => {
    const fromMastodon = comment("f1", {
      authorName: "Alice",
      authorEmail: "",
      fediverse: { handle: "@alice@mastodon.example", noteUrl: "https://mastodon.example/@alice/113" },
    });
    serveDashboard({ comments: [fromMastodon, comment("c1")] });
    renderApp("/admin");
    const panel = await openTab("Comments");

    const fromFediverse = await within(panel).findByRole("article", { name: "Comment by Alice" });
    expect(within(fromFediverse).getByText("Fediverse")).toBeInTheDocument();
    expect(within(fromFediverse).getByText("@alice@mastodon.example")).toBeInTheDocument();
    const note = within(fromFediverse).getByRole("link", { name: "View on their server (opens in a new tab)" });
    expect(note).toHaveAttribute("href", "https://mastodon.example/@alice/113");
    expect(note).toHaveAttribute("target", "_blank");
    expect(note).toHaveAttribute("rel", "noopener noreferrer");
    expect(fromFediverse.querySelector('a[href^="mailto:"]')).toBeNull();

    const local = within(panel).getByRole("article", { name: "Comment by Reader c1" });
    expect(within(local).queryByText("Fediverse")).not.toBeInTheDocument();
    expect(within(local).getByRole("link", { name: "c1@example.com" })).toHaveAttribute("href", "mailto:c1@example.com");
  });

  it("offers Approve only on pending comments and Delete on all of them", async () => {
    serveDashboard();
    renderApp("/admin");
    const panel = await openTab("Comments");

    await userEvent.click(await within(panel).findByRole("tab", { name: "All (3)" }));
    const all = within(panel)
      .getAllByRole("tabpanel")
      .find((element) => element.getAttribute("data-state") === "active")!;
    expect(within(all).getAllByRole("button", { name: /^Approve/ })).toHaveLength(2);
    expect(within(all).getAllByRole("button", { name: /^Delete/ })).toHaveLength(3);
    expect(within(all).queryByRole("button", { name: "Approve comment by Reader c3" })).not.toBeInTheDocument();
  });

  it("approves a pending comment, which then counts as approved", async () => {
    const { requests } = serveDashboard();
    renderApp("/admin");
    const panel = await openTab("Comments");

    await userEvent.click(await within(panel).findByRole("button", { name: "Approve comment by Reader c1" }));
    expect(await within(panel).findByRole("tab", { name: "Approved (2)" })).toBeInTheDocument();
    expect(within(panel).getByRole("tab", { name: "Pending (1)" })).toBeInTheDocument();
    expect(requests).toContainEqual(expect.objectContaining({ method: "PUT", path: "/api/comments/c1/approve" }));
  });

  it("says 'Failed to approve comment.' and 'Failed to delete comment.' when the server refuses", async () => {
    serveDashboard({
      overrides: ({ method, path }) => (path.startsWith("/api/comments/") && method !== "GET" ? replyError(500, "no") : undefined),
    });
    renderApp("/admin");
    const panel = await openTab("Comments");

    await userEvent.click(await within(panel).findByRole("button", { name: "Approve comment by Reader c1" }));
    expect(await screen.findByText("Failed to approve comment.")).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("button", { name: "Delete comment by Reader c1" }));
    expect(await screen.findByText("Failed to delete comment.")).toBeInTheDocument();
  });
});

describe("the fediverse tab", () => {
  it("opens from the address, ?tab=fediverse, with the blog's handle", async () => {
    serveDashboard({
      overrides: ({ path }) =>
        path === "/api/admin/fediverse" ? reply("GET /api/admin/fediverse", makeFediverseOverview({ followers: 3 })) : undefined,
    });
    renderApp("/admin?tab=fediverse");

    const panel = await screen.findByRole("tabpanel", { name: "Fediverse" });
    expect(await within(panel).findByText("@furrow@blog.example")).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Copy the handle" })).toBeInTheDocument();
  });

  it("says the fediverse is turned off when the server answers 404 (FEDIVERSE=off)", async () => {
    serveDashboard();
    renderApp("/admin");
    const panel = await openTab("Fediverse");

    expect(await within(panel).findByText(/^Fediverse is turned off \(FEDIVERSE=off\)\./)).toBeInTheDocument();
    expect(within(panel).queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("the migration tab", () => {
  const later = /arrives with a later update/;

  it("says the features arrive with a later update while the server does not offer them", async () => {
    serveDashboard();
    renderApp("/admin");

    const migration = await openTab("Migration");
    expect(await within(migration).findByText(later)).toBeInTheDocument();
    await userEvent.type(within(migration).getByRole("textbox", { name: /Connection URI/ }), "mongodb://db.example.net");
    await userEvent.click(within(migration).getByRole("button", { name: "Connect" }));
    await waitFor(() => expect(within(migration).getAllByText(later)).toHaveLength(2));
    expect(within(migration).queryByText(/Unknown error/)).not.toBeInTheDocument();
  });

  it("shows the unassigned count, migrates, and reports a failure with the server's message", async () => {
    let migrations = 0;
    const { requests } = serveDashboard({
      overrides: ({ path }) => {
        if (path === "/api/admin/unassigned-posts") return reply("GET /api/admin/unassigned-posts", { unassignedCount: 3 });
        if (path === "/api/admin/migrate-posts")
          return ++migrations === 1 ? reply("POST /api/admin/migrate-posts", { migratedCount: 3 }) : replyError(500, "Store is read-only");
        return undefined;
      },
    });
    renderApp("/admin");
    const panel = await openTab("Migration");

    expect(await within(panel).findByText("3")).toBeInTheDocument();
    const statsBefore = requests.filter((request) => request.path === "/api/admin/stats").length;
    await userEvent.click(within(panel).getByRole("button", { name: "Migrate Posts" }));
    expect(await screen.findByText("Migrated 3 posts.")).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((request) => request.path === "/api/admin/stats").length).toBeGreaterThan(statsBefore));

    await userEvent.click(within(panel).getByRole("button", { name: "Migrate Posts" }));
    expect(await screen.findByText("Migration Failed")).toBeInTheDocument();
    expect(screen.getByText("Store is read-only")).toBeInTheDocument();
  });

  it("holds the import & export section, with an import under way picked up; the backup download has moved to Backups", async () => {
    const running: ImportJob = {
      id: "job-7",
      status: "importing",
      source: "substack",
      fileName: "substack-export.zip",
      fileBytes: 1_048_576,
      createdAt: "2026-11-26T05:00:00.000Z",
      updatedAt: "2026-11-26T05:01:00.000Z",
      preview: null,
      progress: { done: 3, total: 9 },
      counts: { imported: 3, updated: 0, unchanged: 0, skipped: 0, failed: 0 },
      report: [],
      error: null,
    };
    serveDashboard({
      overrides: ({ path }) => {
        if (path === "/api/admin/imports") return reply("GET /api/admin/imports", [running]);
        if (path === "/api/admin/imports/job-7") return reply("GET /api/admin/imports/{id}", running);
        return undefined;
      },
    });
    renderApp("/admin");
    const panel = await openTab("Migration");

    const section = within(panel).getByRole("region", { name: "Import & export" });
    expect(within(panel).queryByRole("region", { name: "Back up the blog" })).not.toBeInTheDocument();
    expect(await within(section).findByRole("progressbar", { name: "Import progress" })).toHaveAttribute("aria-valuenow", "3");
    expect(within(section).getByText("3 of 9")).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "Download Markdown export" })).toHaveAttribute("href", "/api/admin/export");
  });

  it("shows 'Error: ' with the server's error when connecting fails", async () => {
    serveDashboard({
      overrides: ({ path }) => (path === "/api/admin/connect-mongodb" ? replyError(400, "Could not reach the database") : undefined),
    });
    renderApp("/admin");
    const panel = await openTab("Migration");

    await userEvent.type(within(panel).getByRole("textbox", { name: /Connection URI/ }), "mongodb://nowhere");
    await userEvent.click(within(panel).getByRole("button", { name: "Connect" }));
    expect(await within(panel).findByText("Error: Could not reach the database")).toBeInTheDocument();
  });
});

describe("the backup warning", () => {
  const backups =
    (overview: ReturnType<typeof makeOverview>) =>
    ({ path }: { path: string }) =>
      path === "/api/admin/backups" ? reply("GET /api/admin/backups", overview) : undefined;

  it("says how old the last good backup is when it is overdue, and its link opens the Backups tab", async () => {
    serveDashboard({ overrides: backups(makeOverview([makeSnapshot("old", {}, 73)], { overdue: true })) });
    renderApp("/admin");

    const text = await screen.findByText("The last good backup is 3 days old (backups are due every 24 hours).");
    const notice = text.closest("[role=status]") as HTMLElement;
    expect(notice).not.toBeNull();
    expect(screen.getByRole("tab", { name: "Posts" })).toHaveAttribute("aria-selected", "true");

    await userEvent.click(within(notice).getByRole("button", { name: "Open Backups" }));
    expect(screen.getByRole("tab", { name: "Backups" })).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel", { name: "Backups" });
    expect(await within(panel).findByRole("link", { name: /^Download the snapshot of / })).toHaveAttribute(
      "href",
      "/api/admin/backups/old/download",
    );
  });

  it("says no backup has been taken yet when there is none and one is due", async () => {
    serveDashboard({ overrides: backups(makeOverview([], { overdue: true })) });
    renderApp("/admin");

    expect(await screen.findByText("No backup has been taken yet.")).toBeInTheDocument();
  });

  it("shows nothing while the backups are in time, or when they cannot be read", async () => {
    const { requests } = serveDashboard({ overrides: backups(makeOverview([makeSnapshot("recent")])) });
    const first = renderApp("/admin");
    await screen.findByRole("heading", { name: "Post p1" });
    await waitFor(() => expect(requests.some((request) => request.path === "/api/admin/backups")).toBe(true));
    await openTab("Backups");
    expect(await screen.findByRole("table", { name: "Kept snapshots, newest first" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Open Backups" })).not.toBeInTheDocument();
    first.unmount();

    serveDashboard({ overrides: ({ path }) => (path === "/api/admin/backups" ? replyError(500, "Internal error") : undefined) });
    renderApp("/admin?tab=backups");
    expect(await screen.findByText("We couldn't load the snapshots.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Open Backups" })).not.toBeInTheDocument();
  });

  it("opens the Backups tab from the address, ?tab=backups, with the portable archive's download in it", async () => {
    serveDashboard({ overrides: backups(makeOverview([])) });
    renderApp("/admin?tab=backups");

    const panel = await screen.findByRole("tabpanel", { name: "Backups" });
    expect(within(panel).getByRole("link", { name: "Download backup" })).toHaveAttribute("href", "/api/admin/backup");
    expect(await within(panel).findByText(/^No snapshots yet\./)).toBeInTheDocument();
  });
});
