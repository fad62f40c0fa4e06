/**
 * `npm run bench:store`: the budgets of a 10,000-post blog (design §8), printed, never asserted.
 *  - start to first answer: `npm start`'s own command on a data folder holding the posts, timed
 *    from spawn to the first 200 from the API;
 *  - resident memory of that process idle, and after each of two 30 s load runs;
 *  - search in process: p50/p95 over one-typo and multi-word queries that are all different, so
 *    no answer comes from a cache.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { buildServer } from "../scripts/build-server.mjs";
import { buildClient, clientBuildIsStale } from "../server/http/client-build";
import { createServices } from "../server/services";
import { loadConfig } from "../server/config";
import { systemClock } from "../server/lib/clock";
import { createLogger } from "../server/lib/logger";
import { openStore } from "../server/store/open-store";
import { samplePosts } from "../server/store/seed/sample-content";
import { storeWithPosts } from "./store-fixture";

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const PORT = 3900 + Math.floor(Math.random() * 90);
const ROOT = fileURLToPath(new URL("..", import.meta.url));

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

console.log(`Preparing a data folder with ${POSTS.toLocaleString("en")} posts...`);
const dataDir = await storeWithPosts(POSTS);

// --- search in process -------------------------------------------------------------------
{
  const store = await openStore({ dataDir });
  const services = createServices(store, { config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), clock: systemClock, logger: createLogger("silent") });
  await services.posts.loadSearchIndex();
  const words = [...new Set(samplePosts.flatMap((post) => post.title.toLowerCase().split(/[^a-z]+/)).filter((word) => word.length >= 5))];
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
  const unique = [...new Set(queries)];
  const times: number[] = [];
  for (const query of unique) {
    const started = performance.now();
    await services.posts.search(query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`search, ${POSTS.toLocaleString("en")} posts, ${unique.length} different queries (one-typo and multi-word): p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms (budget p95 < 5 ms)`);
  await store.close();
}

// --- start, memory ------------------------------------------------------------------------
// The budget is for starting, not building: a first `npm start` after an edit builds both
// bundles, so they are brought up to date here, before the clock starts.
if (clientBuildIsStale(ROOT, join(ROOT, "dist", "client"))) {
  console.log("Building the client first (it is older than its sources)...");
  await buildClient(ROOT);
}
await buildServer();
const started = performance.now();
const child = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: ROOT,
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn", SEED_SAMPLE_CONTENT: "false" },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${PORT}`;
try {
  for (;;) {
    const answered = await fetch(`${base}/api/blog-posts?limit=6`).then((res) => res.ok, () => false);
    if (answered) break;
    if (performance.now() - started > 60_000) throw new Error("the server did not answer within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  console.log(`start to first answer (npm start's command, ${POSTS.toLocaleString("en")} posts): ${((performance.now() - started) / 1000).toFixed(2)} s (budget < 1 s)`);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  console.log(`resident memory idle: ${rssMb(child.pid!).toFixed(0)} MB (budget < 150 MB)`);

  const [newest] = (await (await fetch(`${base}/api/blog-posts?limit=1`)).json()) as { slug: string }[];
  const paths = ["/api/blog-posts?limit=6", `/api/blog-posts/${newest.slug}`, "/api/blog-posts/search?q=soil%20moisture", "/", `/blog/${newest.slug}`, "/posts?page=3"];
  for (const run of [1, 2]) {
    // Each connection walks the paths in turn, offsets varying so pages past the first are read too.
    const result = await autocannon({
      url: base,
      connections: 20,
      duration: LOAD_SECONDS,
      requests: paths.map((path, index) => ({ method: "GET", path: index === 0 ? `/api/blog-posts?limit=6&offset=${(run * 37) % 500}` : path })),
    });
    console.log(`after load run ${run} (${LOAD_SECONDS} s, ${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx): resident memory ${rssMb(child.pid!).toFixed(0)} MB (budget < 250 MB, flat across runs)`);
  }
} finally {
  child.kill("SIGTERM");
}
