/**
 * `npm run bench:pages`: the JavaScript a reader's browser downloads on the first load of each
 * public page, against the design's 100 KB budget, counted the way the browser counts it.
 *
 * The product runs as a new user runs it: `npm start`'s own command (node scripts/start.mjs, the
 * compiled server) on a fresh data folder that seeds the sample content, NODE_ENV unset and the
 * default log level. Each page opens in a fresh browser context 390 px wide (nothing cached) and
 * every script response counts, module preloads included, body as transferred plus its response
 * headers: those until the network goes idle, then whatever the page loads on its own once it is
 * idle (the analytics beacon, parts mounted after load). A reader scrolling or clicking is not a
 * first load, so nothing here scrolls or clicks.
 *
 * BENCH_RUNS=n repeats each page n times (default 1) and prints each run's total.
 */
import { buildServer } from "../scripts/build-server.mjs";
import { launchBrowser } from "../e2e/browser";
import { startServer } from "../e2e/server";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScripts, type ScriptFile } from "../e2e/first-load-scripts";
import { buildClient, clientBuildIsStale } from "../server/http/client-build";
import { fileURLToPath } from "node:url";
import { join } from "node:path";

const BUDGET_KB = FIRST_LOAD_BUDGET_BYTES / 1024;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const ROOT = fileURLToPath(new URL("..", import.meta.url));

if (clientBuildIsStale(ROOT, join(ROOT, "dist", "client"))) {
  console.log("Building the client (it is older than its sources)...");
  await buildClient(ROOT);
}
await buildServer();
// startServer's defaults are for tests; these make it `npm start` as a new user runs it.
const server = await startServer({ command: "start", env: { LOG_LEVEL: undefined, PUBLIC_URL: undefined, NODE_ENV: undefined } });
const browser = await launchBrowser();
try {
  const [newest] = (await (await fetch(`${server.url}/api/blog-posts?limit=1`)).json()) as { slug: string }[];
  const pages = { home: "/", posts: "/posts", article: `/blog/${newest.slug}` };
  console.log(
    "Started as `npm start` starts it: node scripts/start.mjs (compiled server), fresh DATA_DIR with the sample content, NODE_ENV unset, default log level.",
  );
  console.log(
    `First-load JavaScript as a 390 px wide browser counts it: every script response (module preloads included) until the network is idle and`,
  );
  console.log(
    `what the page then loads on its own, compressed bodies as transferred plus response headers; budget ${BUDGET_KB} KB; ${RUNS} run(s) a page\n`,
  );
  for (const [name, path] of Object.entries(pages)) {
    const totals: number[] = [];
    let files: ScriptFile[] = [];
    for (let run = 0; run < RUNS; run++) {
      files = await firstLoadScripts(browser, server.url + path);
      totals.push(files.reduce((sum, file) => sum + file.bytes, 0) / 1024);
    }
    const total = Math.max(...totals);
    const headers = files.reduce((sum, file) => sum + file.headers, 0) / 1024;
    const verdict = total <= BUDGET_KB ? "within budget" : "OVER BUDGET";
    const runs = RUNS > 1 ? ` (runs: ${totals.map((kb) => kb.toFixed(1)).join(", ")})` : "";
    console.log(
      `${name.padEnd(8)} ${path.padEnd(48)} ${total.toFixed(1).padStart(6)} KB in ${files.length} files (${headers.toFixed(1)} KB of it headers)  ${verdict}${runs}`,
    );
    for (const file of files)
      console.log(`           ${(file.bytes / 1024).toFixed(1).padStart(6)} KB  ${file.path}  (${file.headers} B headers)`);
  }
} finally {
  await browser.close();
  await server.stop();
}
