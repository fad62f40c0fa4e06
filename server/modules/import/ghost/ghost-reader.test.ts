import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportEvent, ImportedPost } from "../imported-item";
import { ghostReader } from "./ghost-reader";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "furrow-ghost-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function read(content: unknown): Promise<ImportEvent[]> {
  const file = join(dir, `export-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, typeof content === "string" ? content : JSON.stringify(content));
  const events: ImportEvent[] = [];
  for await (const event of ghostReader.read(file)) events.push(event);
  return events;
}
const postsOf = (events: ImportEvent[]) => events.flatMap((event) => (event.type === "post" ? [event.post] : []));
const POST = {
  id: "1",
  title: "Hello",
  slug: "hello",
  html: '<p><a href="__GHOST_URL__/other/">other</a></p>',
  status: "published",
  published_at: "2024-02-01T00:00:00.000Z",
};

describe("the Ghost reader", () => {
  it("reads the export under each of Ghost's wrappers", async () => {
    for (const wrapped of [
      { db: [{ meta: {}, data: { posts: [POST] } }] },
      { meta: {}, data: { posts: [POST] } },
      { data: { posts: [POST] } },
      { images: [], data: { meta: {}, data: { posts: [POST] } } },
    ]) {
      expect(postsOf(await read(wrapped)).map((post) => post.slug)).toEqual(["hello"]);
    }
  });

  it("resolves __GHOST_URL__ to the old site's address when the export names it, and keeps the old path", async () => {
    const [post] = postsOf(await read({ data: { posts: [POST], settings: [{ key: "url", value: "https://old.example/" }] } }));
    expect(post.markdown).toBe("[other](https://old.example/other/)");
    expect(post).toMatchObject<Partial<ImportedPost>>({
      oldPaths: ["/hello/"],
      originalUrl: "https://old.example/hello/",
      status: "published",
    });
  });

  it("falls back to the Markdown card or the Lexical text when a post has no HTML, and says so", async () => {
    const mobiledoc = JSON.stringify({ cards: [["markdown", { markdown: "# From *mobiledoc*" }]] });
    const lexical = JSON.stringify({
      root: { children: [{ children: [{ text: "First " }, { text: "line" }] }, { children: [{ text: "Second" }] }] },
    });
    const [fromCard, fromLexical] = postsOf(
      await read({
        data: {
          posts: [
            { ...POST, id: "a", html: null, mobiledoc },
            { ...POST, id: "b", slug: "b", html: null, lexical },
          ],
        },
      }),
    );
    expect(fromCard.markdown).toBe("# From *mobiledoc*");
    expect(fromCard.notes[0]).toMatch(/no HTML/);
    expect(fromLexical.markdown).toBe("First line\n\nSecond");
    expect(fromLexical.notes[0]).toMatch(/no HTML/);
  });

  it("reads pages as pages, old-style (page: true) and from the pages table, and reads old dates without a zone as UTC", async () => {
    const events = await read({
      data: {
        posts: [
          { ...POST, page: true },
          { ...POST, id: "2", slug: "two", published_at: "2014-03-05 06:07:08" },
        ],
        pages: [{ id: "p", title: "About" }],
      },
    });
    expect(events.filter((event) => event.type === "skipped")).toEqual([]);
    expect(postsOf(events).map((post) => [post.kind, post.title, post.tags])).toEqual([
      ["page", POST.title, []],
      [undefined, POST.title, expect.any(Array)],
      ["page", "About", []],
    ]);
    expect(postsOf(events)[1].publishedAt).toEqual(new Date("2014-03-05T06:07:08Z"));
  });

  it("refuses JSON that is malformed, naming the problem", async () => {
    await expect(read('{"data": {"posts": [')).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/not valid JSON/) });
  });
});
