import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import sharp from "sharp";
import { startTestApp, type TestApp } from "../../../test/test-app";
import type { SourceAssets } from "../imported-item";
import { importedPost } from "../test/test-imported-post";
import { bringImagesHome } from "./bring-images-home";
import { createImageFetcher, type FetchImage } from "./fetch-image";
import { startImageServer } from "../test/test-image-server";

const MAX_BYTES = 256 * 1024;

describe("bringing an imported post's images home", () => {
  let t: TestApp;
  let images: Awaited<ReturnType<typeof startImageServer>>;
  let fetchImage: FetchImage;
  let fetched: string[];
  beforeAll(async () => {
    t = await startTestApp();
    images = await startImageServer(MAX_BYTES * 2);
    const fetcher = createImageFetcher({ timeoutMs: 1500, maxBytes: MAX_BYTES, allowPrivateHosts: true });
    fetched = [];
    fetchImage = (url) => {
      fetched.push(url);
      return fetcher(url);
    };
  });
  afterAll(async () => {
    await images.close();
    await t.close();
  });

  const deps = (extra: Partial<Parameters<typeof bringImagesHome>[1]> = {}) => ({
    fetchImage,
    saveImage: t.services.uploads.saveImage,
    cache: new Map<string, string>(),
    ...extra,
  });

  /** The stored copy behind an /uploads/ URL, read back through the site as a reader's browser would. */
  const servedCopy = async (url: string) => sharp((await request(t.app).get(url).expect(200)).body as Buffer).metadata();

  it("stores every image of the text and the featured image as uploads, and the text points at the copies", async () => {
    const { base } = images;
    const markdown = [
      `Intro ![A drill](${base}/photo.png "The drill") and ![wide](<${base}/photo.jpg>).`,
      "",
      "![Seed rate][rate]",
      "",
      `<table><tr><td><img class="x" src="${base}/hop1" srcset="${base}/photo.jpg 2x" alt="redirected"></td></tr></table>`,
      "",
      "```md",
      `![example in code](${base}/photo.png)`,
      "```",
      "",
      `[rate]: ${base}/photo.png "Rate"`,
    ].join("\n");
    const { post, lines } = await bringImagesHome(importedPost({ markdown, featuredImage: `${base}/photo.jpg` }), deps());

    expect(lines).toEqual([]);
    const stored = [...post.markdown.matchAll(/\/uploads\/[\w-]+\.webp/g)].map((match) => match[0]);
    expect(stored).toHaveLength(4);
    expect(post.markdown).toContain(`![A drill](${stored[0]} "The drill")`);
    expect(post.markdown).toContain(`![wide](${stored[1]})`);
    expect(post.markdown).toMatch(new RegExp(`\\[rate\\]: ${stored[3]} "Rate"`));
    expect(post.markdown).toMatch(/<img class="x" src="\/uploads\/[\w-]+\.webp" alt="redirected">/);
    // The example inside the code block is text, not an image of the post.
    expect(post.markdown).toContain(`![example in code](${base}/photo.png)`);
    expect(post.featuredImage).toBe(stored[1]);
    expect(await servedCopy(stored[0])).toMatchObject({ format: "webp", width: 40, height: 30 });
    expect(await servedCopy(post.featuredImage!)).toMatchObject({ format: "webp", width: 50, height: 20 });
    const names = await t.services.store.files.list();
    for (const url of stored) expect(names).toContain(url.replace("/uploads/", ""));
  });

  it("keeps the original address of each image it cannot fetch, with the reason in the report", async () => {
    const { base } = images;
    const refs = ["drawing.svg", "page.jpg", "huge.png", "slow.png", "missing.png", "loop1"].map((name) => `${base}/${name}`);
    const markdown =
      refs.map((url, index) => `![image ${index}](${url})`).join("\n\n") + "\n\n![unreachable](http://no-such-host.invalid/a.png)";
    const filesBefore = await t.services.store.files.list();
    const { post, lines } = await bringImagesHome(importedPost({ markdown, featuredImage: `${base}/missing.png` }), deps());

    expect(post.markdown).toBe(markdown);
    expect(post.featuredImage).toBe(`${base}/missing.png`);
    const reasons = Object.fromEntries(lines.map((line) => [line.originalId, line.reason]));
    expect(reasons[refs[0]]).toMatch(/^an SVG image, which can carry scripts/);
    expect(reasons[refs[1]]).toMatch(/^not a JPEG, PNG, GIF, WebP or AVIF image/);
    expect(reasons[refs[2]]).toMatch(/^larger than the 256 KB limit/);
    expect(reasons[refs[3]]).toMatch(/^no complete answer within 1.5 s/);
    expect(reasons[refs[4]]).toMatch(/^the server answered 404/);
    expect(reasons[refs[5]]).toMatch(/^more than 3 redirects/);
    expect(reasons["http://no-such-host.invalid/a.png"]).toMatch(/^the host no-such-host.invalid could not be found/);
    expect(lines).toHaveLength(7);
    for (const line of lines)
      expect(line).toMatchObject({
        kind: "image",
        title: "Spring drilling",
        outcome: "failed",
        path: null,
        reason: expect.stringMatching(/keeps the original address$/),
      });
    expect(await t.services.store.files.list()).toEqual(filesBefore);
  });

  it("fetches an image shared by many posts once, and every post points at the one copy", async () => {
    const shared = `${images.base}/shared.png`;
    const cache = new Map<string, string>();
    fetched.length = 0;
    const first = await bringImagesHome(importedPost({ originalId: "1", markdown: `![a](${shared})` }), deps({ cache }));
    const second = await bringImagesHome(
      importedPost({ originalId: "2", markdown: `![b](${shared})`, featuredImage: shared }),
      deps({ cache }),
    );
    expect(fetched).toEqual([shared]);
    const copy = cache.get(shared)!;
    expect(copy).toMatch(/^\/uploads\//);
    expect(first.post.markdown).toBe(`![a](${copy})`);
    expect(second.post).toMatchObject({ markdown: `![b](${copy})`, featuredImage: copy });
  });

  it("takes relative images from the imported file's own assets, and reports one the file lacks", async () => {
    const files = new Map([["images/cover.png", images.images.png]]);
    const assets: SourceAssets = { open: async (ref) => files.get(ref) ?? null };
    const markdown = "![cover](images/cover.png)\n\n![gone](images/gone.png)\n\n![svg](images/cover.svg)";
    files.set("images/cover.svg", images.images.svg);
    const { post, lines } = await bringImagesHome(
      importedPost({ source: "markdown", markdown, featuredImage: "images/cover.png" }),
      deps({ assets }),
    );
    expect(post.markdown).toMatch(
      /^!\[cover\]\(\/uploads\/[\w-]+\.webp\)\n\n!\[gone\]\(images\/gone.png\)\n\n!\[svg\]\(images\/cover.svg\)$/,
    );
    expect(post.featuredImage).toMatch(/^\/uploads\//);
    expect(lines.map((line) => [line.originalId, line.reason.split(";")[0]])).toEqual([
      ["images/gone.png", "not in the imported file"],
      ["images/cover.svg", "an SVG image, which can carry scripts: not imported"],
    ]);
  });

  it("resolves a root-relative image against the post's old address when the file carries no images", async () => {
    const { post, lines } = await bringImagesHome(
      importedPost({ markdown: "![a](/photo.png)", originalUrl: `${images.base}/2019/05/14/spring-drilling/` }),
      deps(),
    );
    expect(lines).toEqual([]);
    expect(post.markdown).toMatch(/^!\[a\]\(\/uploads\/[\w-]+\.webp\)$/);
  });
});

describe("the image fetcher's guard against private addresses", () => {
  let images: Awaited<ReturnType<typeof startImageServer>>;
  beforeAll(async () => {
    images = await startImageServer(0);
  });
  afterAll(() => images.close());

  it("refuses loopback and private addresses, named or literal, unless allowed", async () => {
    const guarded = createImageFetcher({ timeoutMs: 1500, maxBytes: MAX_BYTES });
    const port = new URL(images.base).port;
    for (const url of [
      `${images.base}/photo.png`,
      `http://localhost:${port}/photo.png`,
      `http://[::1]:${port}/photo.png`,
      "http://10.1.2.3/a.png",
      "http://169.254.169.254/latest/meta-data",
    ]) {
      await expect(guarded(url), url).rejects.toThrow(/a private or local address/);
    }
    expect(images.requests).toEqual([]);
    const allowed = createImageFetcher({ timeoutMs: 1500, maxBytes: MAX_BYTES, allowPrivateHosts: true });
    expect((await allowed(`http://localhost:${port}/photo.png`)).type).toBe("png");
  });

  it("fetches only http and https addresses", async () => {
    const fetcher = createImageFetcher({ timeoutMs: 1500, maxBytes: MAX_BYTES, allowPrivateHosts: true });
    await expect(fetcher("file:///etc/passwd")).rejects.toThrow(/not an http or https address \(file\)/);
    await expect(fetcher("ftp://example.com/a.png")).rejects.toThrow(/not an http or https address/);
    // Each redirect is checked as the first address was.
    await expect(fetcher(`${images.base}/to-file`)).rejects.toThrow(/not an http or https address \(file\)/);
  });
});
