import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMediumReader } from "./medium-reader";
import { collect, fixtureEntries, makeTempDir, postById, writeZip } from "../test/test-zips";

const reader = createMediumReader({ clock: { now: () => new Date("2026-01-01T00:00:00Z") } });
let temp: Awaited<ReturnType<typeof makeTempDir>>;
let result: Awaited<ReturnType<typeof collect>>;
const PUBLISHED = "posts/2019-05-14_Walking-the-Coast-1a2b3c4d5e6f.html";

beforeAll(async () => {
  temp = await makeTempDir();
  result = await collect(reader, await writeZip(join(temp.dir, "medium.zip"), await fixtureEntries("medium")));
});
afterAll(async () => {
  await temp.remove();
});

describe("a Medium export becomes posts", () => {
  it("reads a published story's title, date, tags, subtitle, and its canonical, custom-domain and short addresses as old paths", () => {
    const post = postById(result.posts, PUBLISHED);
    expect(post).toMatchObject({
      source: "medium",
      title: "Walking the Coast",
      slug: "walking-the-coast",
      status: "published",
      excerpt: "Three days on foot",
      tags: ["Travel", "Walking"],
      oldPaths: ["/@walker/walking-the-coast-1a2b3c4d5e6f", "/walking-the-coast-1a2b3c4d5e6f", "/p/1a2b3c4d5e6f"],
      originalUrl: "https://medium.com/@walker/walking-the-coast-1a2b3c4d5e6f",
    });
    expect(post.publishedAt?.toISOString()).toBe("2019-05-14T07:15:00.000Z");
  });

  it("keeps the body without the repeated title and subtitle, with its image and its code as a block", () => {
    const { markdown } = postById(result.posts, PUBLISHED);
    expect(markdown.startsWith("We set off at _dawn_.")).toBe(true);
    // A figure with its caption, as the shared converter writes every one.
    expect(markdown).toContain(
      '![The first cliff](https://cdn-images-1.medium.com/max/800/1*abc.jpeg "The first cliff")\n_The first cliff_',
    );
    expect(markdown).toContain("```\nlet miles = 0;\nmiles += 12;\n```");
    expect(markdown).not.toContain("Walking the Coast");
  });

  it("imports a draft_ file as a draft with no old address", () => {
    const draft = postById(result.posts, "posts/draft_Unfinished-Thoughts-99aa88bb77cc.html");
    expect(draft).toMatchObject({ status: "draft", publishedAt: null, oldPaths: [], slug: "unfinished-thoughts", excerpt: null });
  });

  it("skips a response as a response, not a post, and ignores the profile", () => {
    expect(result.skipped).toEqual([
      {
        kind: "response",
        originalId: "posts/2020-02-02_Great-point--I-agree-with-all-of-it-0f0e0d0c0b0a.html",
        title: "Great point, I agree with all of it…",
        reason: "a response to another story, not a post",
      },
    ]);
    expect(result.posts).toHaveLength(4);
  });

  it("keeps a story the export gives no date as a draft, with a note saying why", () => {
    const post = postById(result.posts, "posts/2022-03-03_Undated-Field-Notes-112233445566.html");
    expect(post).toMatchObject({
      title: "Undated Field Notes",
      status: "draft",
      publishedAt: null,
      notes: ["no publication date in the export: imported as a draft"],
    });
  });

  it("keeps a story without a subtitle whose text starts like its title: its title heading shows it is not a response", () => {
    const post = postById(result.posts, "posts/2021-01-01_Hello-World-abcdef123456.html");
    expect(post).toMatchObject({
      title: "Hello World",
      slug: "hello-world",
      excerpt: null,
      status: "published",
      markdown: "Hello world is what every programmer writes first.",
    });
  });
});
