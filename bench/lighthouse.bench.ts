/**
 * Lighthouse 12 (mobile, its default) on the public pages, against design §8:
 * performance >= 95, accessibility 100, SEO 100. Prints the scores and the failing audits.
 */
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, chromiumExecutable } from "../e2e/browser";
import { freePort } from "../e2e/server";
import { startBenchServer } from "./pages";

const BUDGET = { performance: 95, accessibility: 100, seo: 100 } as const;

const { server, pages } = await startBenchServer();
const port = await freePort();
const { path: executablePath } = await chromiumExecutable();
const browser = await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
try {
  for (const [name, path] of Object.entries(pages)) {
    const result = await lighthouse(server.url + path, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const marks = (Object.keys(BUDGET) as (keyof typeof BUDGET)[])
      .map((id) => `${id} ${score(id)}${score(id) >= BUDGET[id] ? "" : " (budget " + BUDGET[id] + ")"}`)
      .join(", ");
    console.log(`${name.padEnd(8)} ${path}\n  ${marks}, best-practices ${score("best-practices")}`);
    console.log(
      `  LCP ${audits["largest-contentful-paint"]?.displayValue}, TBT ${audits["total-blocking-time"]?.displayValue}, CLS ${audits["cumulative-layout-shift"]?.displayValue}, FCP ${audits["first-contentful-paint"]?.displayValue}`,
    );
    const failing = Object.values(audits).filter(
      (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual" && audit.scoreDisplayMode !== "notApplicable",
    );
    for (const audit of failing.slice(0, 12)) console.log(`    - ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
    // Which elements moved, so a layout shift can be fixed rather than guessed at.
    const shifts = (audits["layout-shifts"]?.details as { items?: { score?: number; node?: { selector?: string; snippet?: string } }[] } | undefined)?.items ?? [];
    for (const shift of shifts.slice(0, 5)) console.log(`    ~ shift ${shift.score?.toFixed(3)}: ${shift.node?.selector ?? "?"} ${shift.node?.snippet?.slice(0, 120) ?? ""}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
