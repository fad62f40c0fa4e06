// One suite over 300 lines: every case compares the fast path's answer with Express's for the same
// request, on the one seeded app with its built client set up once below.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type App, createApp } from "../../app";
import { loadConfig } from "../../config";
import { systemClock } from "../../lib/clock";
import { createLogger } from "../../lib/logger";
import { openStore } from "../../store/open-store";
import { postSearchOn } from "../../modules/posts/post-search-on-engine";
import { seedSampleContent } from "../../seed/seed";
import type { DocumentStore } from "../../store/types";
import { CLIENT_SHELL } from "../../test/test-app-with-shell";
import { builtClientAssets } from "../client-assets";
import { FORM_DRAFT_COOKIE } from "../../lib/form-drafts";

/** Headers of one exchange (and the body's framing, which a stream and a kept body state differently). */
const PER_EXCHANGE = ["x-request-id", "date", "connection", "keep-alive", "content-length", "transfer-encoding"];
const lasting = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_EXCHANGE.includes(name)));

const ARTICLE = "/blog/agrivoltaics-sharing-sunlight";
const GPT_BOT = "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)";
const SCRIPT = `console.log(${JSON.stringify("furrow ".repeat(400))});`;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As sent, before any decoding. */
  raw: Buffer;
  /** Decoded as a browser would. */
  body: Buffer;
}

