import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildClient, clientBuildIsStale } from "../server/http/client-build";
import { buildServer } from "../scripts/build-server.mjs";
import { serverBundleIsStale } from "../scripts/server-bundle.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DIST = join(ROOT, "dist", "client");

/**
 * Builds the client and the server's bundle once for the whole run, so each test file's server
 * starts on fresh builds instead of building them itself (scripts/start.mjs builds a stale server,
 * server/index.ts a stale client, before listening), and no two processes build at once.
 */
export default async function setup(): Promise<void> {
  if (serverBundleIsStale()) await buildServer();
  if (!clientBuildIsStale(ROOT, DIST)) return;
  const started = Date.now();
  // Vitest runs with NODE_ENV=test, and Vite bakes NODE_ENV into the bundle: left alone, this
  // would ship React's development build (StrictMode double effects, every request sent twice)
  // into dist/, where `npm start` would then serve it too. Build exactly as production does.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await buildClient(ROOT);
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
  console.log(`e2e: built the client in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
