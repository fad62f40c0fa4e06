import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminPost, Revision, RevisionSummary } from "@shared/types";
import { reply, replyError, routeFetch, type FakeRequest } from "@/test/render";
import { renderApp } from "@/test/render-app";
import { adminSession, makeAdminPost } from "@/test/fixtures";

// The editor route and the markdown renderer load lazily; compiled cold on a busy machine they
// can outlast a findBy, so both are loaded once before the tests.
beforeAll(() => Promise.all([import("@/app/routes/edit-post"), import("../markdown-preview")]), 30_000);
beforeEach(() => localStorage.clear());

/** Built from local wall-clock time, so the expected text holds in any zone the tests run in. */
const at = (hour: number, minute: number) => new Date(2026, 10, 25, hour, minute).toISOString();

function summary(number: number, overrides: Partial<RevisionSummary> = {}): RevisionSummary {
  return {
    number,
    kind: "edit",
    firstSavedAt: at(8, 0),
    savedAt: at(8, 0),
    savedBy: "Demo Admin",
    wordsAdded: 0,
    wordsRemoved: 0,
    autosaves: 0,
    restoredFrom: null,
    title: "Drip lines in clay",
    isPublished: false,
    ...overrides,
  };
}

const history: RevisionSummary[] = [
  summary(4, { kind: "restore", restoredFrom: 2, savedAt: at(11, 5), wordsAdded: 2, wordsRemoved: 1 }),
  summary(3, { kind: "edit", autosaves: 5, savedAt: at(9, 14), wordsAdded: 12, wordsRemoved: 3, savedBy: "Mara Lindqvist" }),
  summary(2, { kind: "publish", savedAt: at(8, 30), isPublished: true }),
  summary(1, { kind: "created", savedAt: at(8, 0), wordsAdded: 11 }),
];

function revision(number: number, overrides: Partial<Revision> = {}): Revision {
  return {
    ...summary(number),
    markdown: "## Why drip\n\nWater deeply at dawn.",
    excerpt: "",
    hasCustomExcerpt: false,
    tags: ["Irrigation", "Clay"],
    category: { name: "Technology", color: "#4A7C2A" },
    featuredImage: "",
    featuredImageAlt: "",
    slug: "drip-lines",
    maths: false,
    postVersion: 1,
    ...overrides,
  };
}

const current = () =>
  makeAdminPost({
    id: "p1",
    title: "Drip lines in clay",
    markdown: "## Why drip\n\nWater slowly at dawn.",
    tags: ["Irrigation"],
    version: 7,
  });

interface ServeOptions {
  revisions?: RevisionSummary[];
  /** Answers a chosen request first, e.g. a failure. */
  override?: (request: FakeRequest) => Response | undefined;
}

/** The editor's API for one post with a history; restoring follows the real version rule. */
function serveHistory({ revisions = history, override }: ServeOptions = {}) {
  let stored: AdminPost = current();
  const kept = new Map([[1, revision(1, { title: "Drip lines" })]]);
  const server = routeFetch((request) => {
    const answer = override?.(request);
    if (answer) return answer;
    const { method, path, body } = request;
    if (path === "/api/admin/verify-session") return reply("GET /api/admin/verify-session", adminSession);
    if (method === "GET" && path === "/api/admin/blog-posts/p1/revisions")
      return reply("GET /api/admin/blog-posts/{id}/revisions", revisions);
    const one = /^\/api\/admin\/blog-posts\/p1\/revisions\/(\d+)(\/restore)?$/.exec(path);
    if (one) {
      const found = kept.get(Number(one[1]));
      if (!found) return replyError(404, "Revision not found");
      if (method === "GET") return reply("GET /api/admin/blog-posts/{id}/revisions/{number}", found);
      if ((body as { baseVersion: number }).baseVersion !== stored.version) {
        return replyError(409, "This post was changed elsewhere since you opened it");
      }
      stored = { ...stored, title: found.title, markdown: found.markdown, tags: found.tags, version: stored.version + 1 };
      return reply("POST /api/admin/blog-posts/{id}/revisions/{number}/restore", stored);
    }
    if (method === "GET" && path === "/api/admin/blog-posts/p1") return reply("GET /api/admin/blog-posts/{id}", stored);
    return replyError(404, "Not found");
  });
  return {
    ...server,
    /** Another tab saves the post: its version moves on. */
    saveElsewhere: () => void (stored = { ...stored, markdown: "Their text", version: stored.version + 1 }),
  };
}