describe("cached answers sent from the server's own listener, before Express", () => {
  let dataDir: string;
  let dist: string;
  let store: DocumentStore;
  let built: App;
  let server: Server;
  let hashedAsset: ReturnType<typeof vi.spyOn>;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-fast-path-"));
    dist = await mkdtemp(join(tmpdir(), "furrow-fast-path-dist-"));
    await mkdir(join(dist, "assets"));
    await writeFile(join(dist, "index.html"), CLIENT_SHELL);
    await writeFile(join(dist, "assets", "entry-abc123.js"), SCRIPT);
    await writeFile(join(dist, "assets", "entry-abc123.js.gz"), gzipSync(SCRIPT));
    await writeFile(join(dist, "assets", "entry-abc123.js.br"), brotliCompressSync(SCRIPT));
    store = await openStore({ dataDir, setUp: postSearchOn });
    const logger = createLogger("info", { sink: (line) => lines.push(JSON.parse(line)) });
    const clientAssets = builtClientAssets(dist);
    hashedAsset = vi.spyOn(clientAssets, "answerHashedAsset");
    built = await createApp({
      config: loadConfig({ DATA_DIR: dataDir, NODE_ENV: "test", PUBLIC_URL: "https://furrow.example" }),
      store,
      logger,
      clientAssets,
    });
    await seedSampleContent(built.services, systemClock);
    server = createServer(built.listener).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(dist, { recursive: true, force: true });
  });

  /** One exchange over real HTTP, the body kept as the bytes that came. */
  function send(path: string, headers: Record<string, string> = {}, method = "GET", to: Server = server): Promise<Answer> {
    const { port } = to.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const body = encoding === "gzip" ? gunzipSync(raw) : encoding === "br" ? brotliDecompressSync(raw) : raw;
          resolve({ status: res.statusCode!, headers: res.headers, raw, body });
        });
      });
      req.on("error", reject);
      req.end();
    });
  }

  const beforeExpress = () => built.responseCache.stats().beforeExpress;

  /** The first request is made by Express (a miss); the second must leave from the fast path. */
  async function expressThenFastPath(path: string, headers: Record<string, string> = {}): Promise<[Answer, Answer]> {
    const before = beforeExpress();
    const viaExpress = await send(path, headers);
    expect(beforeExpress()).toBe(before);
    const viaFastPath = await send(path, headers);
    expect(beforeExpress()).toBe(before + 1);
    return [viaExpress, viaFastPath];
  }

  it.each([
    ["a list", "/api/blog-posts?limit=6"],
    ["a post", "/api/blog-posts/agrivoltaics-sharing-sunlight"],
    ["an article page", ARTICLE],
    ["a feed", "/rss.xml"],
  ])("gives %s the same status, headers and body the first time (from Express) and the next (before it)", async (_name, path) => {
    const [viaExpress, viaFastPath] = await expressThenFastPath(path, { "Accept-Encoding": "identity" });
    expect(viaExpress.status).toBe(200);
    expect(viaFastPath.status).toBe(200);
    expect(lasting(viaFastPath.headers)).toEqual(lasting(viaExpress.headers));
    expect(viaFastPath.headers["x-request-id"]).not.toBe(viaExpress.headers["x-request-id"]);
    expect(viaFastPath.raw.equals(viaExpress.raw)).toBe(true);
    expect(viaFastPath.headers["content-length"]).toBe(String(viaExpress.raw.length));
  });

  it("gives the same answers with RESPONSE_CACHE_FAST_PATH=false, where every one goes through Express", async () => {
    const plain = await createApp({
      config: loadConfig({ DATA_DIR: dataDir, NODE_ENV: "test", PUBLIC_URL: "https://furrow.example", RESPONSE_CACHE_FAST_PATH: "false" }),
      store,
      logger: createLogger("silent"),
      clientAssets: builtClientAssets(dist),
    });
    const plainServer = createServer(plain.listener).listen(0, "127.0.0.1");
    await new Promise((resolve) => plainServer.once("listening", resolve));
    try {
      for (const path of [
        "/api/blog-posts?limit=6",
        "/api/blog-posts/agrivoltaics-sharing-sunlight",
        ARTICLE,
        "/rss.xml",
        "/assets/entry-abc123.js",
      ])
        for (const encoding of ["identity", "gzip", "br"]) {
          const headers = { "Accept-Encoding": encoding };
          await send(path, headers);
          const fast = await send(path, headers);
          await send(path, headers, "GET", plainServer);
          const viaExpress = await send(path, headers, "GET", plainServer);
          expect([viaExpress.status, lasting(viaExpress.headers)]).toEqual([fast.status, lasting(fast.headers)]);
          expect(viaExpress.body.equals(fast.body)).toBe(true);
        }
      expect(plain.responseCache.stats()).toMatchObject({ beforeExpress: 0, hits: expect.any(Number) });
      expect(plain.responseCache.stats().hits).toBeGreaterThan(0);
    } finally {
      await new Promise((resolve) => plainServer.close(resolve));
    }
  });

  it.each(["gzip", "br"])("sends %s where Express would, and it decodes to the same bytes", async (encoding) => {
    const path = encoding === "gzip" ? "/api/blog-posts?limit=5" : "/api/blog-posts?limit=4";
    const [viaExpress, viaFastPath] = await expressThenFastPath(path, { "Accept-Encoding": `${encoding}, identity;q=0.5` });
    expect(viaExpress.headers["content-encoding"]).toBe(encoding);
    expect(viaFastPath.headers["content-encoding"]).toBe(encoding);
    expect(lasting(viaFastPath.headers)).toEqual(lasting(viaExpress.headers));
    expect(viaFastPath.body.equals(viaExpress.body)).toBe(true);
    // q values weigh as they do in Express's negotiation.
    expect((await send(path, { "Accept-Encoding": "gzip;q=0.2, br;q=0.9" })).headers["content-encoding"]).toBe("br");
    expect((await send(path, { "Accept-Encoding": "gzip;q=0, br;q=0" })).headers["content-encoding"]).toBeUndefined();
  });

  it("answers a matching If-None-Match with a 304 carrying the headers Express's 304 carries", async () => {
    const path = "/api/blog-posts?limit=3";
    const { etag } = (await send(path)).headers;
    // Forgotten, so the next conditional GET is Express's to answer.
    built.memoryBudget.deleteWhere(() => true);
    const before = beforeExpress();
    const viaExpress = await send(path, { "If-None-Match": etag! });
    await send(path);
    expect(beforeExpress()).toBe(before);
    const viaFastPath = await send(path, { "If-None-Match": etag! });
    expect(beforeExpress()).toBe(before + 1);
    expect([viaExpress.status, viaFastPath.status]).toEqual([304, 304]);
    expect(viaFastPath.raw.length).toBe(0);
    expect(lasting(viaFastPath.headers)).toEqual(lasting(viaExpress.headers));
    // A stale ETag gets the whole answer.
    expect((await send(path, { "If-None-Match": '"stale"' })).status).toBe(200);
  });

  it("answers HEAD with the GET's headers and no body", async () => {
    const [, got] = await expressThenFastPath("/api/blog-posts?limit=7", { "Accept-Encoding": "identity" });
    const before = beforeExpress();
    const head = await send("/api/blog-posts?limit=7", { "Accept-Encoding": "identity" }, "HEAD");
    expect(beforeExpress()).toBe(before + 1);
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(lasting(head.headers)).toEqual(lasting(got.headers));
    expect(head.headers["content-length"]).toBe(got.headers["content-length"]);
  });

  it("logs a request line with its id, method, path, status, time and the body bytes sent, on both paths", async () => {
    const [viaExpress, viaFastPath] = await expressThenFastPath("/api/blog-posts?limit=8", { "Accept-Encoding": "gzip" });
    // A kept answer leaves Express compressed by the code that compresses a hit: the same bytes,
    // with their length, and the line counts the bytes that went out.
    expect(viaExpress.headers["content-encoding"]).toBe("gzip");
    expect(viaExpress.raw.equals(viaFastPath.raw)).toBe(true);
    expect(viaExpress.headers["content-length"]).toBe(String(viaExpress.raw.length));
    await expect.poll(() => lines.find((line) => line.requestId === viaExpress.headers["x-request-id"])?.bytes).toBe(viaExpress.raw.length);
    await expect
      .poll(() => lines.find((line) => line.requestId === viaFastPath.headers["x-request-id"]))
      .toEqual({
        time: expect.any(String),
        level: "info",
        message: "request",
        requestId: viaFastPath.headers["x-request-id"],
        method: "GET",
        path: "/api/blog-posts",
        status: 200,
        ms: expect.any(Number),
        bytes: viaFastPath.raw.length,
      });
  });

  it("keeps a sane request id a proxy sent, on both paths", async () => {
    const sent = await send("/api/blog-posts?limit=9", { "X-Request-Id": "proxy-id-0001" });
    const again = await send("/api/blog-posts?limit=9", { "X-Request-Id": "proxy-id-0002" });
    expect([sent.headers["x-request-id"], again.headers["x-request-id"]]).toEqual(["proxy-id-0001", "proxy-id-0002"]);
    expect((await send("/api/blog-posts?limit=9", { "X-Request-Id": "no good" })).headers["x-request-id"]).not.toBe("no good");
  });

  it("never answers a signed-in admin or a reader bringing back a form's draft from the cache", async () => {
    const signIn = await send("/auth/demo", {}, "POST");
    const cookie = signIn.headers["set-cookie"]!.map((value) => value.split(";")[0]).join("; ");
    await send(ARTICLE);
    const before = built.responseCache.stats();
    const signedIn = await send(ARTICLE, { Cookie: cookie });
    const withDraft = await send(ARTICLE, { Cookie: `${FORM_DRAFT_COOKIE}=junk.junk` });
    expect([signedIn.status, withDraft.status]).toEqual([200, 200]);
    const after = built.responseCache.stats();
    expect([after.hits, after.beforeExpress]).toEqual([before.hits, before.beforeExpress]);
  });

  it("still counts a crawler whose page is answered before Express", async () => {
    const served = vi.spyOn(built.services.collector, "served");
    await send("/posts", { "User-Agent": GPT_BOT });
    const before = beforeExpress();
    await send("/posts", { "User-Agent": GPT_BOT });
    expect(beforeExpress()).toBe(before + 1);
    await expect.poll(() => served.mock.calls.length).toBe(2);
    expect(served.mock.calls).toEqual([
      ["/posts", { crawler: expect.objectContaining({ name: "GPTBot" }) }],
      ["/posts", { crawler: expect.objectContaining({ name: "GPTBot" }) }],
    ]);
    served.mockRestore();
  });

  it("still redirects an imported post's plain permalink while the home page is cached", async () => {
    await send("/");
    const before = beforeExpress();
    expect((await send("/")).status).toBe(200);
    expect(beforeExpress()).toBe(before + 1);
    const post = await built.services.repositories.posts.findBySlugOrId("agrivoltaics-sharing-sunlight");
    await store.collection("importedPaths").insertOne({ _id: "/?p=123", postId: post!._id } as never);
    const old = await send("/?p=123");
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe(ARTICLE);
  });

  it("still answers, through Express, a request the fast path fails on", async () => {
    const path = "/api/blog-posts?limit=10";
    await send(path);
    const check = vi.spyOn(built.services.store, "checkForOutsideWrites").mockImplementationOnce(() => {
      throw new Error("the database file went away");
    });
    const answered = await send(path);
    expect(answered.status).toBe(200);
    expect(check).toHaveBeenCalledTimes(2);
    check.mockRestore();
  });

  it("sends a hashed asset's precompressed copy before Express, as Express sends it", async () => {
    const viaExpress = await new Promise<Answer>((resolve) => {
      // Express's own answer, its app called directly.
      const direct = createServer(built.app).listen(0, "127.0.0.1", () => {
        const { port } = direct.address() as AddressInfo;
        const req = httpRequest(
          { host: "127.0.0.1", port, path: "/assets/entry-abc123.js", headers: { "Accept-Encoding": "br" } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => {
              direct.close();
              const raw = Buffer.concat(chunks);
              resolve({ status: res.statusCode!, headers: res.headers, raw, body: brotliDecompressSync(raw) });
            });
          },
        );
        req.end();
      });
    });
    hashedAsset.mockClear();
    const viaFastPath = await send("/assets/entry-abc123.js", { "Accept-Encoding": "br" });
    expect(hashedAsset).toHaveReturnedWith(true);
    expect(viaFastPath.status).toBe(200);
    expect(viaFastPath.headers).toEqual({ ...viaExpress.headers, date: viaFastPath.headers.date });
    expect(viaFastPath.body.toString()).toBe(SCRIPT);
    expect(viaFastPath.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
