import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarkdownReader } from "./markdown-reader";
import { collect, fixtureEntries, makeTempDir, postById, writeZip } from "../test/test-zips";

const reader = createMarkdownReader({ clock: { now: () => new Date("2026-01-01T00:00:00Z") } });
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
const JPEG = Buffer.from("ffd8ffe000104a464946", "hex");
let temp: Awaited<ReturnType<typeof makeTempDir>>;

beforeAll(async () => {
  temp = await makeTempDir();
});
afterAll(async () => {
  await temp.remove();
});

describe("a Hugo site's content becomes posts", () => {
  let hugoZip: string;
  let result: Awaited<ReturnType<typeof collect>>;
  beforeAll(async () => {
    hugoZip = await writeZip(join(temp.dir, "hugo.zip"), [
      ...(await fixtureEntries("hugo", "site/")),
      { name: "site/content/posts/trip-to-lisbon/cover.jpg", data: JPEG },
      { name: "site/content/posts/trip-to-lisbon/images/view.png", data: PNG },
    ]);
    result = await collect(reader, hugoZip);
  });

  it("reads TOML front matter: date with its zone, tags and categories, description, aliases and the Hugo address as old paths, featured", () => {
    const post = postById(result.posts, "content/posts/toml-post.md");
    expect(post).toMatchObject({
      source: "markdown",
      title: "A TOML Post",
      slug: "toml-post",
      status: "published",
      excerpt: "Written in TOML",
      tags: ["Hugo", "toml", "Guides"],
      featured: true,
      oldPaths: ["/old/toml-post/", "/posts/toml-elsewhere", "/posts/toml-post/"],
    });
    expect(post.publishedAt?.toISOString()).toBe("2019-03-11T08:00:00.000Z");
    expect(post.updatedAt?.toISOString()).toBe("2019-04-01T00:00:00.000Z");
  });

  it("turns YouTube, highlight and figure shortcodes into Markdown, removes an unknown one with a note, and leaves code alone", () => {
    const post = postById(result.posts, "content/posts/toml-post.md");
    expect(post.markdown).toBe(
      'Intro paragraph.\n\nhttps://www.youtube.com/watch?v=w7Ft2ymGmfc\n\n```go\nfmt.Println("{{< not-a-shortcode >}}")\n```\n\n```js\nconst a = 1;\n```\n\n![The map](/images/map.png)\n\n_The map_',
    );
    expect(post.notes).toEqual(["Hugo shortcode {{< gist >}} removed"]);
  });

  it("reads a page bundle: the folder names the slug, <!--more--> gives the excerpt, images open from beside it", async () => {
    const post = postById(result.posts, "content/posts/trip-to-lisbon/index.md");
    expect(post).toMatchObject({
      slug: "trip-to-lisbon",
      excerpt: "The tram up the hill.",
      featuredImage: "./cover.jpg",
      tags: ["travel", "Portugal"],
    });
    expect(post.markdown).toBe("The tram up the hill.\n\n![The view](images/view.png)");
    const assets = await reader.assets!(hugoZip);
    try {
      expect(await assets.open("./cover.jpg", post)).toEqual(JPEG);
      expect(await assets.open("images/view.png", post)).toEqual(PNG);
      expect(await assets.open("images/missing.png", post)).toBeNull();
      expect(await assets.open("../../../../../etc/passwd", post)).toBeNull();
      expect(await assets.open("https://example.com/view.png", post)).toBeNull();
    } finally {
      await assets.close();
    }
  });

  it("imports a draft as a draft and a future post as scheduled", () => {
    expect(postById(result.posts, "content/posts/draft-one.md").status).toBe("draft");
    const future = postById(result.posts, "content/posts/tomorrow.md");
    expect(future).toMatchObject({ status: "scheduled", excerpt: "In the future" });
    expect(future.publishedAt?.toISOString()).toBe("2031-06-01T09:00:00.000Z");
  });

  it("skips the section index with its reason, and reads the pages folder as pages at their old addresses", () => {
    expect(result.skipped.map((item) => [item.kind, item.originalId, item.title]).sort()).toEqual([
      ["section index", "content/posts/_index.md", "Posts"],
    ]);
    expect(result.posts).toHaveLength(5);
    expect(postById(result.posts, "content/pages/about.md")).toMatchObject({
      kind: "page",
      title: "About me",
      slug: "about",
      status: "published",
      tags: [],
      oldPaths: ["/pages/about/", "/pages/about.html"],
    });
  });
});

