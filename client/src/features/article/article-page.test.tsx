import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PostDetail } from "@shared/types";
import { AppRouter } from "@/app/router";
import { readVisitorInteractions } from "@/lib/visitor-interactions";
import { makePost, makePostDetail, profile } from "@/test/fixtures";
import { renderWithApp, reply, replyError, replyMalformed, stubFetch } from "@/test/render";

/** An IntersectionObserver the test moves: `reveal()` brings every observed element into view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly elements = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
  static reveal() {
    for (const observer of FakeObserver.all) {
      const entries = [...observer.elements].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

function serveArticle(post: PostDetail) {
  return stubFetch((url) => {
    if (url.pathname === "/api/profile") return reply("GET /api/profile", profile);
    if (url.pathname.endsWith("/related"))
      return reply("GET /api/blog-posts/{id}/related", [makePost(7, { title: "A neighbouring read", tags: post.tags })]);
    if (url.pathname.endsWith("/comments")) return reply("GET /api/blog-posts/{id}/comments", []);
    if (url.pathname === `/api/blog-posts/${post.slug}`) return reply("GET /api/blog-posts/{slugOrId}", post);
    return replyError(404, "Not found");
  });
}

const requested = (spy: ReturnType<typeof stubFetch>) => spy.mock.calls.map(([input]) => new URL(String(input), "http://x").pathname);

describe("article page", () => {
  afterEach(() => {
    FakeObserver.all = [];
  });

  it("sends a page reached by its /blog address to its own, as the server's 301 does", async () => {
    const about = makePostDetail({ id: "page-1", slug: "about", title: "About the farm", kind: "page" });
    stubFetch((url) => {
      if (url.pathname === "/api/profile") return reply("GET /api/profile", profile);
      if (url.pathname === "/api/blog-posts/about") return reply("GET /api/blog-posts/{slugOrId}", about);
      if (url.pathname === "/api/pages/about") return reply("GET /api/pages/{pageSlug}", about);
      return replyError(404, "Not found");
    });
    const { currentPath } = renderWithApp(<AppRouter />, { path: "/blog/about" });

    expect(await screen.findByRole("heading", { level: 1, name: "About the farm" })).toBeInTheDocument();
    expect(currentPath()).toBe("/about");
  });

  it("counts one view of the article for the tag ranking", async () => {
    serveArticle(makePostDetail({ id: "post-1", slug: "soil" }));
    renderWithApp(<AppRouter />, { path: "/blog/soil" });

    await screen.findByRole("heading", { level: 1 });
    expect(readVisitorInteractions().postViews).toEqual({ "post-1": 1 });
  });

  it("records a tag click before going to that tag's page", async () => {
    serveArticle(makePostDetail({ slug: "soil", tags: ["Soil Health"] }));
    renderWithApp(<AppRouter />, { path: "/blog/soil" });

    await userEvent.click(await screen.findByRole("link", { name: "#Soil Health" }));

    expect(readVisitorInteractions().tagClicks).toEqual({ "soil health": 1 });
    expect(await screen.findByRole("heading", { level: 1, name: "Soil Health" })).toBeInTheDocument();
  });

  it("asks for related articles and comments only once the reader scrolls near them", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const spy = serveArticle(makePostDetail({ id: "post-1", slug: "soil", tags: ["Soil Health"] }));
    renderWithApp(<AppRouter />, { path: "/blog/soil" });
    await screen.findByRole("heading", { level: 1 });

    expect(requested(spy)).not.toContain("/api/blog-posts/post-1/related");
    expect(requested(spy)).not.toContain("/api/blog-posts/post-1/comments");

    act(() => FakeObserver.reveal());

    const block = await screen.findByRole("region", { name: "Continue Your Reading Journey" });
    expect(within(block).getByRole("link", { name: "A neighbouring read" })).toHaveAttribute("href", "/blog/post-7");
    expect(await screen.findByRole("heading", { name: "Comments (0)" })).toBeInTheDocument();
    expect(requested(spy)).toContain("/api/blog-posts/post-1/related");
  });

  it("never asks for related articles when the post has no tags", async () => {
    const spy = serveArticle(makePostDetail({ id: "post-1", slug: "soil", tags: [] }));
    renderWithApp(<AppRouter />, { path: "/blog/soil" });

    expect(await screen.findByRole("heading", { name: "Comments (0)" })).toBeInTheDocument();
    expect(requested(spy)).not.toContain("/api/blog-posts/post-1/related");
    expect(screen.queryByText("Continue Your Reading Journey")).not.toBeInTheDocument();
  });

  it("puts a Share button in the author box that shares the article's own address", async () => {
    serveArticle(makePostDetail({ slug: "soil" }));
    renderWithApp(<AppRouter />, { path: "/blog/soil?utm_source=feed#why" });

    const authorBox = await screen.findByRole("complementary", { name: "About the author" });
    await userEvent.click(within(authorBox).getByRole("button", { name: "Share" }));
    const panel = await screen.findByRole("dialog", { name: "Share this article" });
    const href = within(panel).getByRole("link", { name: "Share by e-mail" }).getAttribute("href")!;
    expect(new URLSearchParams(href.slice("mailto:?".length)).get("body")).toMatch(new RegExp(`\\n${window.location.origin}/blog/soil$`));
  });

  it("keeps the article on screen when the part below it breaks", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubFetch((url) => {
      if (url.pathname === "/api/profile") return reply("GET /api/profile", profile);
      // Answers of the wrong shape make both lazy parts throw while rendering.
      if (url.pathname.endsWith("/related") || url.pathname.endsWith("/comments")) return replyMalformed({ unexpected: true });
      return reply("GET /api/blog-posts/{slugOrId}", makePostDetail({ slug: "soil", title: "Listening to soil", tags: ["Soil Health"] }));
    });
    renderWithApp(<AppRouter />, { path: "/blog/soil" });

    expect(await screen.findByText("We couldn't load the comments.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Listening to soil" })).toBeInTheDocument();
    expect(screen.queryByText("Continue Your Reading Journey")).not.toBeInTheDocument();
  });
});
