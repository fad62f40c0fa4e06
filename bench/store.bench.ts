/**
 * `npm run bench:store`: the budgets of a 10,000-post blog, printed, never asserted.
 *  - start to first answer: the product as a new user runs it (bench/product-server.ts: `npm
 *    start`'s own command, the compiled server, NODE_ENV unset, the default log level, its lines
 *    to a file) on a data folder holding the posts, timed from spawn to the first answer;
 *  - resident memory of that process idle, and after each of two 30 s load runs through HTTP;
 *  - search in process (the service, not through HTTP) and end to end (through HTTP on the product
 *    once idle), p50/p95 over one-typo and multi-word queries that are all different, so no answer
 *    comes from a cache, after the database file has been read once into the page cache.
 */
import { createReadStream } from "node:fs";
import http from "node:http";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import autocannon from "autocannon";
import { createServices } from "../server/services";
import { loadConfig } from "../server/config";
import { systemClock } from "../server/lib/clock";
import { createLogger } from "../server/lib/logger";
import { openStore } from "../server/store/open-store";
import { SQLITE_FILE } from "../server/store/sqlite/sqlite-store";
import { samplePosts } from "../server/seed/sample-content";
import { startProduct } from "./product-server";
import { storeWithPosts } from "./store-fixture";

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
/** What Chromium sends. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

console.log(`Preparing a data folder with ${POSTS.toLocaleString("en")} posts...`);
const dataDir = await storeWithPosts(POSTS);

const titleWords = [
  ...new Set(samplePosts.flatMap((post) => post.title.toLowerCase().split(/[^a-z]+/)).filter((word) => word.length >= 5)),
];

/** One-typo and multi-word queries, all different, so no answer comes from a cache. */
function searchQueries(): string[] {
  const words = titleWords;
  const typo = (word: string, n: number) => {
    const at = 1 + (n % (word.length - 2));
    return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  };
  const queries: string[] = [];
  for (let n = 0; queries.length < 600; n++) {
    const a = words[n % words.length];
    const b = words[(n * 7 + 3) % words.length];
    queries.push(n % 2 ? typo(a, n) : `${a} ${b}`.slice(0, 3 + (n % 20)) + (n > words.length ? ` ${words[(n * 3) % words.length]}` : ""));
  }
  return [...new Set(queries)];
}

/** Median and 95th percentile of the times (ms) `ask` takes for each query, one after another. */
async function timeSearches(queries: string[], ask: (query: string) => Promise<unknown>): Promise<string> {
  const times: number[] = [];
  for (const query of queries) {
    const started = performance.now();
    await ask(query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `${queries.length} different queries (one-typo and multi-word): p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`;
}

const queries = searchQueries();

/** Two-word queries none of `queries` is: asked, untimed, of a freshly started product before it is timed. */
function warmUpQueries(count: number): string[] {
  const timed = new Set(queries);
  const pairs = titleWords.flatMap((second) => titleWords.map((first) => `${first} ${second}`));
  return pairs.filter((query) => !timed.has(query)).slice(0, count);
}

// --- search in process -------------------------------------------------------------------
{
  const store = await openStore({ dataDir });
  const services = createServices(store, {
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
    clock: systemClock,
    logger: createLogger("silent"),
  });
  await services.posts.loadSearchIndex();
  // The database file read once through first, as a server that has been serving has it in the
  // page cache: the figure is the search's, not the disk's (cold, p95 was three times as long).
  for await (const _chunk of createReadStream(join(dataDir, SQLITE_FILE))) continue;
  const timed = await timeSearches(queries, (query) => services.posts.search(query));
  console.log(`search in process, ${POSTS.toLocaleString("en")} posts, ${timed} (budget p95 < 5 ms at 10,000 posts)`);
  await store.close();
}

// --- start, memory ------------------------------------------------------------------------
// Through startProduct: `npm start`'s own command on the compiled server (both bundles brought up
// to date first: the budget is for starting, not building), NODE_ENV unset, the default log level
// with its lines going to a file, as a service manager would send them.
const server = await startProduct({ dataDir, env: { LOG_DESTINATION: `${dataDir}.log` } });
try {
  console.log(
    `start to first answer (npm start's command, ${POSTS.toLocaleString("en")} posts): ${(server.readyAfterMs / 1000).toFixed(2)} s (budget < 1 s)`,
  );
  await new Promise((resolve) => setTimeout(resolve, 3000));
  console.log(`resident memory idle: ${server.memory().rssMb.toFixed(0)} MB (budget < 150 MB)`);
  // The same queries through HTTP, as the search dialog asks them (their answers are not cached
  // yet), once other searches have run the product's code often enough for V8 to optimise it, as
  // in a server that has been serving. Timed to the last byte of the body as sent, compressed as a
  // browser accepts it: the figure is the server's and the wire's, not the client's decompression.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const askOverHttp = (query: string) =>
    new Promise<void>((resolve, reject) => {
      http
        .get(
          `${server.base}/api/blog-posts/search?q=${encodeURIComponent(query)}`,
          { agent, headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING } },
          (res) => {
            res.resume();
            res.once("end", () => (res.statusCode === 200 ? resolve() : reject(new Error(`search answered ${res.statusCode}`))));
          },
        )
        .once("error", reject);
    });
  for (const query of warmUpQueries(500)) await askOverHttp(query);
  const overHttp = await timeSearches(queries, askOverHttp);
  agent.destroy();
  console.log(`search end to end, ${POSTS.toLocaleString("en")} posts, ${overHttp} (budget p95 < 10 ms at 100,000 posts)`);

  const [newest] = (await (await fetch(`${server.base}/api/blog-posts?limit=1`)).json()) as { slug: string }[];
  const paths = [
    "/api/blog-posts?limit=6",
    `/api/blog-posts/${newest.slug}`,
    "/api/blog-posts/search?q=soil%20moisture",
    "/",
    `/blog/${newest.slug}`,
    "/posts?page=3",
  ];
  for (const run of [1, 2]) {
    // Each connection walks the paths in turn, offsets varying so pages past the first are read too.
    const result = await autocannon({
      url: server.base,
      connections: 20,
      duration: LOAD_SECONDS,
      requests: paths.map((path, index) => ({
        method: "GET",
        path: index === 0 ? `/api/blog-posts?limit=6&offset=${(run * 37) % 500}` : path,
      })),
    });
    console.log(
      `after load run ${run} (${LOAD_SECONDS} s, ${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx): resident memory ${server.memory().rssMb.toFixed(0)} MB (budget < 250 MB, flat across runs)`,
    );
  }
} finally {
  await server.stop();
  await rm(`${dataDir}.log`, { force: true });
}
