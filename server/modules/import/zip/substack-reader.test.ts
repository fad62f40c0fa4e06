import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubstackReader } from "./substack-reader";
import { collect, fixtureEntries, makeTempDir, postById, writeZip } from "../test/test-zips";

const clock = { now: () => new Date("2026-01-01T00:00:00Z") };
const reader = createSubstackReader({ clock });
let temp: Awaited<ReturnType<typeof makeTempDir>>;
let result: Awaited<ReturnType<typeof collect>>;

beforeAll(async () => {
  temp = await makeTempDir();
  result = await collect(reader, await writeZip(join(temp.dir, "substack.zip"), await fixtureEntries("substack")));
});
afterAll(async () => {
  await temp.remove();
});

describe("a Substack export becomes posts", () => {
  it("reads a published letter with its date, title entities decoded, subtitle as excerpt and /p/ old path", () => {
    const post = postById(result.posts, "101.first-letter");
    expect(post).toMatchObject({
      source: "substack",
      title: "The \u201cFirst\u201d Letter",
      slug: "first-letter",
      status: "published",
      excerpt: "A subtitle, with a comma and a line break",
      oldPaths: ["/p/first-letter"],
      tags: [],
    });
    expect(post.publishedAt?.toISOString()).toBe("2021-03-04T09:30:00.000Z");
  });

  it("turns the post's HTML into Markdown without Substack's subscribe buttons", () => {
    const post = postById(result.posts, "101.first-letter");
    expect(post.markdown).toBe("## Hello, readers\n\nThis is the **first** letter.\n\n-   one\n-   two");
    expect(post.markdown).not.toContain("Subscribe now");
  });

  it("imports an unpublished post as a draft with no old address, and a future one as scheduled", () => {
    expect(postById(result.posts, "103.half-written")).toMatchObject({ status: "draft", publishedAt: null, oldPaths: [] });
    const future = postById(result.posts, "104.next-week");
    expect(future.status).toBe("scheduled");
    expect(future.publishedAt?.toISOString()).toBe("2031-01-01T08:00:00.000Z");
  });

  it("notes a paid-only post and links a podcast's audio", () => {
    expect(postById(result.posts, "102.members-only").notes).toEqual([
      "for paid subscribers only on Substack: Furrow shows it to everyone once published",
    ]);
    const episode = postById(result.posts, "105.episode-one");
    expect(episode.markdown).toBe("[Listen to the episode](https://example.com/episode-one.mp3)\n\nShow notes.");
    expect(episode.notes[0]).toMatch(/^podcast episode/);
  });

  it("skips threads and pages with their kind", () => {
    expect(result.skipped.map((item) => [item.kind, item.originalId])).toEqual([
      ["thread", "106.open-thread"],
      ["page", "107.about"],
    ]);
    expect(result.posts).toHaveLength(5);
  });

  it("reads the same export packed inside one top folder", async () => {
    const nested = await collect(reader, await writeZip(join(temp.dir, "nested.zip"), await fixtureEntries("substack", "my-export/")));
    expect(nested.posts.map((post) => post.originalId)).toEqual(result.posts.map((post) => post.originalId));
    expect(postById(nested.posts, "101.first-letter").markdown).toContain("**first**");
  });
});
