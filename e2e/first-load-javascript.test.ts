import { describe, expect, it } from "vitest";
import { ARTICLE } from "./public-pages";
import { browserRun } from "./harness";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScripts } from "./first-load-scripts";

/**
 * The JavaScript budget of a public page, in bytes (deterministic for a given build): at most
 * 100 KB transferred on a first load, compressed bodies and response headers counted as the
 * browser counts them (bench/page-weight.bench.ts prints the same figures per file).
 */
describe("first-load JavaScript of the public pages", () => {
  const run = browserRun();

  it.each([
    ["home", "/"],
    ["posts", "/posts"],
    ["article", `/blog/${ARTICLE.slug}`],
  ])("the %s page loads at most 100 KB of JavaScript, headers included", async (_name, path) => {
    const files = await firstLoadScripts(run.browser, run.server.url + path);
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    expect(files.length).toBeGreaterThan(0);
    expect(total, files.map((file) => `${file.bytes} B ${file.path}`).join("\n")).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });
});