async function openHistory() {
  renderApp("/edit-post/p1");
  await userEvent.click(await screen.findByRole("button", { name: "History" }, { timeout: 10_000 }));
  return screen.findByRole("dialog", { name: "History" });
}

const entries = (dialog: HTMLElement) => within(dialog).getAllByRole("listitem");
const body = () => screen.getByRole("textbox", { name: "Post content (Markdown)" });
const texts = (elements: NodeListOf<Element>) => [...elements].map((element) => element.textContent);

async function chooseFirstVersion(dialog: HTMLElement) {
  await userEvent.click(await within(dialog).findByRole("button", { name: /#1 Created/ }));
  return within(dialog).findByRole("heading", { name: "Version #1" });
}

describe("the History panel", { timeout: 30_000 }, () => {
  it("lists the versions newest first with their time, kind, saver and words changed", async () => {
    serveHistory();
    const dialog = await openHistory();
    expect(dialog).toHaveAccessibleDescription(
      "Every saved version of this post, newest first. Choose one to see what restoring it would change.",
    );
    await within(dialog).findByRole("button", { name: /#4/ });

    const [restored, edited, published, created] = entries(dialog);
    expect(within(restored).getByText("Nov 25, 2026, 11:05 AM")).toBeInTheDocument();
    expect(within(restored).getByText("Restored from #2")).toBeInTheDocument();
    expect(within(edited).getByText("Nov 25, 2026, 9:14 AM")).toBeInTheDocument();
    expect(within(edited).getByText("Edited · 5 auto-saves")).toBeInTheDocument();
    expect(within(edited).getByText("Mara Lindqvist")).toBeInTheDocument();
    expect(within(edited).getByText("+12 \u22123 words")).toBeInTheDocument();
    expect(within(published).getByText("Published")).toBeInTheDocument();
    expect(within(created).getByText("Created")).toBeInTheDocument();
    expect(within(created).getByText("+11 \u22120 words")).toBeInTheDocument();
    // Said in words to a screen reader, not as "+12 −3".
    expect(within(edited).getByRole("button")).toHaveAccessibleName(
      "Nov 25, 2026, 9:14 AM #3 Edited · 5 auto-saves Mara Lindqvist, 12 words added, 3 removed",
    );
    expect(within(dialog).getByText("Choose a version to compare it with your current text.")).toBeInTheDocument();
  });

  it("compares a chosen version with the current text word by word, and previews it rendered", async () => {
    serveHistory();
    const dialog = await openHistory();
    await chooseFirstVersion(dialog);
    expect(within(dialog).getByRole("button", { name: /#1 Created/ })).toHaveAttribute("aria-pressed", "true");
    expect(within(dialog).getByRole("button", { name: /#3 Edited/ })).toHaveAttribute("aria-pressed", "false");

    expect(await within(dialog).findByText("What restoring this version would change in the current text:")).toBeInTheDocument();
    const changes = within(dialog).getByRole("tabpanel", { name: "Changes" });
    const field = (name: string) => within(changes).getByRole("region", { name });
    expect(texts(field("Title").querySelectorAll("del"))).toEqual([" in clay"]);
    expect(field("Title").querySelectorAll("ins")).toHaveLength(0);
    expect(texts(field("Body").querySelectorAll("del"))).toEqual(["slowly"]);
    expect(texts(field("Body").querySelectorAll("ins"))).toEqual(["deeply"]);
    expect(texts(field("Tags").querySelectorAll("ins"))).toEqual(["Clay"]);
    // Not by colour alone: a screen reader hears which words go and which come.
    expect(field("Body")).toHaveTextContent("Water removed: slowly (end removed)added: deeply (end added) at dawn.");

    await userEvent.click(within(dialog).getByRole("tab", { name: "Preview" }));
    const preview = within(dialog).getByRole("tabpanel", { name: "Preview" });
    expect(within(preview).getByRole("heading", { name: "Drip lines" })).toBeInTheDocument();
    expect(await within(preview).findByRole("heading", { level: 2, name: "Why drip" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(preview).getByText("Water deeply at dawn.")).toBeInTheDocument();
  });

  it("restores a version on the editor's version, shows its text and says so", async () => {
    const { requests } = serveHistory();
    const dialog = await openHistory();
    await chooseFirstVersion(dialog);
    await userEvent.click(within(dialog).getByRole("button", { name: "Restore this version" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "History" })).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === "POST")).toEqual([
      { method: "POST", path: "/api/admin/blog-posts/p1/revisions/1/restore", body: { baseVersion: 7 } },
    ]);
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Drip lines");
    expect(body()).toHaveValue("## Why drip\n\nWater deeply at dawn.");
    expect(await screen.findByText("Restored version #1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "History" })).toHaveFocus();
  });

  it("asks before a restore replaces unsaved changes", async () => {
    // Auto-save fails here, so the typed words stay unsaved however slowly the test runs.
    const { requests } = serveHistory({ override: ({ method }) => (method === "PATCH" ? replyError(503, "down") : undefined) });
    renderApp("/edit-post/p1");
    await userEvent.type(await screen.findByRole("textbox", { name: "Title" }, { timeout: 10_000 }), " soil");
    await userEvent.click(screen.getByRole("button", { name: "History" }));
    const dialog = await screen.findByRole("dialog", { name: "History" });
    await chooseFirstVersion(dialog);

    await userEvent.click(within(dialog).getByRole("button", { name: "Restore this version" }));
    const question = within(dialog).getByRole("group", { name: "You have unsaved changes; restoring replaces them." });
    expect(within(question).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(within(question).getByRole("button", { name: "Cancel" }));
    expect(within(dialog).getByRole("button", { name: "Restore this version" })).toHaveFocus();
    expect(requests.some((request) => request.method === "POST")).toBe(false);

    await userEvent.click(within(dialog).getByRole("button", { name: "Restore this version" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm restore" }));
    await waitFor(() => expect(body()).toHaveValue("## Why drip\n\nWater deeply at dawn."));
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Drip lines");
  });

  it("meets a post saved elsewhere with the conflict banner, keeping the author's text", async () => {
    const { saveElsewhere } = serveHistory();
    const dialog = await openHistory();
    await chooseFirstVersion(dialog);
    saveElsewhere();
    await userEvent.click(within(dialog).getByRole("button", { name: "Restore this version" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "History" })).not.toBeInTheDocument());
    const banner = (await screen.findAllByRole("alert")).find((alert) => within(alert).queryByRole("button", { name: "Reload theirs" }))!;
    expect(banner).toHaveTextContent("This post was changed elsewhere since you opened it");
    expect(body()).toHaveValue("## Why drip\n\nWater slowly at dawn.");
    await userEvent.click(within(banner).getByRole("button", { name: "Reload theirs" }));
    await waitFor(() => expect(body()).toHaveValue("Their text"));
  });

  it("says when the history cannot be loaded, and loads it again on Retry", async () => {
    let failures = 1;
    serveHistory({
      override: ({ path }) => (path.endsWith("/revisions") && failures-- > 0 ? replyError(500, "down") : undefined),
    });
    const dialog = await openHistory();
    const error = await within(dialog).findByRole("alert");
    expect(error).toHaveTextContent("We couldn't load this post's history.");
    await userEvent.click(within(error).getByRole("button", { name: "Retry" }));
    expect(await within(dialog).findByText("Edited · 5 auto-saves")).toBeInTheDocument();
  });

  it("says so when the post has no versions yet", async () => {
    serveHistory({ revisions: [] });
    const dialog = await openHistory();
    expect(await within(dialog).findByText("No earlier versions yet.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("listitem")).not.toBeInTheDocument();
  });

  it("is not offered for a post that has not been saved yet", async () => {
    serveHistory();
    renderApp("/create-post");
    await screen.findByRole("textbox", { name: "Title" }, { timeout: 10_000 });
    expect(screen.queryByRole("button", { name: "History" })).not.toBeInTheDocument();
  });
});
