import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import type { TestApp } from "../../test/test-app";
import { startSeededAppWithShell } from "../../test/test-app-with-shell";

const ARTICLE = "/blog/agrivoltaics-sharing-sunlight";
const VARIANTS = 2000;

describe("cached answers keyed by what the page depends on", () => {
  let t: TestApp;
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    t = await startSeededAppWithShell({ PUBLIC_URL: "https://furrow.example" });
    server = createServer(t.app).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  const text = async (path: string) => {
    const res = await fetch(origin + path);
    expect(res.status).toBe(200);
    return res.text();
  };

  it("answers 2,000 query-string variants each of /llms-full.txt, /rss.xml and an article from their three entries, byte for byte", async () => {
    const canonical = ["/llms-full.txt", "/rss.xml", ARTICLE];
    const before = t.responseCache.stats();
    const answers = new Map<string, string>();
    for (const path of canonical) {
      answers.set(path, await text(path));
      // Served again from the cache, which makes the compressed copy this client accepts.
      expect(await text(path)).toBe(answers.get(path));
    }
    const held = t.responseCache.stats();
    expect(held.entries - before.entries).toBe(3);

    const batch = 20;
    for (let start = 0; start < VARIANTS; start += batch) {
      await Promise.all(
        Array.from({ length: batch }, async (_, offset) => {
          const n = start + offset;
          for (const path of canonical)
            expect(await text(`${path}?v=${n}&utm_source=feed${n}&${n}=${"x".repeat(n % 50)}`)).toBe(answers.get(path));
        }),
      );
    }
    const after = t.responseCache.stats();
    expect({ entries: after.entries, bytes: after.bytes }).toEqual({ entries: held.entries, bytes: held.bytes });
    expect(after.hits - held.hits).toBe(3 * VARIANTS);
  }, 60_000);

  it("makes an answer that a burst of readers asks for at once only once, and serves the rest of the burst from it", async () => {
    const before = t.responseCache.stats();
    const burst = await Promise.all(Array.from({ length: 20 }, (_, n) => text(`/sitemap.xml?burst=${n}`)));
    expect(new Set(burst).size).toBe(1);
    const after = t.responseCache.stats();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(19);
  });

  it("keys a form's outcome on a page only by the outcomes the page shows, so made-up values are served from the page's own entry", async () => {
    const page = await text(ARTICLE);
    const before = t.responseCache.stats();
    for (let n = 0; n < 50; n++) expect(await text(`${ARTICLE}?comment=made-up-${n}`)).toBe(page);
    expect(t.responseCache.stats().entries).toBe(before.entries);
    await text(`${ARTICLE}?comment=submitted`);
    expect(t.responseCache.stats().entries).toBe(before.entries + 1);
  });

  it("gives a variant asked for first the canonical page, and keeps it for the canonical address", async () => {
    const path = "/blog/soil-moisture-sensors-irrigation-scheduling";
    const before = t.responseCache.stats();
    const variant = await request(t.app).get(`${path}?ref=newsletter-junk-7781`).expect(200);
    expect(variant.text).not.toContain("newsletter-junk-7781");
    const canonical = await request(t.app).get(path).expect(200);
    expect(canonical.text).toBe(variant.text);
    const after = t.responseCache.stats();
    expect({ entries: after.entries - before.entries, hits: after.hits - before.hits }).toEqual({ entries: 1, hits: 1 });
  });

  it("keys a route's own parameters in one order, and the posts page's empty filters as no filter", async () => {
    const before = t.responseCache.stats();
    const list = await request(t.app).get("/api/blog-posts?limit=2&offset=1").expect(200);
    expect((await request(t.app).get("/api/blog-posts?offset=1&limit=2").expect(200)).body).toEqual(list.body);
    const page = await request(t.app).get("/posts").expect(200);
    expect((await request(t.app).get("/posts?q=&tag=").expect(200)).text).toBe(page.text);
    const tagged = await request(t.app).get("/posts?tag=IoT&q=sensor").expect(200);
    expect((await request(t.app).get("/posts?q=sensor&tag=IoT&utm_medium=x").expect(200)).text).toBe(tagged.text);
    const after = t.responseCache.stats();
    expect({ entries: after.entries - before.entries, hits: after.hits - before.hits }).toEqual({ entries: 3, hits: 3 });
  });

  it("counts a compressed copy, made when a client first accepts it, against the budget", async () => {
    await request(t.app).get("/llms.txt").set("Accept-Encoding", "identity").expect(200);
    const plain = t.responseCache.stats();
    const gzipped = await request(t.app).get("/llms.txt").set("Accept-Encoding", "gzip").expect(200);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    const withCopy = t.responseCache.stats();
    expect(withCopy.entries).toBe(plain.entries);
    expect(withCopy.bytes - plain.bytes).toBe(Number(gzipped.headers["content-length"]));
    await request(t.app).get("/llms.txt").set("Accept-Encoding", "gzip").expect(200);
    expect(t.responseCache.stats().bytes).toBe(withCopy.bytes);
  });

  it("still refuses a parameter an API endpoint does not take, and keeps nothing for it", async () => {
    const before = t.responseCache.stats();
    const res = await request(t.app).get("/api/blog-posts?limit=2&v=1").expect(400);
    expect(res.body.error).toBeTruthy();
    expect(t.responseCache.stats().entries).toBe(before.entries);
  });
});
