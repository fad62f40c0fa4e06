// Over 300 lines: the WordPress reader's cases (spellings, missing parts, refused files) share the
// export-building helpers below.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeGeneratedWxr } from "../../../test/wxr-generator";
import { ImportFileError, type ImportedPost, type ImportEvent, type SkippedItem } from "../imported-item";
import { wordpressReader } from "./wordpress-reader";

const fixture = (name: string) => join(import.meta.dirname, "fixtures", name);

async function readAll(filePath: string): Promise<ImportEvent[]> {
  const events: ImportEvent[] = [];
  for await (const event of wordpressReader.read(filePath)) events.push(event);
  return events;
}

const postsOf = (events: ImportEvent[]) => events.flatMap((event) => (event.type === "post" ? [event.post] : []));
const skippedOf = (events: ImportEvent[]) => events.flatMap((event) => (event.type === "skipped" ? [event.item] : []));

async function readError(filePath: string): Promise<ImportFileError> {
  const error = await readAll(filePath).then(
    () => null,
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  return error as ImportFileError;
}

describe("a WordPress export read into posts", () => {
  let posts: ImportedPost[];
  let skipped: SkippedItem[];
  let warnings: ImportEvent[];
  const post = (slug: string) => {
    const found = posts.find((candidate) => candidate.slug === slug);
    if (!found) throw new Error(`no post ${slug}`);
    return found;
  };

  beforeAll(async () => {
    const events = await readAll(fixture("blog.xml"));
    posts = postsOf(events);
    skipped = skippedOf(events);
    warnings = events.filter((event) => event.type === "warning");
  });

  it("gives every post of the file, in the file's order, and nothing else as a post", () => {
    expect(warnings).toEqual([]);
    expect(posts.map((p) => p.slug)).toEqual([
      "cover-crops",
      "shade-nets",
      "tractor",
      "yields",
      "half-written-drainage",
      "hedges",
      "fuel",
      "open-day",
      "about-the-farm",
    ]);
    expect(posts.every((p) => p.source === "wordpress")).toBe(true);
  });

  it("keeps a published post published with its original date and keys it by its guid", () => {
    const published = post("cover-crops");
    expect(published.status).toBe("published");
    expect(published.publishedAt?.toISOString()).toBe("2019-05-14T09:30:00.000Z");
    expect(published.originalId).toBe("https://old.example.com/?p=101");
  });

  it("schedules a future post for its date", () => {
    expect(post("shade-nets")).toMatchObject({ status: "scheduled", publishedAt: new Date("2035-01-01T08:00:00Z") });
  });

  it("makes draft, pending and private posts drafts", () => {
    for (const slug of ["half-written-drainage", "hedges", "fuel"])
      expect(post(slug)).toMatchObject({ status: "draft", publishedAt: null });
  });

  it("makes a password-protected post a draft and says so", () => {
    expect(post("yields").status).toBe("draft");
    expect(post("yields").notes).toContain("password-protected: imported as a draft");
  });

  it("makes a sticky post featured, and only that one", () => {
    expect(posts.filter((p) => p.featured).map((p) => p.slug)).toEqual(["tractor"]);
  });

  it("leads a podcast episode with a link to its enclosed audio file", () => {
    expect(post("tractor").markdown).toBe(
      "[Audio: tractor-talk.mp3](https://media.example.com/episodes/tractor-talk.mp3)\n\nThirty years old and running.",
    );
  });

  it("turns categories and tags into tags by their names, once each, without WordPress's Uncategorized or post formats", () => {
    expect(post("cover-crops").tags).toEqual(["Soil", "Rye"]);
    expect(post("open-day").tags).toEqual(["Events & Fairs"]);
  });

  it("gives titles without their markup and with their entities decoded", () => {
    expect(post("cover-crops").title).toBe("Cover crops after harvest");
    expect(post("shade-nets").title).toBe("Rain & “shade” nets");
  });

  it("makes a slug from the title when WordPress kept none", () => {
    const untitledSlug = posts[4]!;
    expect(untitledSlug.title).toBe("Half-written: drainage");
    expect(untitledSlug.slug).toBe("half-written-drainage");
  });

  it("takes the featured image from _thumbnail_id even when the attachment comes after the post", () => {
    expect(post("cover-crops").featuredImage).toBe("https://old.example.com/wp-content/uploads/2017/09/barn.jpg");
    expect(post("tractor").featuredImage).toBeNull();
  });

  it("remembers the old permalink, its earlier slugs, the ?p= address, and the old full address", () => {
    expect(post("cover-crops").oldPaths).toEqual([
      "/2019/05/14/cover-crops/",
      "/2019/05/14/winter-cover/",
      "/2019/05/14/cover-crops-draft/",
      "/?p=101",
    ]);
    expect(post("cover-crops").originalUrl).toBe("https://old.example.com/2019/05/14/cover-crops/");
    expect(post("shade-nets").oldPaths).toEqual(["/?p=102"]);
  });

  it("uses the author's excerpt, else the text before <!--more-->, else none", () => {
    expect(post("shade-nets").excerpt).toBe("Nets that keep hail off.");
    expect(post("cover-crops").excerpt).toBe("Rye and vetch hold the soil over winter.");
    expect(post("tractor").excerpt).toBeNull();
  });

  it("drops block comments and keeps the blocks' content as Markdown", () => {
    expect(post("cover-crops").markdown).toBe(
      "Rye and vetch hold the soil over winter.\n\n## What we sowed\n\n```python\nrate = 60  # kg/ha\n```",
    );
  });

  it("brings approved and pending comments with their dates, authors' e-mails and plain text, replies naming their parent", () => {
    expect(post("cover-crops").comments).toEqual([
      {
        originalId: "11",
        parentOriginalId: null,
        authorName: "Bea",
        authorEmail: "bea@example.net",
        content: "Does vetch survive a hard frost?\n\nOurs did not & we lost it.",
        createdAt: new Date("2019-05-15T08:00:00Z"),
        status: "approved",
      },
      {
        originalId: "12",
        parentOriginalId: "11",
        authorName: "Ada",
        authorEmail: "ada@old.example.com",
        content: "Mostly, under straw.",
        createdAt: new Date("2019-05-15T10:00:00Z"),
        status: "approved",
      },
      {
        originalId: "13",
        parentOriginalId: null,
        authorName: "Cid",
        authorEmail: "cid@example.org",
        content: "Waiting for a look.",
        createdAt: new Date("2019-05-16T07:00:00Z"),
        status: "pending",
      },
    ]);
  });

  it("skips and counts spam, trashed comments, pingbacks and trackbacks", () => {
    const comments = skipped.filter((item) => ["14", "15", "16", "17"].includes(item.originalId));
    expect(comments.map((item) => item.kind)).toEqual(["spam comment", "trashed comment", "pingback", "trackback"]);
  });

  it("reads a page as a page: no tags or featuring, answering at its permalink and WordPress's ?page_id= address", () => {
    expect(post("about-the-farm")).toMatchObject({
      kind: "page",
      title: "About the farm",
      markdown: "We grow grain.",
      status: "published",
      tags: [],
      featured: false,
      oldPaths: ["/about/", "/?page_id=2", "/?p=2"],
    });
  });

  it("skips menu entries, attachments and custom post types, naming each kind", () => {
    const items = skipped.filter((item) => !item.kind.includes("comment") && !item.kind.endsWith("back"));
    expect(items.map((item) => [item.kind, item.title])).toEqual([
      ["nav_menu_item", "Home"],
      ["product", "Seed drill, 3 m"],
      ["attachment", "barn"],
      ["attachment", "field"],
    ]);
  });

  it("converts a classic post's shortcodes and line breaks, and reports the unknown shortcode instead of leaving it", () => {
    const { markdown, notes } = post("open-day");
    expect(markdown).toBe(
      [
        "Thanks to everyone who came.  \nThe weather held.",
        '![The red barn](https://old.example.com/wp-content/uploads/2017/09/barn.jpg "The barn at dawn")\n_The barn at dawn_',
        "![](https://old.example.com/wp-content/uploads/2017/09/barn.jpg)",
        "![](https://old.example.com/wp-content/uploads/2017/09/field.jpg)",
        "<https://www.youtube.com/watch?v=dQw4w9WgXcQ>",
        "<https://youtu.be/abc_DEF-123>",
        "<https://vimeo.com/76979871>",
        "[Audio: interview.mp3](https://old.example.com/wp-content/uploads/2017/09/interview.mp3)",
        "[Video: tour.mp4](https://old.example.com/wp-content/uploads/2017/09/tour.mp4)",
        "Write to us.",
        "```js\nconst rows = field[i];\n```",
      ].join("\n\n"),
    );
    expect(markdown).not.toMatch(/\[(caption|gallery|embed|audio|video|contact-form-7|code)/);
    expect(notes).toEqual(["gallery: attachment 999 not in the file", "unknown shortcode [contact-form-7]"]);
  });
});

describe("WordPress exports in other spellings", () => {
  it("reads an export whose namespaces are written with https and another prefix", async () => {
    const [post] = postsOf(await readAll(fixture("https-namespace.xml")));
    expect(post).toMatchObject({
      title: "Orchard pruning",
      slug: "orchard-pruning",
      markdown: "Cut in late winter.",
      excerpt: "When and how to cut.",
      status: "published",
      publishedAt: new Date("2020-02-03T04:05:06Z"),
      tags: ["Orchard"],
      oldPaths: ["/orchard-pruning/", "/?p=7"],
    });
  });

  it("reads an export holding bare ampersands and HTML entities outside CDATA as its author meant, and warns of them", async () => {
    const events = await readAll(fixture("bare-ampersand.xml"));
    expect(events.filter((event) => event.type === "warning")).toEqual([
      { type: "warning", message: "The file held 3 bare “&” characters outside CDATA, which XML does not allow; they were read as text." },
    ]);
    const [post] = postsOf(events);
    expect(post).toMatchObject({
      title: "Tips & Tricks for hoes",
      markdown: "Keep the edge sharp & oiled. Q&A below & more.",
      tags: ["Tools & Gear"],
      oldPaths: ["/tips-and-tricks", "/?p=9"],
      originalUrl: "https://gear.example.com/tips-and-tricks",
    });
  });
});

describe("WordPress items with missing parts", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "furrow-wxr-odd-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("keys a post without a guid by its post id, imports a scheduled post without a date as a draft, dates an undated comment with its post and titles an untitled post", async () => {
    const file = join(dir, "odd.xml");
    await writeFile(
      file,
      `<?xml version="1.0"?><rss xmlns:wp="http://wordpress.org/export/1.0/" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><wp:wxr_version>1.0</wp:wxr_version>
      <item><title>No guid</title><wp:post_id>31</wp:post_id><wp:post_type>post</wp:post_type><wp:status>future</wp:status>
      <wp:comment><wp:comment_id>1</wp:comment_id><wp:comment_author>Al</wp:comment_author><wp:comment_content>Hi</wp:comment_content><wp:comment_approved>1</wp:comment_approved></wp:comment></item>
      <item><title>Dated</title><wp:post_id>32</wp:post_id><wp:post_type>post</wp:post_type><wp:status>publish</wp:status><pubDate>Wed, 01 Jul 2015 10:00:00 +0000</pubDate><wp:post_date_gmt>0000-00-00 00:00:00</wp:post_date_gmt>
      <wp:comment><wp:comment_id>2</wp:comment_id><wp:comment_content>Undated</wp:comment_content><wp:comment_approved>0</wp:comment_approved></wp:comment></item>
      <item><title></title><wp:post_id>33</wp:post_id><wp:post_type>post</wp:post_type><wp:status>publish</wp:status><content:encoded><![CDATA[Rain at last.]]></content:encoded></item>
      </channel></rss>`,
    );
    const [undated, dated, untitled] = postsOf(await readAll(file));
    expect(untitled).toMatchObject({ title: "Rain at last.", slug: "rain-at-last" });
    expect(undated).toMatchObject({
      originalId: "31",
      slug: "no-guid",
      status: "draft",
      oldPaths: ["/?p=31"],
      notes: ["scheduled without a date: imported as a draft"],
    });
    expect(dated!.publishedAt).toEqual(new Date("2015-07-01T10:00:00Z"));
    expect(dated!.comments).toMatchObject([{ authorName: "Anonymous", createdAt: new Date("2015-07-01T10:00:00Z"), status: "pending" }]);
  });
});