describe("a Jekyll site's posts become posts", () => {
  let result: Awaited<ReturnType<typeof collect>>;
  beforeAll(async () => {
    result = await collect(reader, await writeZip(join(temp.dir, "jekyll.zip"), await fixtureEntries("jekyll")));
  });

  it("reads YAML ending in ..., a date with its zone, space-separated categories, a tag list, redirect_from and the Jekyll address", () => {
    const post = postById(result.posts, "_posts/2019-05-14-coffee-notes.md");
    expect(post).toMatchObject({
      title: "Coffee Notes",
      slug: "coffee-notes",
      status: "published",
      excerpt: "Beans and water",
      tags: ["coffee", "Brewing", "drinks", "morning"],
      oldPaths: ["/2019/05/14/coffee.html", "/drinks/morning/2019/05/14/coffee-notes.html"],
    });
    expect(post.publishedAt?.toISOString()).toBe("2019-05-14T06:30:00.000Z");
  });

  it("removes Liquid tags with a note and makes a highlight block fenced code", () => {
    const post = postById(result.posts, "_posts/2019-05-14-coffee-notes.md");
    expect(post.markdown).toBe('Pour over is slow.\n\n```ruby\nputs "brew"\n```');
    expect(post.notes).toEqual(["Liquid tag {% include %} removed"]);
  });

  it("takes the date from the file name, published: false as a draft, and an image as the cover", () => {
    const post = postById(result.posts, "_posts/2018-1-2-no-time.markdown");
    expect(post).toMatchObject({ status: "draft", slug: "no-time", featuredImage: "/assets/header.png" });
    expect(post.publishedAt?.toISOString()).toBe("2018-01-02T00:00:00.000Z");
  });

  it("builds the old address from the site's permalink style in _config.yml", async () => {
    const path = await writeZip(join(temp.dir, "jekyll-pretty.zip"), [
      { name: "_config.yml", data: "title: Blog\npermalink: pretty\n" },
      ...(await fixtureEntries("jekyll")),
    ]);
    const { posts } = await collect(reader, path);
    expect(postById(posts, "_posts/2019-05-14-coffee-notes.md").oldPaths).toEqual([
      "/2019/05/14/coffee.html",
      "/drinks/morning/2019/05/14/coffee-notes/",
    ]);
    expect(postById(posts, "_posts/2020-02-02-html-post.html").oldPaths).toEqual(["/2020/02/02/html-post/"]);
  });

  it("imports _drafts as drafts and converts an HTML post's body", () => {
    expect(postById(result.posts, "_drafts/idea.md").status).toBe("draft");
    expect(postById(result.posts, "_posts/2020-02-02-html-post.html").markdown).toBe("Some **bold** HTML.");
  });
});

describe("an Astro site's posts become posts", () => {
  it("reads pubDate, heroImage and updatedDate, drops MDX import lines, and opens the hero image from a folder above", async () => {
    const path = await writeZip(join(temp.dir, "astro.zip"), [
      ...(await fixtureEntries("astro")),
      { name: "src/assets/hero.jpg", data: JPEG },
    ]);
    const { posts } = await collect(reader, path);
    const post = postById(posts, "src/content/blog/first-mdx.mdx");
    expect(post).toMatchObject({
      title: "First MDX",
      slug: "first-mdx",
      excerpt: "An Astro post",
      featuredImage: "../../assets/hero.jpg",
      markdown: "Text with a chart.\n\n<Chart />",
      notes: ["MDX import/export lines removed"],
    });
    expect(post.publishedAt?.toISOString()).toBe("2022-07-08T00:00:00.000Z");
    expect(post.updatedAt?.toISOString()).toBe("2022-07-10T00:00:00.000Z");
    const assets = await reader.assets!(path);
    try {
      expect(await assets.open(post.featuredImage!, post)).toEqual(JPEG);
    } finally {
      await assets.close();
    }
  });

  it("takes the excerpt from a custom excerpt_separator", async () => {
    const { posts } = await collect(reader, await writeZip(join(temp.dir, "astro2.zip"), await fixtureEntries("astro")));
    expect(postById(posts, "src/content/blog/separator.md")).toMatchObject({ excerpt: "The opening.", tags: ["astro"] });
  });
});

