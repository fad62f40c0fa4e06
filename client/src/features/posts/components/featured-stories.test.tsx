import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, reply, stubFetch } from "@/test/render";
import { makePost } from "@/test/fixtures";
import { FeaturedStories } from "./featured-stories";
import { featuredCells, featuredRowSizes } from "./featured-layout";

function serveFeatured(count: number) {
  const posts = Array.from({ length: count }, (_, index) =>
    makePost(index, { isFeatured: true, author: { name: "Mara Lindqvist", avatar: "" }, readTime: index + 3 }),
  );
  stubFetch(() => reply("GET /api/blog-posts/featured", posts));
  return posts;
}

describe("Featured Stories", () => {
  it.each([1, 3, 4])("with %i featured posts, shows every card, the first as the larger lead", async (count) => {
    const posts = serveFeatured(count);
    renderWithApp(<FeaturedStories />);

    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(count));
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual(posts.map((post) => post.title));
    expect(cards[0]).toHaveAttribute("data-lead", "true");
    expect(cards.slice(1).every((card) => !card.hasAttribute("data-lead"))).toBe(true);
  });

  it("gives each card its picture, 'Featured' label, date, title link, excerpt, author initials and name, and read time", async () => {
    serveFeatured(2);
    renderWithApp(<FeaturedStories />);

    const card = (await screen.findAllByRole("article"))[1]!;
    expect(card.querySelector('img[src="/images/posts/post-1.svg"]')).not.toBeNull();
    expect(within(card).getByText("Featured")).toBeInTheDocument();
    expect(within(card).getByText("Nov 5, 2026")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Soil sensors, part 1" })).toHaveAttribute("href", "/blog/post-1");
    expect(within(card).getByText("What the field told us on day 1.")).toBeInTheDocument();
    expect(within(card).getByText("ML")).toBeInTheDocument();
    expect(within(card).getByText("Mara Lindqvist")).toBeInTheDocument();
    expect(within(card).getByText("4 min read")).toBeInTheDocument();
  });

  it("shows a spinner reading 'Loading featured content...' and three placeholders while loading", async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderWithApp(<FeaturedStories />);

    expect(screen.getByText("Loading featured content...")).toBeVisible();
    expect(screen.getAllByTestId("card-skeleton")).toHaveLength(3);
  });

  it("subtitles the section about agricultural technology", () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderWithApp(<FeaturedStories />);

    expect(screen.getByRole("heading", { level: 2, name: "Featured Stories" })).toBeInTheDocument();
    expect(screen.getByText(/agricultural technology/)).toBeInTheDocument();
  });
});

describe("the featured grid after the lead", () => {
  it("fills rows of three and never leaves a card alone after a full row", () => {
    expect(featuredRowSizes(1)).toEqual([1]);
    expect(featuredRowSizes(2)).toEqual([2]);
    expect(featuredRowSizes(3)).toEqual([3]);
    expect(featuredRowSizes(4)).toEqual([2, 2]);
    expect(featuredRowSizes(5)).toEqual([3, 2]);
    expect(featuredRowSizes(7)).toEqual([3, 2, 2]);
    expect(featuredRowSizes(9)).toEqual([3, 3, 3]);
  });

  it.each(Array.from({ length: 10 }, (_, count) => count))("closes every row of the desktop and tablet grids with %i cards", (count) => {
    const cells = featuredCells(count);
    expect(cells).toHaveLength(count);
    const desktopWidth = cells.reduce((sum, cell) => sum + cell.lg, 0);
    const tabletWidth = cells.reduce((sum, cell) => sum + cell.sm, 0);
    expect(desktopWidth % 6).toBe(0);
    expect(tabletWidth % 2).toBe(0);
  });
});
