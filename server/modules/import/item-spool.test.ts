import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportEvent } from "./imported-item";
import { hasSpool, readSpool, removeSpool, spoolFileOf, spoolWriter } from "./item-spool";

const post = (n: number, markdown = `Note ${n}.`): ImportEvent => ({
  type: "post",
  post: {
    source: "wordpress",
    originalId: `p${n}`,
    title: `Field note ${n}`,
    slug: `field-note-${n}`,
    markdown,
    excerpt: null,
    status: "published",
    publishedAt: new Date(Date.UTC(2024, 0, 1 + (n % 28))),
    updatedAt: null,
    tags: ["Soil", "Drones"],
    featured: n % 2 === 0,
    featuredImage: null,
    oldPaths: [`/?p=${n}`],
    originalUrl: `https://old.example/${n}/`,
    notes: [],
    comments: [
      {
        originalId: `c${n}`,
        parentOriginalId: null,
        authorName: "Ada",
        authorEmail: "ada@example.net",
        content: "Useful.",
        createdAt: new Date("2024-02-03T04:05:06Z"),
        status: "approved",
      },
    ],
  },
});

describe("the items a preview keeps beside the upload", () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "furrow-item-spool-"));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it("gives back every item in order, dates as dates, including one longer than a read", () => {
    const spool = spoolFileOf(join(work, "many.upload"));
    const items: ImportEvent[] = [
      { type: "warning", message: "A shortcode [foo] was left out" },
      ...Array.from({ length: 2_000 }, (_, n) => post(n)),
      post(2_000, "Long. ".repeat(600_000)),
      { type: "skipped", item: { kind: "page", originalId: "9", title: "About", reason: "pages are not posts" } },
    ];
    const writer = spoolWriter<ImportEvent>(spool);
    for (const item of items) writer.add(item);
    writer.finish();
    const read = [...readSpool<ImportEvent>(spool)];
    expect(read).toEqual(items);
    expect(read[1].type === "post" && read[1].post.comments[0].createdAt).toBeInstanceOf(Date);
  });

  it("is JSON lines any Node reads, keeping line breaks, other scripts' letters and invalid dates", async () => {
    const spool = spoolFileOf(join(work, "lines.upload"));
    const odd = post(1, "Rows:\n\n| a | b |\r\nЗерно, 穀物, 🌾 \u2028 end");
    if (odd.type === "post") odd.post.updatedAt = new Date(Number.NaN);
    const writer = spoolWriter<ImportEvent>(spool);
    writer.add(odd);
    writer.add(post(2));
    writer.finish();
    const lines = (await readFile(spool, "utf8")).split("\n");
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0]).post.publishedAt).toEqual({ $date: "2024-01-02T00:00:00.000Z" });
    const [first, second] = [...readSpool<ImportEvent>(spool)];
    expect(first.type === "post" && first.post.markdown).toBe(odd.type === "post" && odd.post.markdown);
    expect(first.type === "post" && Number.isNaN(first.post.updatedAt!.getTime())).toBe(true);
    expect(second).toEqual(post(2));
  });

  it("is there under its name only once finished: a preview cut short leaves nothing to read", () => {
    const spool = spoolFileOf(join(work, "cut.upload"));
    const writer = spoolWriter<ImportEvent>(spool);
    writer.add(post(1));
    expect(hasSpool(spool)).toBe(false);
    writer.abandon();
    expect(hasSpool(spool)).toBe(false);
    expect(existsSync(`${spool}.partial`)).toBe(false);
  });

  it("refuses a file that ends in the middle of an item", async () => {
    const spool = spoolFileOf(join(work, "torn.upload"));
    const writer = spoolWriter<ImportEvent>(spool);
    writer.add(post(1));
    writer.add(post(2));
    writer.finish();
    await truncate(spool, (await readFile(spool)).length - 3);
    expect(() => [...readSpool(spool)]).toThrow("The import's kept items end in the middle of one");
  });

  it("goes with the upload, finished or not", async () => {
    const upload = join(work, "gone.upload");
    await writeFile(spoolFileOf(upload), "x");
    await writeFile(`${spoolFileOf(upload)}.partial`, "x");
    await removeSpool(upload);
    expect(existsSync(spoolFileOf(upload))).toBe(false);
    expect(existsSync(`${spoolFileOf(upload)}.partial`)).toBe(false);
  });
});

describe("a spool that cannot be written", () => {
  it("is dropped without failing the preview that keeps it: the writing reads the file again", () => {
    const spool = spoolFileOf(join(tmpdir(), "furrow-no-such-folder", "x.upload"));
    const writer = spoolWriter<ImportEvent>(spool);
    expect(() => {
      writer.add(post(1));
      writer.finish();
    }).not.toThrow();
    expect(hasSpool(spool)).toBe(false);
  });
});