describe("files the WordPress reader refuses", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "furrow-wxr-bad-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("refuses an export cut short with a 400 naming the line and the unclosed element", async () => {
    const error = await readError(fixture("unclosed-root.xml"));
    expect(error.status).toBe(400);
    expect(error.message).toBe("The WordPress export is not well-formed XML (line 12, column 0: unclosed tag: channel).");
  });

  it("refuses a file that is not XML at all with a 400", async () => {
    const file = join(dir, "not-xml.xml");
    await writeFile(file, '{"posts": []}');
    const error = await readError(file);
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^The WordPress export is not well-formed XML \(line 1, column \d+: .+\)\.$/);
  });

  it("refuses an empty file with a 400", async () => {
    const file = join(dir, "empty.xml");
    await writeFile(file, "");
    expect((await readError(file)).status).toBe(400);
  });

  it("refuses an RSS feed that is not a WordPress export with a 415", async () => {
    const file = join(dir, "feed.xml");
    await writeFile(
      file,
      '<?xml version="1.0"?><rss version="2.0"><channel><title>A feed</title><item><title>One</title></item></channel></rss>',
    );
    const error = await readError(file);
    expect(error.status).toBe(415);
    expect(error.message).toBe("This file is RSS but not a WordPress export: it declares no wordpress.org/export namespace.");
  });
});

describe("a large WordPress export", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "furrow-wxr-large-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("is read as a stream to its last post, every featured image found though the attachments come last", async () => {
    const file = join(dir, "large.xml");
    const generated = await writeGeneratedWxr(file, { posts: 5_000, paragraphs: 2, comments: 1 });
    let posts = 0;
    let comments = 0;
    let withImage = 0;
    let last: ImportedPost | null = null;
    for await (const event of wordpressReader.read(file)) {
      if (event.type !== "post") continue;
      posts++;
      comments += event.post.comments.length;
      if (event.post.featuredImage) withImage++;
      last = event.post;
    }
    expect({ posts, comments, withImage }).toEqual({ posts: generated.posts, comments: generated.comments, withImage: generated.posts });
    expect(last?.slug).toBe("field-note-5000");
  });
});
