import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { builtClientAssets } from "../http/client-assets";
import type { Clock } from "../lib/clock";
import { startTestApp, type TestApp } from "./test-app";

/** The built index.html in miniature: where the server writes each page's head. */
export const CLIENT_SHELL = `<!doctype html><html lang="en"><head><!--app-head--><title>Furrow</title></head><body><div id="root"></div></body></html>`;

/**
 * A seeded app that serves a stand-in client build (just the HTML shell), for tests of what the
 * server writes into pages. Closing it also removes the stand-in build.
 */
export async function startSeededAppWithShell(
  env: Record<string, string>,
  shell = CLIENT_SHELL,
  options: { clock?: Clock } = {},
): Promise<TestApp> {
  const dist = await mkdtemp(join(tmpdir(), "furrow-shell-"));
  await mkdir(join(dist, "assets"));
  await writeFile(join(dist, "index.html"), shell);
  const app = await startTestApp({ seed: true, clientAssets: builtClientAssets(dist), env, clock: options.clock });
  return {
    ...app,
    async close() {
      await app.close();
      await rm(dist, { recursive: true, force: true });
    },
  };
}
