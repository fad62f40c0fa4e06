import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const SOURCES = ["client", "shared", "vite.config.ts", "tailwind.config.ts", "package.json"];

function newestModification(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestModification(join(path, entry)));
  }
  return newest;
}

/**
 * True when either build is missing or older than anything it is built from: the browser's
 * (dist/client) or the server's renderer of the same pages (dist/ssr, beside it).
 */
export function clientBuildIsStale(
  rootDir: string,
  distDir: string,
  ssrEntry: string = join(distDir, "..", "ssr", "entry-server.js"),
): boolean {
  const outputs = [join(distDir, "index.html"), ssrEntry];
  if (!outputs.every((output) => existsSync(output))) return true;
  const builtAt = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return SOURCES.map((source) => join(rootDir, source))
    .filter((path) => existsSync(path))
    .some((path) => newestModification(path) > builtAt);
}

export async function buildClient(rootDir: string): Promise<void> {
  const { createBuilder } = await import("vite");
  // Always the production bundle, whatever NODE_ENV the server (or a test runner) was started with.
  // Every environment, as `vite build` does: the browser's bundle and the server's renderer.
  const builder = await createBuilder({ configFile: join(rootDir, "vite.config.ts"), logLevel: "warn", mode: "production" });
  await builder.buildApp();
}
