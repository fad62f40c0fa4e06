import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makePost } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import { RelatedArticles } from "./related-articles";

const related = [
  makePost(2, { title: "Carbon in the soil", tags: ["Data", "soil health", "Carbon", "Water", "Nitrogen", "Drones"] }),
  makePost(3, { title: "Counting cows", tags: ["Livestock", "Data"] }),
  makePost(4, { title: "Pivots and probes", tags: ["Irrigation", "Water"] }),
];
const currentTags = ["Soil Health", "Carbon", "Data", "Water", "Nitrogen"];

describe("related articles", () => {
  it.each([
    ["while the list is loading", undefined, currentTags],
    ["when there are no related posts", [], currentTags],
    ["when the current post has no tags", related, []],
  ])("renders nothing %s", (_case, posts, tags) => {
    const { container } = renderWithApp(<RelatedArticles posts={posts} currentTags={tags} />);

    expect(container).toBeEmptyDOMElement();
  });

  it("links each card to its article under 'Continue Your Reading Journey', with a way to all articles", () => {
    renderWithApp(<RelatedArticles posts={related} currentTags={currentTags} />);

    const block = screen.getByRole("region", { name: "Continue Your Reading Journey" });
    expect(within(block).getByRole("link", { name: "Explore All Articles" })).toHaveAttribute("href", "/");
    const cards = within(block).getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Carbon in the soil",
      "Counting cows",
      "Pivots and probes",
    ]);
    expect(within(cards[0]).getByRole("link", { name: "Carbon in the soil" })).toHaveAttribute("href", "/blog/post-2");
    expect(within(cards[0]).getByText("What the field told us on day 2.")).toBeInTheDocument();
    expect(cards[0].querySelector("img")).toHaveAttribute("src", "/images/posts/post-2.svg");
  });

  it("shows at most 3 of the tags a card shares with this article, then '+N more' for the other shared ones", () => {
    renderWithApp(<RelatedArticles posts={related} currentTags={currentTags} />);
    const [first, second] = screen.getAllByRole("article");

    // Data, soil health, Carbon, Water and Nitrogen are shared (any case); Drones is not.
    const firstTags = within(within(first).getByRole("list", { name: "Shared tags" })).getAllByRole("listitem");
    expect(firstTags.map((tag) => tag.textContent)).toEqual(["Data", "soil health", "Carbon", "+2 more"]);

    const secondTags = within(within(second).getByRole("list", { name: "Shared tags" })).getAllByRole("listitem");
    expect(secondTags.map((tag) => tag.textContent)).toEqual(["Data"]);
  });
});
