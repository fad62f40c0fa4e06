import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PostCard } from "@shared/types";
import { AppRouter } from "@/app/router";
import { readVisitorInteractions, recordPostView } from "@/lib/visitor-interactions";
import { makePost, profile } from "@/test/fixtures";
import { renderWithApp, reply, replyError, stubFetch } from "@/test/render";

/** A fake server: the profile, and `posts` for any tag listing. */
function serveTag(posts: PostCard[], profileName = profile.name) {
  return stubFetch((url) => {
    if (url.pathname === "/api/profile") return reply("GET /api/profile", { ...profile, name: profileName });
    if (url.pathname === "/api/blog-posts")
      return reply("GET /api/blog-posts", posts, { headers: { "X-Total-Count": String(posts.length) } });
    return replyError(404, "Not found");
  });
}

const cardTitles = () => screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent);

describe("tag page", () => {
  it("shows the decoded tag, the count, and cards with long dates, tags, a Featured badge and the author", async () => {
    const spy = serveTag([
      makePost(1, { tags: ["Soil Health", "Carbon", "Nitrogen", "Water", "Data"], isFeatured: true }),
      makePost(2, { tags: ["Soil Health"], createdAt: "2026-10-01T12:00:00.000Z" }),
    ]);
    renderWithApp(<AppRouter />, { path: "/tags/soil%20health" });

    expect(await screen.findByRole("heading", { level: 1, name: "soil health" })).toBeInTheDocument();
    expect(await screen.findByText("2 posts found")).toBeInTheDocument();

    const [first, second] = screen.getAllByRole("article");
    expect(within(first).getByRole("link", { name: "Soil sensors, part 1" })).toHaveAttribute("href", "/blog/post-1");
    expect(within(first).getByText("Featured")).toBeInTheDocument();
    expect(within(first).getByText("November 5, 2026")).toBeInTheDocument();
    expect(within(first).getByText("4 min read")).toBeInTheDocument();
    const tags = within(within(first).getByRole("list", { name: "Tags" }));
    expect(tags.getAllByRole("link").map((link) => link.textContent)).toEqual(["Soil Health", "Carbon", "Nitrogen"]);
    expect(tags.getByText("+2")).toBeInTheDocument();
    expect(within(first).getByText("Ada Fields")).toBeInTheDocument();
    expect(within(first).getByText("A")).toBeInTheDocument();
    expect(within(second).queryByText("Featured")).not.toBeInTheDocument();
    expect(within(second).queryByText(/^\+/)).not.toBeInTheDocument();

    const request = spy.mock.calls.map(([input]) => new URL(String(input), "http://x")).find((url) => url.pathname === "/api/blog-posts")!;
    expect(request.searchParams.get("tag")).toBe("soil health");
    expect(request.searchParams.get("limit")).toBe("100");
  });

  it("says '1 post found' for a single post, and uses the post's author when the profile name is blank", async () => {
    serveTag([makePost(1, { tags: ["Soil Health"] })], "  ");
    renderWithApp(<AppRouter />, { path: "/tags/Soil%20Health" });

    expect(await screen.findByText("1 post found")).toBeInTheDocument();
    expect(within(screen.getByRole("article")).getByText("Post Author")).toBeInTheDocument();
  });

  it("shows six skeletons while the posts load", async () => {
    stubFetch((url) => (url.pathname === "/api/profile" ? reply("GET /api/profile", profile) : new Promise<Response>(() => {})));
    renderWithApp(<AppRouter />, { path: "/tags/Data" });

    await waitFor(() => expect(screen.getAllByTestId("tag-post-skeleton")).toHaveLength(6));
  });

  it("says there is nothing for a tag no published post carries, and links home", async () => {
    serveTag([]);
    renderWithApp(<AppRouter />, { path: "/tags/Hydroponics" });

    expect(await screen.findByText('No posts found for "Hydroponics"')).toBeInTheDocument();
    expect(screen.getByText("There are currently no published posts with this tag.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Explore All Posts" })).toHaveAttribute("href", "/");
  });

  it("puts the post this reader viewed most first, whatever the server's order", async () => {
    recordPostView("post-3");
    recordPostView("post-3");
    serveTag([
      makePost(1, { createdAt: "2026-10-01T00:00:00.000Z" }),
      makePost(2, { createdAt: "2026-09-01T00:00:00.000Z", isFeatured: true }),
      makePost(3, { createdAt: "2026-08-01T00:00:00.000Z" }),
    ]);
    renderWithApp(<AppRouter />, { path: "/tags/sensors" });

    await screen.findByText("3 posts found");
    expect(cardTitles()).toEqual(["Soil sensors, part 3", "Soil sensors, part 2", "Soil sensors, part 1"]);
  });

  it("remembers a click on a card's tag and opens that tag's page", async () => {
    serveTag([makePost(1, { tags: ["Soil Health", "Carbon"] })]);
    renderWithApp(<AppRouter />, { path: "/tags/Soil%20Health" });

    await userEvent.click(await screen.findByRole("link", { name: "Carbon" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Carbon" })).toBeInTheDocument();
    expect(readVisitorInteractions().tagClicks).toEqual({ carbon: 1 });
  });
});
