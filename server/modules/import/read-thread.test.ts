import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIELD_LIMITS } from "../../../shared/constants";
import { renderMarkdown } from "../../../shared/markdown";
import { writeGeneratedWxr } from "../../test/wxr-generator";
import { ImportFileError, type ImportEvent } from "./imported-item";
import { prepareItem } from "./prepare-item";
import { readOnThread, type ThreadEvent } from "./read-thread";
import { wordpressReader } from "./wordpress/wordpress-reader";

const fixture = (name: string) => join(import.meta.dirname, "wordpress", "fixtures", name);

async function all<T>(events: AsyncIterable<T>): Promise<T[]> {
  const read: T[] = [];
  for await (const event of events) read.push(event);
  return read;
}

/** What the writer gets when it reads the file here: each post fitted, dated and hashed, and rendered unless `known` has it at that hash. */
const preparedHere = (events: ImportEvent[], known = new Map<string, string>()): ThreadEvent[] =>
  events.map((event) => {
    if (event.type !== "post") return event;
    const { item, hash } = prepareItem(event.post);
    return { type: "post", post: item, hash, rendered: known.get(item.originalId) === hash ? undefined : renderMarkdown(item.markdown) };
  });

describe("an import file read on its own thread", () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "furrow-read-thread-"));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it("gives the writer the same posts, skipped items and warnings as reading it here, each post fitted, dated, hashed and rendered", async () => {
    for (const name of ["blog.xml", "bare-ampersand.xml"]) {
      const here = await all(wordpressReader.read(fixture(name)));
      expect(await all(readOnThread("wordpress", fixture(name), { prepare: true }))).toEqual(preparedHere(here));
      expect(await all(readOnThread("wordpress", fixture(name), { prepare: false }))).toEqual(here);
    }
  });

  it("leaves unrendered the posts a former import stored at the same hash, and renders the changed ones", async () => {
    const here = await all(wordpressReader.read(fixture("blog.xml")));
    const posts = here.flatMap((event) => (event.type === "post" ? [prepareItem(event.post)] : []));
    expect(posts.length).toBeGreaterThan(1);
    const [unchanged, changed] = posts;
    const known = new Map([
      [unchanged.item.originalId, unchanged.hash],
      [changed.item.originalId, "the hash of an earlier version"],
    ]);
    const read = await all(readOnThread("wordpress", fixture("blog.xml"), { prepare: true, known }));
    expect(read).toEqual(preparedHere(here, known));
    const renderedOf = (id: string) => read.find((event) => event.type === "post" && event.post.originalId === id)?.rendered;
    expect(renderedOf(unchanged.item.originalId)).toBeUndefined();
    expect(renderedOf(changed.item.originalId)).toEqual(renderMarkdown(changed.item.markdown));
  });

  it("hands over a file of many more items than it reads ahead, every one in the file's order", async () => {
    const file = join(work, "many.xml");
    await writeGeneratedWxr(file, { posts: 150, paragraphs: 2, comments: 1, images: false });
    const posts = (await all(readOnThread("wordpress", file, { prepare: true }))).flatMap((event) =>
      event.type === "post" ? [event.post.title] : [],
    );
    expect(posts).toEqual((await all(wordpressReader.read(file))).flatMap((event) => (event.type === "post" ? [event.post.title] : [])));
    expect(posts).toHaveLength(150);
  });

  it("leaves unrendered a post longer than Furrow takes, which the writer refuses, and goes on with the next", async () => {
    const file = join(work, "long.xml");
    await writeGeneratedWxr(file, { posts: 2, paragraphs: 600, comments: 0, images: false });
    const posts = (await all(readOnThread("wordpress", file, { prepare: true }))).flatMap((event) =>
      event.type === "post" ? [event] : [],
    );
    expect(posts).toHaveLength(2);
    for (const { post, rendered } of posts) {
      expect(post.markdown.length).toBeGreaterThan(FIELD_LIMITS.markdown);
      expect(rendered).toBeUndefined();
    }
  });

  it("refuses a malformed file with the same 400 naming the line as reading it here", async () => {
    const failure = (events: AsyncIterable<unknown>) =>
      all(events).then(
        () => null,
        (error: unknown) => error,
      );
    const here = await failure(wordpressReader.read(fixture("unclosed-root.xml")));
    const there = await failure(readOnThread("wordpress", fixture("unclosed-root.xml"), { prepare: true }));
    expect(there).toBeInstanceOf(ImportFileError);
    expect(there).toMatchObject({ message: (here as ImportFileError).message, status: 400 });
  });
});
