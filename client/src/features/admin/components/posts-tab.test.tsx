import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp, reply, replyError, routeFetch } from "@/test/render";
import { adminCard } from "../test/admin-api";
import { PostsTab } from "./posts-tab";

describe("the posts list", () => {
  it("shows a scheduled draft as Scheduled with the time it goes live, in the author's zone", async () => {
    // Built from local wall-clock time, so the expected text holds in any zone the tests run in.
    const goesLive = new Date(2026, 11, 1, 10, 0).toISOString();
    routeFetch(({ path }) =>
      path === "/api/admin/blog-posts"
        ? reply("GET /api/admin/blog-posts", [
            adminCard("p1", { isPublished: false, scheduledAt: goesLive }),
            adminCard("p2", { isPublished: false }),
            adminCard("p3"),
          ])
        : replyError(404, "Not found"),
    );
    renderWithApp(<PostsTab />);

    const scheduled = (await screen.findByRole("heading", { name: "Post p1" })).closest("li")!;
    expect(within(scheduled).getByText("Scheduled")).toBeInTheDocument();
    expect(within(scheduled).getByText("Goes live Tue, Dec 1, 2026, 10:00 AM")).toBeInTheDocument();
    expect(within(scheduled).queryByText("Draft")).not.toBeInTheDocument();

    const draft = screen.getByRole("heading", { name: "Post p2" }).closest("li")!;
    expect(within(draft).getByText("Draft")).toBeInTheDocument();
    expect(within(draft).queryByText(/Goes live/)).not.toBeInTheDocument();
    const published = screen.getByRole("heading", { name: "Post p3" }).closest("li")!;
    expect(within(published).getByText("Published")).toBeInTheDocument();
  });

  it("lists pages apart from posts, at their own addresses, and offers a new one of each", async () => {
    routeFetch(({ path }) =>
      path === "/api/admin/blog-posts"
        ? reply("GET /api/admin/blog-posts", [adminCard("p1"), adminCard("about", { kind: "page", slug: "about" })])
        : replyError(404, "Not found"),
    );
    renderWithApp(<PostsTab />);

    expect(await screen.findByRole("heading", { name: "Post p1" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Post about" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "New Page" })).toHaveAttribute("href", "/create-post?kind=page");

    await userEvent.click(screen.getByRole("button", { name: "Pages" }));

    const page = screen.getByRole("heading", { name: "Post about" }).closest("li")!;
    expect(within(page).getByText("/about")).toBeInTheDocument();
    expect(within(page).getByRole("link", { name: /^View/ })).toHaveAttribute("href", "/about");
    expect(screen.queryByRole("heading", { name: "Post p1" })).not.toBeInTheDocument();
  });
});
