/**
 * `npm run bench:lighthouse`: Lighthouse 12 with its defaults (mobile, simulated throttling) on
 * the home page, the posts page and the newest article, against issue 26's budget: performance
 * 100 and accessibility, best practices and SEO 100. The product runs as a new user runs it
 * (bench/product-server.ts: `npm start`'s own command, NODE_ENV unset, the default log level) on
 * a fresh data folder, so it seeds the sample content a first start shows. Each page is audited
 * BENCH_LIGHTHOUSE_RUNS times (default 3, as ../shared/measure/lighthouse.sh does) and the
 * medians are printed, with the failing audits of the run whose performance score is the median.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, chromiumExecutable } from "../e2e/browser";
import { freePort } from "../e2e/server";
import { startProduct } from "./product-server";

const BUDGET = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 } as const;
const CATEGORIES = Object.keys(BUDGET) as (keyof typeof BUDGET)[];
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const METRICS = [
  ["FCP", "first-contentful-paint"],
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
] as const;

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const scoreOf = (report: Report, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);

const dataDir = await mkdtemp(join(tmpdir(), "furrow-bench-lighthouse-"));
const server = await startProduct({ dataDir });
const port = await freePort();
const { path: executablePath } = await chromiumExecutable();
const browser = await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
let failed = 0;
try {
  const [newest] = (await (await fetch(`${server.base}/api/blog-posts?limit=1`)).json()) as { slug: string }[];
  const pages = { home: "/", posts: "/posts", article: `/blog/${newest.slug}` };
  console.log(
    "Started as `npm start` starts it: node scripts/start.mjs (compiled server), fresh DATA_DIR with the sample content, NODE_ENV unset, default log level.",
  );
  console.log(
    `Lighthouse defaults (mobile, simulated throttling), ${RUNS} run(s) a page, medians; budget: ${CATEGORIES.map((id) => `${id} ${BUDGET[id]}`).join(", ")}\n`,
  );
  for (const [name, path] of Object.entries(pages)) {
    const reports: Report[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(server.base + path, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      reports.push(result.lhr);
    }
    const scores = CATEGORIES.map((id) => {
      const value = median(reports.map((report) => scoreOf(report, id)));
      if (value < BUDGET[id]) failed += 1;
      return `${id} ${value}${value >= BUDGET[id] ? "" : ` (budget ${BUDGET[id]}: FAIL)`}`;
    });
    const metrics = METRICS.map(([label, id]) => {
      const value = median(reports.map((report) => report.audits[id]?.numericValue ?? NaN));
      return id === "cumulative-layout-shift" ? `${label} ${value.toFixed(3)}` : `${label} ${Math.round(value)} ms`;
    });
    console.log(
      `${name.padEnd(8)} ${path}\n  ${scores.join(", ")}  (median of ${reports.length}: ${reports.map((report) => scoreOf(report, "performance")).join("/")} performance)`,
    );
    console.log(`  ${metrics.join(", ")}`);
    // The failing audits of the median run, so a regression can be fixed rather than guessed at.
    const medianRun = [...reports].sort((a, b) => scoreOf(a, "performance") - scoreOf(b, "performance"))[Math.floor(reports.length / 2)];
    const failing = Object.values(medianRun.audits).filter(
      (audit) => audit.score !== null && audit.score < 0.9 && !["informative", "manual", "notApplicable"].includes(audit.scoreDisplayMode),
    );
    for (const audit of failing.slice(0, 12))
      console.log(`    - ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
    const shifts =
      (
        medianRun.audits["layout-shifts"]?.details as
          { items?: { score?: number; node?: { selector?: string; snippet?: string } }[] } | undefined
      )?.items ?? [];
    for (const shift of shifts.slice(0, 5))
      console.log(`    ~ shift ${shift.score?.toFixed(3)}: ${shift.node?.selector ?? "?"} ${shift.node?.snippet?.slice(0, 120) ?? ""}`);
  }
  console.log(`\n${failed === 0 ? "Every median within budget." : `${failed} median score(s) under budget.`}`);
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
