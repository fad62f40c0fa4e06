import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp, reply, stubFetch } from "@/test/render";
import { makePost } from "@/test/fixtures";
import { LatestArticles } from "./latest-articles";

/** A fake /api/blog-posts over `count` stored posts, honouring limit and reporting the total. */
function serveLatest(count: number) {
  const stored = Array.from({ length: count }, (_, index) => makePost(index));
  return stubFetch((url) => {
    const limit = Number(url.searchParams.get("limit"));
    return reply("GET /api/blog-posts", stored.slice(0, limit), { headers: { "X-Total-Count": String(count) } });
  });
}

const cards = () => screen.getAllByRole("article");

describe("Latest Articles", () => {
  it("makes every 6th card from the first wide and every 4th from the second medium-wide", async () => {
    serveLatest(12);
    renderWithApp(<LatestArticles />);
    await userEvent.click(await screen.findByRole("button", { name: "Load More Articles" }));
    await waitFor(() => expect(cards()).toHaveLength(12));

    const sizes = cards().map((card) => card.dataset.size);
    expect(sizes).toEqual([
      "wide",
      "medium",
      "normal",
      "normal",
      "normal",
      "medium",
      "wide",
      "normal",
      "normal",
      "medium",
      "normal",
      "normal",
    ]);
  });

  it("asks for 6 more posts per click and hides Load More once everything is shown", async () => {
    const fetchSpy = serveLatest(8);
    renderWithApp(<LatestArticles />);

    await waitFor(() => expect(cards()).toHaveLength(6));
    await userEvent.click(screen.getByRole("button", { name: "Load More Articles" }));

    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(screen.queryByRole("button", { name: "Load More Articles" })).not.toBeInTheDocument();
    const limits = fetchSpy.mock.calls.map(([input]) => new URL(String(input), "http://x").searchParams.get("limit"));
    expect(limits).toEqual(["6", "12"]);
  });

  it("does not offer Load More when the first page holds every post", async () => {
    serveLatest(3);
    renderWithApp(<LatestArticles />);

    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByRole("button", { name: "Load More Articles" })).not.toBeInTheDocument();
  });

  it("links each card to its article and shows the profile's name as the author", async () => {
    serveLatest(1);
    renderWithApp(<LatestArticles profileName="Ada Fields" />);

    const card = (await screen.findAllByRole("article"))[0];
    expect(within(card).getByRole("link", { name: "Soil sensors, part 0" })).toHaveAttribute("href", "/blog/post-0");
    expect(within(card).getByText("Ada Fields")).toBeInTheDocument();
    expect(within(card).getByText("4 min read")).toBeInTheDocument();
    expect(within(card).getByText("Nov 5, 2026")).toBeInTheDocument();
  });

  it("dates a post by the day it went public, not the day its draft was started", async () => {
    stubFetch(() =>
      reply("GET /api/blog-posts", [makePost(0, { createdAt: "2026-10-02T09:00:00.000Z", publishedAt: "2026-11-20T10:00:00.000Z" })], {
        headers: { "X-Total-Count": "1" },
      }),
    );
    renderWithApp(<LatestArticles />);

    const card = (await screen.findAllByRole("article"))[0];
    expect(within(card).getByText("Nov 20, 2026")).toBeInTheDocument();
    expect(within(card).queryByText("Oct 2, 2026")).not.toBeInTheDocument();
  });

  it("says so when there are no posts", async () => {
    serveLatest(0);
    renderWithApp(<LatestArticles />);

    expect(await screen.findByText("No posts found")).toBeInTheDocument();
    expect(screen.getByText("Try selecting a different category or check back later for new content.")).toBeInTheDocument();
  });

  it("offers a retry when the posts cannot be loaded, and recovers", async () => {
    let fail = true;
    stubFetch(() =>
      fail ? new Response("boom", { status: 500 }) : reply("GET /api/blog-posts", [makePost(0)], { headers: { "X-Total-Count": "1" } }),
    );
    renderWithApp(<LatestArticles />);

    const retry = await screen.findByRole("button", { name: "Retry" });
    fail = false;
    await userEvent.click(retry);

    await waitFor(() => expect(cards()).toHaveLength(1));
  });
});
