/**
 * `npm run bench:cache`: the response cache under junk and under traffic that writes. Prints
 * figures and budgets; asserts nothing.
 *  (a) a server on a store of 1,000 posts gets 10,000 query-string variants each of
 *      /llms-full.txt, /rss.xml and an article: its RSS before and after, and the cache's bytes.
 *  (b) a second server process opens the same data folder; while beacons and comments arrive at
 *      both, readers ask both for an article and the lists: how many answers came from the cache.
 */
import { fork, type ChildProcess } from "node:child_process";
import http from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { ANALYTICS } from "../shared/analytics";
import type { ResponseCacheStats } from "../server/http/cache/response-cache";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const POSTS = Number(process.env.BENCH_POSTS ?? 1000);
const VARIANTS = Number(process.env.BENCH_VARIANTS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2_000);
const CONCURRENCY = 20;
const MB = 1024 * 1024;
const READER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

interface Server {
  url: string;
  slug: string;
  postId: string;
  rendered: boolean;
  stats(): Promise<{ rss: number; cache: ResponseCacheStats }>;
  stop(): Promise<void>;
}

function startServer(dataDir: string, fill: boolean): Promise<Server> {
  const child: ChildProcess = fork(join(ROOT, "bench/cache-server.ts"), [], {
    cwd: ROOT,
    execArgv: ["--import", "tsx", "--expose-gc"],
    env: { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_POSTS: String(POSTS), BENCH_FILL: fill ? "1" : "0" },
    stdio: ["ignore", "pipe", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once("line", (line) => {
      const ready = JSON.parse(line) as Pick<Server, "url" | "slug" | "postId" | "rendered">;
      resolve({
        ...ready,
        stats: () =>
          new Promise((answer) => {
            child.once("message", (message) => answer(message as { rss: number; cache: ResponseCacheStats }));
            child.send("stats");
          }),
        stop: () =>
          new Promise<void>((stopped) => {
            if (child.exitCode !== null) return stopped();
            child.removeAllListeners("exit");
            child.once("exit", () => stopped());
            child.kill("SIGTERM");
          }),
      });
    });
  });
}

// Plain node:http, which leaves the body compressed: decompressing megabytes of feed per request
// here would make the bench measure its own client.
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** Asks as a browser does (Brotli or gzip accepted) and reads the body as sent. */
function get(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { "accept-encoding": "br, gzip" } }, (res) => {
        res.resume();
        res.once("end", () => (res.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${res.statusCode}`))));
      })
      .once("error", reject);
  });
}

async function inBatches(count: number, work: (index: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < count; start += CONCURRENCY) {
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, count - start) }, (_, offset) => work(start + offset)));
  }
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

const dataDir = await mkdtemp(join(tmpdir(), "furrow-bench-cache-"));
const servers: Server[] = [];
try {
  console.log(`Filling a store with ${POSTS} posts...`);
  // Filled by a process of its own, so the measured one starts as a restarted server would.
  await (await startServer(dataDir, true)).stop();
  const first = await startServer(dataDir, false);
  servers.push(first);
  const article = `/blog/${first.slug}`;
  const paths = ["/llms-full.txt", "/rss.xml", article];
  console.log(
    `Article page ${first.rendered ? "server-rendered (built client)" : "on the bare shell (no client build: npm run build renders it)"}\n`,
  );

  // (a) RSS growth under query-string variants
  const before = await first.stats();
  const sizes: string[] = [];
  for (const path of paths) {
    const identity = (await fetch(first.url + path, { headers: { "accept-encoding": "identity" } }).then((res) => res.arrayBuffer()))
      .byteLength;
    sizes.push(`${path.split("/").pop()} ${mb(identity)}`);
    // Again, compressed as a browser takes it: from the cache, which makes and keeps the copy.
    await get(first.url + path);
  }
  const canonical = await first.stats();
  const started = performance.now();
  await inBatches(VARIANTS, async (n) => {
    for (const path of paths) await get(`${first.url}${path}?v=${n}&utm_source=junk${n}&x${n % 97}=${n}`);
  });
  const seconds = (performance.now() - started) / 1000;
  const after = await first.stats();
  // The variants' own cost: from the three canonical answers made and kept (building a 1,000-post
  // feed once takes its own memory, which the next line shows from idle).
  const growth = after.rss - canonical.rss;
  console.log(`(a) ${VARIANTS} query-string variants each of ${paths.join(", ")} (${3 * VARIANTS} requests in ${seconds.toFixed(1)} s)`);
  console.log(
    `    RSS before ${mb(before.rss)}, after the three canonical answers ${mb(canonical.rss)}, after the variants ${mb(after.rss)}`,
  );
  console.log(`    RSS growth over the variants ${mb(growth)}   budget: under 40 MB   ${growth < 40 * MB ? "within" : "OVER"}`);
  console.log(`    RSS growth from idle, the feeds' first build included: ${mb(after.rss - before.rss)}`);
  console.log(`    canonical answers: ${sizes.join(", ")}`);
  console.log(
    `    cache: ${canonical.cache.entries} entries, ${mb(canonical.cache.bytes)} after the canonical answers; ${after.cache.entries} entries, ${mb(after.cache.bytes)} after the variants`,
  );
  console.log(`    cache hits during the variants: ${after.cache.hits - canonical.cache.hits} of ${3 * VARIANTS}\n`);

  // (b) two processes, beacons and comments arriving at both
  const second = await startServer(dataDir, false);
  servers.push(second);
  const reads = [article, "/api/blog-posts?limit=6", "/posts", `/api/blog-posts/${first.postId}/comments`];
  // The form's secret is made on first use: a settings write, once per data folder, which drops every cached answer.
  const tokens = await Promise.all(
    servers.map(
      async (server) =>
        ((await (await fetch(`${server.url}/api/comments/form-token?postId=${first.postId}`)).json()) as { token: string }).token,
    ),
  );
  for (const server of servers) for (const path of reads) await get(server.url + path);
  const statsBefore = await Promise.all(servers.map((server) => server.stats()));
  let beacons = 0;
  let comments = 0;
  await inBatches(ROUNDS, async (round) => {
    const server = servers[round % 2];
    const beacon = fetch(server.url + ANALYTICS.collectPath, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": READER_AGENT },
      body: JSON.stringify({ path: article, events: [{ type: "pageview" }, { type: "search", query: `junk words ${round}`, results: 0 }] }),
    }).then((res) => res.arrayBuffer());
    const writes = [beacon];
    beacons += 1;
    if (round % 5 === 0) {
      const body = {
        authorName: "Jo Farmer",
        authorEmail: "jo@example.com",
        content: `Question number ${round} about the sensors in clay soils.`,
        ...(round % 10 === 0 && { formToken: tokens[round % 2] }),
      };
      writes.push(
        fetch(`${server.url}/api/blog-posts/${first.postId}/comments`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }).then((res) => res.arrayBuffer()),
      );
      comments += 1;
    }
    await Promise.all([...writes, ...reads.map((path) => get(server.url + path))]);
  });
  const statsAfter = await Promise.all(servers.map((server) => server.stats()));
  const hits = statsAfter.reduce((sum, stats, i) => sum + stats.cache.hits - statsBefore[i].cache.hits, 0);
  const misses = statsAfter.reduce((sum, stats, i) => sum + stats.cache.misses - statsBefore[i].cache.misses, 0);
  const rate = hits / (hits + misses);
  console.log(
    `(b) two processes on one data folder: ${ROUNDS} rounds of ${reads.join(", ")}, with ${beacons} beacons and ${comments} comments (pending and spam) arriving at both`,
  );
  console.log(
    `    served from cache: ${hits} of ${hits + misses} = ${(rate * 100).toFixed(2)}%   budget: over 95%   ${rate > 0.95 ? "within" : "UNDER"}`,
  );
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  agent.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
