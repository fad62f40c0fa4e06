import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { reply, replyError, routeFetch } from "@/test/render";
import { renderApp } from "@/test/render-app";
import { adminSession, emptyProfile, makeAdminPost } from "@/test/fixtures";

// The editor route loads lazily; loading it once here keeps its first compile out of the tests' waits.
beforeAll(() => import("@/app/routes/edit-post"), 20_000);

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

function serveBlog() {
  return routeFetch(({ method, path, body }) => {
    if (path === "/api/admin/verify-session") return reply("GET /api/admin/verify-session", adminSession);
    if (path === "/api/profile") return reply("GET /api/profile", emptyProfile);
    if (method === "POST" && path === "/api/admin/blog-posts") {
      const input = body as { title: string; content: string; isPublished: boolean };
      const post = makeAdminPost({
        id: "fresh-1",
        title: input.title,
        markdown: input.content,
        isPublished: input.isPublished,
        version: 1,
      });
      return reply("POST /api/admin/blog-posts", post, { status: 201 });
    }
    return replyError(404, "Not found");
  });
}

const body = () => screen.getByRole("textbox", { name: "Post content (Markdown)" }) as HTMLTextAreaElement;

async function writePost(markdown: string) {
  await user().type(await screen.findByRole("textbox", { name: "Title" }), "Maize rows");
  await user().click(body());
  await user().paste(markdown);
}

describe("alt text in the editor", { timeout: 20_000 }, () => {
  it("names every image without alt text: the featured image, empty ![](src) and <img> without alt, but not code", async () => {
    serveBlog();
    renderApp("/create-post");
    await writePost(
      '![](/uploads/rows-1200.jpg)\n\n![Drip line](/uploads/drip.jpg)\n\n<img src="/uploads/trap.png">\n\n`![](/uploads/code.png)`',
    );
    await user().type(screen.getByRole("textbox", { name: "Image URL" }), "/uploads/cover.webp");

    const list = screen.getByRole("list", { name: "Images without alt text" });
    expect(
      within(list)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Featured image: cover.webp", "In the body: rows-1200.jpg", "In the body: trap.png"]);
    expect(screen.getByText("3 images without alt text")).toBeInTheDocument();

    await user().type(screen.getByRole("textbox", { name: "Alt text" }), "A cover crop of rye");
    expect(within(screen.getByRole("list", { name: "Images without alt text" })).getAllByRole("button")).toHaveLength(2);

    await user().click(screen.getByRole("button", { name: "In the body: trap.png" }));
    await waitFor(() => expect(body()).toHaveFocus());
    expect(body().selectionStart).toBe(body().value.indexOf("<img"));
  });

  it("saves a draft without asking, even with images without alt text", async () => {
    const { requests } = serveBlog();
    renderApp("/create-post");
    await writePost("![](/uploads/rows.jpg)");
    await user().click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(requests.filter((request) => request.method === "POST")).toHaveLength(1));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks before publishing; Add alt text closes the question and puts the caret at the image, saving nothing", async () => {
    const { requests } = serveBlog();
    renderApp("/create-post");
    await writePost("Some words first.\n\n![](/uploads/rows.jpg)");
    await user().click(screen.getByRole("checkbox", { name: "Published" }));
    await user().click(screen.getByRole("button", { name: "Publish" }));

    const dialog = await screen.findByRole("dialog", { name: "Publish without alt text?" });
    expect(dialog).toHaveTextContent("rows.jpg");
    await user().click(within(dialog).getByRole("button", { name: "Add alt text" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(body()).toHaveFocus());
    expect(body().selectionStart).toBe(body().value.indexOf("![") + 2);
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);
  });

  it("focuses the featured image's alt field first when it is the one missing", async () => {
    serveBlog();
    renderApp("/create-post");
    await writePost("No pictures in the body.");
    await user().type(screen.getByRole("textbox", { name: "Image URL" }), "/uploads/cover.webp");
    await user().click(screen.getByRole("checkbox", { name: "Published" }));
    await user().click(screen.getByRole("button", { name: "Publish" }));
    await user().click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Add alt text" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Alt text" })).toHaveFocus());
  });

  it("publishes anyway when the author says so", async () => {
    const { requests } = serveBlog();
    renderApp("/create-post");
    await writePost("![](/uploads/rows.jpg)");
    await user().click(screen.getByRole("checkbox", { name: "Published" }));
    await user().click(screen.getByRole("button", { name: "Publish" }));
    await user().click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Publish anyway" }));
    await waitFor(() => expect(requests.filter((request) => request.method === "POST")).toHaveLength(1));
    expect(requests.find((request) => request.method === "POST")!.body).toMatchObject({ isPublished: true, featuredImageAlt: "" });
  });
});
