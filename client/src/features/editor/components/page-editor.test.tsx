import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PostInput } from "@shared/types";
import { reply, replyError, routeFetch } from "@/test/render";
import { renderApp } from "@/test/render-app";
import { adminSession, emptyProfile, makeAdminPost } from "@/test/fixtures";

// The editor route loads lazily; loading it once here keeps a cold compile out of the test's waits.
beforeAll(() => import("@/app/routes/edit-post"), 20_000);
beforeEach(() => localStorage.clear());

/** Records what the editor sends when it creates something. */
function serveBlog() {
  const created: PostInput[] = [];
  routeFetch(({ method, path, body }) => {
    if (path === "/api/admin/verify-session") return reply("GET /api/admin/verify-session", adminSession);
    if (path === "/api/profile") return reply("GET /api/profile", emptyProfile);
    if (method === "POST" && path === "/api/admin/blog-posts") {
      const input = body as PostInput;
      created.push(input);
      const page = makeAdminPost({ id: "page-1", kind: "page", title: input.title, slug: input.slug ?? "", tags: [], version: 1 });
      return reply("POST /api/admin/blog-posts", page, { status: 201 });
    }
    return replyError(404, "Not found");
  });
  return created;
}

describe("the editor writing a page", { timeout: 20_000 }, () => {
  it("hides what a page has not (tags, featuring, newsletter, category), shows its top-level address, and makes a page", async () => {
    const created = serveBlog();
    renderApp("/create-post?kind=page");

    expect(await screen.findByRole("heading", { name: "New Page" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Page Settings" })).toBeInTheDocument();
    for (const gone of ["Tags", "Newsletter", "Category"]) expect(screen.queryByRole("heading", { name: gone })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Featured" })).not.toBeInTheDocument();
    expect(screen.queryByText("Newsletter")).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), "Contact");
    // A reserved address is named before any save.
    expect(screen.getByText("“contact” is a reserved address; choose another slug")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByTestId("save-error")).toHaveTextContent("“contact” is a reserved address; choose another slug");
    expect(created).toEqual([]);

    const slug = screen.getByRole("textbox", { name: "Slug" });
    await userEvent.clear(slug);
    await userEvent.type(slug, "about");
    await userEvent.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ kind: "page", title: "Contact", slug: "about" });
  });
});
