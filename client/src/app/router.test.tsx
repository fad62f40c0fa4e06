import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, reply, replyError, stubFetch } from "@/test/render";
import { makePostDetail, profile } from "@/test/fixtures";
import type { Navigation } from "@shared/types";
import { AppRouter } from "./router";

const link = (label: string, href: string) => ({ label, href });

/** The profile, the author's links (when given), and an empty blog for every list the page asks for. */
function serveEmptyBlog(navigation?: Navigation) {
  stubFetch((url) => {
    if (url.pathname === "/api/profile") return reply("GET /api/profile", profile);
    if (url.pathname === "/api/navigation" && navigation) return reply("GET /api/navigation", navigation);
    if (url.pathname === "/api/blog-posts/tags") return reply("GET /api/blog-posts/tags", []);
    if (url.pathname === "/api/blog-posts") return reply("GET /api/blog-posts", [], { headers: { "X-Total-Count": "0" } });
    return replyError(404, "Not found");
  });
}

describe("routes", () => {
  it("shows the 404 page for a path the router does not know", async () => {
    serveEmptyBlog();
    renderWithApp(<AppRouter />, { path: "/no/such/page" });

    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText(/forget to add the page to the router/)).toBeInTheDocument();
  });

  it("draws the author's links in the top bar and highlights the active section", async () => {
    serveEmptyBlog({ topBar: [link("Say hello", "/contact"), link("Articles", "/posts")], footer: [] });
    renderWithApp(<AppRouter />, { path: "/posts" });

    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(await within(nav).findByRole("link", { name: "Articles" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Say hello" })).not.toHaveAttribute("aria-current");
    expect(
      within(nav)
        .getAllByRole("link")
        .map((item) => item.textContent),
    ).toEqual(["Say hello", "Articles"]);
  });

  it("leaves the links out when they cannot be loaded, and the brand and search still lead on", async () => {
    serveEmptyBlog();
    renderWithApp(<AppRouter />, { path: "/posts" });

    expect(await screen.findByRole("heading", { name: "All Blog Posts" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).queryAllByRole("link")).toEqual([]);
    expect(screen.getAllByRole("link", { name: /Furrow/ })[0]).toHaveAttribute("href", "/");
    expect(screen.getByRole("button", { name: "Search" })).toBeInTheDocument();
  });

  it("loads an admin screen on demand", async () => {
    // The session check never answers, so the screen stays put while it is looked at.
    stubFetch(() => new Promise<Response>(() => undefined));
    renderWithApp(<AppRouter />, { path: "/auth/callback" });

    expect(await screen.findByRole("heading", { name: "Completing authentication..." })).toBeInTheDocument();
    expect(screen.getByText("Please wait...")).toBeInTheDocument();
  });
});

describe("article page", () => {
  it("says the article was not found when the server answers 404", async () => {
    stubFetch((url) => (url.pathname === "/api/profile" ? reply("GET /api/profile", profile) : replyError(404, "Post not found")));
    renderWithApp(<AppRouter />, { path: "/blog/missing" });

    expect(await screen.findByRole("heading", { name: "Article Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to Home/ })).toHaveAttribute("href", "/");
  });

  it("shows the article with its body, long date, read time, tags and author bio", async () => {
    const post = makePostDetail({ slug: "soil", title: "Listening to soil", tags: ["soil health", "C#"] });
    // The article also asks for its related posts and comments: neither has any.
    stubFetch((url) => {
      if (url.pathname === "/api/profile") return reply("GET /api/profile", profile);
      if (url.pathname.endsWith("/related")) return reply("GET /api/blog-posts/{id}/related", []);
      if (url.pathname.endsWith("/comments")) return reply("GET /api/blog-posts/{id}/comments", []);
      return reply("GET /api/blog-posts/{slugOrId}", post);
    });
    renderWithApp(<AppRouter />, { path: "/blog/soil" });

    expect(await screen.findByRole("heading", { level: 1, name: "Listening to soil" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Why" })).toHaveAttribute("id", "why");
    expect(screen.getByText("November 5, 2026")).toBeInTheDocument();
    expect(screen.getByText("4 min read")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "#C#" })).toHaveAttribute("href", "/tags/C%23");
    expect(screen.getByText("Agronomist turned data engineer.")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Listening to soil | Furrow"));
  });
});
