import { describe, expect, it } from "vitest";
import { makePost } from "@/test/fixtures";
import { groupPosts } from "./group-posts";

const posts = [
  makePost(1, { createdAt: "2026-11-20T12:00:00.000Z" }),
  makePost(2, { createdAt: "2026-11-01T00:30:00.000Z" }),
  makePost(3, { createdAt: "2026-10-31T23:30:00.000Z" }),
  makePost(4, { createdAt: "2025-10-15T12:00:00.000Z" }),
];

const shape = (groups: ReturnType<typeof groupPosts>) => groups.map((g) => [g.label, g.posts.map((p) => p.id)]);

describe("grouping on the posts page", () => {
  it("groups unfiltered posts under long month-and-year headings, newest month first, by UTC date", () => {
    expect(shape(groupPosts(posts, false))).toEqual([
      ["November 2026", ["post-1", "post-2"]],
      ["October 2026", ["post-3"]],
      ["October 2025", ["post-4"]],
    ]);
  });

  it("puts every post in one 'All Posts' group while a search or tag is active", () => {
    expect(shape(groupPosts(posts, true))).toEqual([["All Posts", ["post-1", "post-2", "post-3", "post-4"]]]);
  });

  it("makes no group at all when there are no posts", () => {
    expect(groupPosts([], false)).toEqual([]);
    expect(groupPosts([], true)).toEqual([]);
  });
});