describe("Furrow's own export reads back", () => {
  it("reads posts/{slug}/index.md with every front matter key the exporter writes, its comments.json and its images", async () => {
    const path = await writeZip(join(temp.dir, "furrow.zip"), [
      ...(await fixtureEntries("furrow-export")),
      { name: "posts/round-trip/cover.png", data: PNG },
      { name: "posts/round-trip/map.png", data: JPEG },
    ]);
    const { posts, skipped } = await collect(reader, path);
    expect(skipped).toEqual([]);
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post).toMatchObject({
      originalId: "posts/round-trip/index.md",
      title: "Round Trip: There and Back",
      slug: "round-trip",
      markdown: "We left and came back.\n\n![Map](map.png)",
      excerpt: "Out and home again.",
      status: "published",
      tags: ["Travel", "notes"],
      featuredImage: "cover.png",
      notes: [],
    });
    expect(post.publishedAt?.toISOString()).toBe("2024-02-03T04:05:06.000Z");
    expect(post.updatedAt?.toISOString()).toBe("2024-03-04T05:06:07.000Z");
    expect(post.comments).toEqual([
      {
        originalId: "c1",
        parentOriginalId: null,
        authorName: "Ada",
        authorEmail: "ada@example.com",
        content: "Lovely trip.",
        createdAt: new Date("2024-02-04T10:00:00.000Z"),
        status: "approved",
      },
      {
        originalId: "c2",
        parentOriginalId: "c1",
        authorName: "Grace",
        authorEmail: "grace@example.com",
        content: "Agreed!",
        createdAt: new Date("2024-02-05T10:00:00.000Z"),
        status: "approved",
      },
    ]);
    const assets = await reader.assets!(path);
    try {
      expect(await assets.open("cover.png", post)).toEqual(PNG);
      expect(await assets.open("map.png", post)).toEqual(JPEG);
    } finally {
      await assets.close();
    }
  });

  it("takes the title from the first heading when the front matter has none, and the date from a Jekyll file name", async () => {
    const path = await writeZip(join(temp.dir, "untitled.zip"), [
      { name: "_posts/2017-2-5-notes.md", data: "---\nlayout: post\n---\n# My Notes\n\nThe text." },
    ]);
    const [post] = (await collect(reader, path)).posts;
    expect(post).toMatchObject({ title: "My Notes", slug: "notes", markdown: "The text.", oldPaths: ["/2017/02/05/notes.html"] });
    expect(post.publishedAt?.toISOString()).toBe("2017-02-05T00:00:00.000Z");
    expect(post.notes).toEqual(["no title in the front matter: taken from the text or the file name"]);
  });

  it("ignores what macOS adds to a zip (__MACOSX and ._ files)", async () => {
    const fork = Buffer.from([0x00, 0x05, 0x16, 0x07, 0x00, 0x02, 0x00, 0x00]);
    const path = await writeZip(join(temp.dir, "mac.zip"), [
      { name: "posts/good.md", data: "---\ntitle: Good\n---\nFine." },
      { name: "posts/._good.md", data: fork },
      { name: "__MACOSX/posts/._good.md", data: fork },
    ]);
    const { posts, skipped } = await collect(reader, path);
    expect(posts.map((post) => post.originalId)).toEqual(["posts/good.md"]);
    expect(skipped).toEqual([]);
  });

  it("skips a file whose front matter is malformed, naming why", async () => {
    const path = await writeZip(join(temp.dir, "broken.zip"), [
      { name: "posts/good.md", data: "---\ntitle: Good\ndate: 2020-01-01\n---\nFine." },
      { name: "posts/bad.md", data: "---\ntitle: [unclosed\n---\nBody." },
    ]);
    const { posts, skipped } = await collect(reader, path);
    expect(posts.map((post) => post.title)).toEqual(["Good"]);
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ kind: "unreadable file", originalId: "posts/bad.md" });
    expect(skipped[0].reason).toMatch(/^its front matter could not be read: /);
  });
});
