// The editor screen's behaviours in one file (over 300 lines): each test is short, and they share the one
// lazily loaded route and fake API set up below, which a split would repeat per file.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminPost } from "@shared/types";
import { reply, replyError, routeFetch, type FakeRequest } from "@/test/render";
import { renderApp } from "@/test/render-app";
import { adminSession, emptyProfile, makeAdminPost } from "@/test/fixtures";

// The editor route loads lazily; compiled cold while other test files run, it can take longer than
// a findBy waits, so the first test would fail on the spinner. Loading it once here keeps that out of the tests.
beforeAll(() => import("@/app/routes/edit-post"), 20_000);

beforeEach(() => {
  localStorage.clear();
  // Fake clocks that still move on their own, so the testing library's waits keep working.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

/** A tiny blog server: one stored post at most, versions and 409s like the real one. */
function serveBlog(initial?: AdminPost) {
  let stored = initial;
  return routeFetch((request: FakeRequest) => {
    const { method, path, body } = request;
    if (path === "/api/admin/verify-session") return reply("GET /api/admin/verify-session", adminSession);
    if (path === "/api/profile") return reply("GET /api/profile", emptyProfile);
    if (path === "/api/admin/series") return reply("GET /api/admin/series", []);
    if (method === "GET" && path.startsWith("/api/admin/blog-posts/")) {
      return stored ? reply("GET /api/admin/blog-posts/{id}", stored) : replyError(404, "Post not found");
    }
    if (method === "POST" && path === "/api/admin/blog-posts") {
      const input = body as { title: string; content: string; isPublished: boolean };
      stored = makeAdminPost({ id: "fresh-1", title: input.title, markdown: input.content, isPublished: input.isPublished, version: 1 });
      return reply("POST /api/admin/blog-posts", stored, { status: 201 });
    }
    if (method === "PATCH" && stored && path === `/api/admin/blog-posts/${stored.id}`) {
      const input = body as { title: string; content: string; isPublished: boolean; baseVersion: number };
      if (input.baseVersion !== stored.version) return replyError(409, "This post was changed elsewhere since you opened it");
      stored = { ...stored, title: input.title, markdown: input.content, isPublished: input.isPublished, version: stored.version + 1 };
      return reply("PATCH /api/admin/blog-posts/{id}", stored);
    }
    return replyError(404, "Not found");
  });
}

const titleInput = () => screen.findByRole("textbox", { name: "Title" });
const body = () => screen.getByRole("textbox", { name: "Post content (Markdown)" }) as HTMLTextAreaElement;

// Generous: the first Preview compiles the markdown renderer, which is slow on a busy machine.
describe("the post editor", { timeout: 20_000 }, () => {
  it("has the spec's title, toolbar, body, side cards and a Save Draft button that becomes Publish", async () => {
    serveBlog();
    renderApp("/create-post");

    expect(await titleInput()).toHaveAttribute("placeholder", "Post title...");
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    expect(
      within(toolbar)
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label")),
    ).toEqual(["Heading 1", "Heading 2", "Heading 3", "Bold", "Italic", "Bulleted list", "Quote", "Image"]);
    for (const card of ["Post Settings", "Excerpt", "Tags", "Markdown Guide"]) {
      expect(screen.getByRole("heading", { name: card })).toBeInTheDocument();
    }
    expect(screen.getByText("Waiting for changes")).toHaveAttribute("role", "status");

    await user().click(screen.getByRole("button", { name: "Save Draft" }));
    expect(screen.getByRole("button", { name: "Save Draft" })).toBeInTheDocument();
    await user().click(screen.getByRole("checkbox", { name: "Published" }));
    expect(screen.getByRole("button", { name: "Publish" })).toBeInTheDocument();
  });

  it("wraps the selected text with the toolbar, and inserts a placeholder where nothing is selected", async () => {
    serveBlog();
    renderApp("/create-post");
    await titleInput();
    const area = body();
    await user().type(area, "Soil moisture matters");

    area.setSelectionRange(5, 13);
    await user().click(screen.getByRole("button", { name: "Bold" }));
    expect(area.value).toBe("Soil **moisture** matters");
    expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe("moisture");

    area.setSelectionRange(area.value.length, area.value.length);
    await user().click(screen.getByRole("button", { name: "Heading 2" }));
    expect(area.value).toBe("Soil **moisture** matters\n## Heading 2");
    expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe("Heading 2");
  });

  it("adds trimmed tags with Enter or Add, refuses blanks and duplicates, and removes a tag on click", async () => {
    serveBlog();
    renderApp("/create-post");
    await titleInput();
    const input = screen.getByRole("textbox", { name: "New tag" });
    const tags = () => screen.queryAllByRole("button", { name: /^Remove tag / }).map((button) => button.textContent);

    await user().type(input, "  Soil Health  {Enter}");
    expect(tags()).toEqual(["Soil Health"]);
    expect(input).toHaveValue("");

    await user().type(input, "Data");
    await user().click(screen.getByRole("button", { name: "Add" }));
    expect(tags()).toEqual(["Soil Health", "Data"]);

    await user().type(input, "   {Enter}");
    await user().type(input, "{Control>}a{/Control}soil health{Enter}");
    expect(tags()).toEqual(["Soil Health", "Data"]);
    expect(screen.getByText("That tag is already on this post.")).toBeInTheDocument();

    await user().click(screen.getByRole("button", { name: "Remove tag Soil Health" }));
    expect(tags()).toEqual(["Data"]);
  });

  it("previews the body as readers will see it, and says so when there is nothing yet", async () => {
    serveBlog();
    renderApp("/create-post");
    await titleInput();

    await user().click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByText("No content yet. Start typing in edit mode!")).toBeInTheDocument();

    await user().click(screen.getByRole("button", { name: "Edit" }));
    await user().type(body(), "## Why soil{Enter}{Enter}Some ~~old~~ text <img src=x onerror=alert(1)>");
    await user().click(screen.getByRole("button", { name: "Preview" }));
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(await within(preview).findByRole("heading", { level: 2, name: "Why soil" })).toHaveAttribute("id", "why-soil");
    expect(preview.querySelector("del")?.textContent).toBe("old");
    expect(preview.querySelector("img")?.getAttribute("onerror")).toBeNull();
  });

  it("auto-saves a new post 3 seconds after typing and moves to /edit-post/{id}, keeping the text and the cursor", async () => {
    const { requests } = serveBlog();
    const app = renderApp("/create-post");
    await user().type(await titleInput(), "Cover crops");
    await user().click(screen.getByRole("checkbox", { name: "Published" }));
    await user().type(body(), "Carbon, honestly counted");

    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(app.currentPath()).toBe("/edit-post/fresh-1"));

    const saves = requests.filter((request) => request.method !== "GET");
    expect(saves).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/api/admin/blog-posts",
        body: expect.objectContaining({ title: "Cover crops", isPublished: false }),
      }),
    ]);
    expect(await screen.findByRole("heading", { name: "Edit Post" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Cover crops");
    expect(body()).toHaveValue("Carbon, honestly counted");
    expect(screen.getByRole("checkbox", { name: "Published" })).toBeChecked();
    expect(document.activeElement).toBe(body());
    expect(body().selectionStart).toBe("Carbon, honestly counted".length);
    // The stored post did not have to be fetched again: the editor carried on with what it had.
    expect(requests.some((request) => request.method === "GET" && request.path === "/api/admin/blog-posts/fresh-1")).toBe(false);
    expect(screen.getByText("Auto-saved")).toBeInTheDocument();
  });

  it("emails a new post to subscribers when published unless told not to, with the excerpt or the whole post", async () => {
    const { requests } = serveBlog();
    renderApp("/create-post");
    await user().type(await titleInput(), "Drone scouting");
    const send = screen.getByRole("checkbox", { name: "Email it to subscribers when published" });
    expect(send).toBeChecked();
    const holds = screen.getByRole("combobox", { name: "What the email holds" });
    await user().selectOptions(holds, "full");
    await user().click(screen.getByRole("checkbox", { name: "Published" }));
    await user().click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(requests.filter((request) => request.method === "POST")).toHaveLength(1));
    expect(requests.find((request) => request.method === "POST")!.body).toMatchObject({
      isPublished: true,
      newsletter: { send: true, content: "full" },
    });
  });

  it("says a post published before is not sent again, and sends no newsletter choice when it is saved", async () => {
    const { requests } = serveBlog(
      makeAdminPost({ id: "old-1", isPublished: true, publishedAt: "2026-10-01T09:00:00.000Z", newsletter: null }),
    );
    renderApp("/edit-post/old-1");
    expect(await screen.findByText("Published before without a newsletter; saving it again sends nothing.")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Email it to subscribers when published" })).not.toBeInTheDocument();
    await user().type(await titleInput(), " again");
    await user().click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(requests.filter((request) => request.method === "PATCH")).toHaveLength(1));
    expect(requests.find((request) => request.method === "PATCH")!.body).not.toHaveProperty("newsletter");
  });

  const scheduledDraft = () => {
    const goesLive = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    goesLive.setSeconds(0, 0);
    return {
      goesLive: goesLive.toISOString(),
      post: makeAdminPost({
        id: "s1",
        title: "Frost alerts",
        markdown: "Sensors warn.",
        scheduledAt: goesLive.toISOString(),
        version: 2,
        featuredImageAlt: "A frost sensor on a post",
      }),
    };
  };

  it("shows a scheduled draft's time in the author's zone and saves it with Schedule", async () => {
    const { goesLive, post } = scheduledDraft();
    const { requests } = serveBlog(post);
    renderApp("/edit-post/s1");
    await titleInput();
    expect(screen.getByText(/^Goes live .+ time\)\. Save with Schedule to set it\.$/)).toBeInTheDocument();
    await user().click(screen.getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(requests.filter((request) => request.method === "PATCH")).toHaveLength(1));
    expect(requests.find((request) => request.method === "PATCH")!.body).toMatchObject({ isPublished: false, publishAt: goesLive });
  });

  it("cancels a schedule: the field empties, the button says Save Draft, and the save clears the time", async () => {
    const { requests } = serveBlog(scheduledDraft().post);
    renderApp("/edit-post/s1");
    await titleInput();
    await user().click(screen.getByRole("button", { name: "Cancel schedule" }));
    expect(screen.getByLabelText("Publish on")).toHaveValue("");
    expect(screen.getByText(/^Leave empty to keep it a draft\./)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Schedule" })).not.toBeInTheDocument();
    await user().click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(requests.filter((request) => request.method === "PATCH")).toHaveLength(1));
    expect(requests.find((request) => request.method === "PATCH")!.body).toMatchObject({ isPublished: false, publishAt: null });
  });

  it("asks the browser to confirm leaving while there are unsaved changes", async () => {
    serveBlog();
    renderApp("/create-post");
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await titleInput();
    expect(leave()).toBe(false);

    await user().type(body(), "Unsaved words");
    expect(leave()).toBe(true);
  });

  it("does not auto-save while the title and body are blank", async () => {
    const { requests } = serveBlog();
    renderApp("/create-post");
    await user().type(await titleInput(), "   ");
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(requests.filter((request) => request.method === "POST")).toEqual([]);
    expect(screen.getByText("Waiting for changes")).toBeInTheDocument();
  });

  it("shows a spinner while an existing post loads, then its markdown", async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const post = makeAdminPost({ id: "p1", title: "Stored title", markdown: "Stored body" });
    routeFetch(async ({ path }) => {
      if (path === "/api/admin/verify-session") return reply("GET /api/admin/verify-session", adminSession);
      await arrived;
      return reply("GET /api/admin/blog-posts/{id}", post);
    });
    renderApp("/edit-post/p1");

    expect(await screen.findByText("Loading post...")).toBeInTheDocument();
    release();
    expect(await titleInput()).toHaveValue("Stored title");
    expect(body()).toHaveValue("Stored body");
    expect(screen.queryByText("Loading post...")).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch post: 404' when the post cannot be loaded", async () => {
    serveBlog();
    renderApp("/edit-post/missing");
    expect(await screen.findByText("Failed to fetch post: 404")).toBeInTheDocument();
  });

  it("keeps the author's text when the post changed elsewhere, and overwrites on request", async () => {
    const { requests } = serveBlog(makeAdminPost({ id: "p1", title: "Shared", markdown: "Original", version: 1 }));
    const app = renderApp("/edit-post/p1");
    await titleInput();
    // Another tab saves first: the stored version moves on to 2.
    await fetch("/api/admin/blog-posts/p1", {
      method: "PATCH",
      body: JSON.stringify({ title: "Shared", content: "Their text", isPublished: false, baseVersion: 1 }),
    });

    await user().clear(body());
    await user().type(body(), "My text");
    await user().click(screen.getByRole("button", { name: "Save Draft" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This post was changed elsewhere since you opened it");
    expect(body()).toHaveValue("My text");
    expect(app.currentPath()).toBe("/edit-post/p1");

    await user().click(within(alert).getByRole("button", { name: "Overwrite" }));
    await waitFor(() => expect(app.currentPath()).toBe("/admin"));
    const lastSave = requests.filter((request) => request.method === "PATCH").at(-1)!;
    expect(lastSave.body).toMatchObject({ content: "My text", baseVersion: 2 });
  });

  it("reloads the stored version when the author chooses theirs", async () => {
    serveBlog(makeAdminPost({ id: "p1", title: "Shared", markdown: "Original", version: 1 }));
    renderApp("/edit-post/p1");
    await titleInput();
    await fetch("/api/admin/blog-posts/p1", {
      method: "PATCH",
      body: JSON.stringify({ title: "Shared", content: "Their text", isPublished: false, baseVersion: 1 }),
    });
    await user().type(body(), " and mine");
    await user().click(screen.getByRole("button", { name: "Save Draft" }));
    await user().click(within(await screen.findByRole("alert")).getByRole("button", { name: "Reload theirs" }));

    await waitFor(() => expect(body()).toHaveValue("Their text"));
    expect(screen.queryByRole("button", { name: "Overwrite" })).not.toBeInTheDocument();
  });
});
