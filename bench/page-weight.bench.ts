/**
 * JavaScript a reader downloads on the first load of each public page (compressed bytes on the
 * wire, as the browser received them, response headers included), against the design's 100 KB budget.
 */
import { launchBrowser } from "../e2e/browser";
import { startBenchServer } from "./pages";

const BUDGET_KB = 100;

const { server, pages } = await startBenchServer();
const browser = await launchBrowser();
try {
  console.log(`First-load JavaScript (compressed, as transferred, headers included); budget ${BUDGET_KB} KB\n`);
  for (const [name, path] of Object.entries(pages)) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts: Promise<{ url: string; bytes: number; headers: number }>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      scripts.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize, headers: sizes.responseHeadersSize })));
    });
    await page.goto(server.url + path, { waitUntil: "networkidle" });
    const loaded = await Promise.all(scripts);
    const total = loaded.reduce((sum, script) => sum + script.bytes, 0) / 1024;
    const headers = loaded.reduce((sum, script) => sum + script.headers, 0) / 1024;
    const verdict = total <= BUDGET_KB ? "within budget" : "OVER BUDGET";
    console.log(`${name.padEnd(8)} ${path.padEnd(48)} ${total.toFixed(1).padStart(6)} KB in ${loaded.length} files (${headers.toFixed(1)} KB of it headers)  ${verdict}`);
    for (const script of loaded) console.log(`           ${(script.bytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(script.url).pathname}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
