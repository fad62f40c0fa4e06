import { describe, expect, it } from "vitest";
import { makePost } from "@/test/fixtures";
import { readVisitorInteractions, recordPostView, recordTagClick, type VisitorInteractions } from "@/lib/visitor-interactions";
import { rankTagPosts, tagPostScore } from "./rank-tag-posts";

const record = (overrides: Partial<VisitorInteractions> = {}): VisitorInteractions => ({
  tagClicks: {},
  postViews: {},
  lastInteraction: 0,
  ...overrides,
});

const ids = (posts: { id: string }[]) => posts.map((post) => post.id);

// Newest first, as the server sends them.
const newer = makePost(1, { createdAt: "2026-10-01T00:00:00.000Z", tags: ["Data"] });
const older = makePost(2, { createdAt: "2026-04-01T00:00:00.000Z", tags: ["Soil Health"] });
const oldest = makePost(3, { createdAt: "2026-01-01T00:00:00.000Z", tags: ["Soil Health", "Carbon"] });

describe("tag page ranking", () => {
  it("orders by recency alone when the reader has no history and nothing is featured", () => {
    expect(ids(rankTagPosts([oldest, newer, older], record()))).toEqual(["post-1", "post-2", "post-3"]);
  });

  it("puts a featured post above newer ones: featured outweighs recency", () => {
    const featuredOld = { ...oldest, isFeatured: true };
    expect(ids(rankTagPosts([newer, older, featuredOld], record()))).toEqual(["post-3", "post-1", "post-2"]);
  });

  it("lets two clicks on a post's tag (6) beat featured (5), but not one click (3)", () => {
    const featuredNew = { ...newer, isFeatured: true };
    expect(ids(rankTagPosts([featuredNew, older], record({ tagClicks: { "soil health": 2 } })))).toEqual(["post-2", "post-1"]);
    expect(ids(rankTagPosts([featuredNew, older], record({ tagClicks: { "soil health": 1 } })))).toEqual(["post-1", "post-2"]);
  });

  it("lets one view (10) beat three clicks on a tag (9)", () => {
    const ranked = rankTagPosts([newer, older], record({ postViews: { "post-1": 1 }, tagClicks: { "soil health": 3 } }));
    expect(ids(ranked)).toEqual(["post-1", "post-2"]);
  });

  it("adds up clicks on each of a post's tags", () => {
    // post-3: Soil Health + Carbon = 2 clicks (6); post-2: Soil Health = 1 click (3); post-1: none.
    const ranked = rankTagPosts([newer, older, oldest], record({ tagClicks: { "soil health": 1, carbon: 1 } }));
    expect(ids(ranked)).toEqual(["post-3", "post-2", "post-1"]);
  });

  it("matches tag clicks case-insensitively, summing keys that differ only in case", () => {
    const ranked = rankTagPosts([newer, older], record({ tagClicks: { "SOIL HEALTH": 1, "Soil Health": 1 }, postViews: {} }));
    // 2 clicks (6) on Soil Health beat the newer post's nothing.
    expect(ids(ranked)).toEqual(["post-2", "post-1"]);
  });

  it("does not read inherited properties as views or clicks", () => {
    const strange = makePost(9, { id: "constructor", tags: ["toString"], createdAt: "2025-01-01T00:00:00.000Z" });
    expect(tagPostScore(strange, record())).toBe(Date.parse(strange.createdAt) / 1e13);
  });

  it("ranks a new reader's page by featured and recency alone", () => {
    expect(ids(rankTagPosts([oldest, newer], readVisitorInteractions()))).toEqual(["post-1", "post-3"]);
  });

  it("reads what this visit recorded, and nothing of it is stored in the browser", () => {
    recordPostView("post-3");
    recordPostView("constructor");
    expect(ids(rankTagPosts([newer, older, oldest], readVisitorInteractions()))).toEqual(["post-3", "post-1", "post-2"]);
    recordTagClick(" Soil Health ");
    expect(readVisitorInteractions()).toMatchObject({ postViews: { "post-3": 1, constructor: 1 }, tagClicks: { "soil health": 1 } });
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });
});
