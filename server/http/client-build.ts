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

/** True when dist is missing or older than anything it is built from. */
export function clientBuildIsStale(rootDir: string, distDir: string): boolean {
  const builtIndex = join(distDir, "index.html");
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return SOURCES.map((source) => join(rootDir, source))
    .filter((path) => existsSync(path))
    .some((path) => newestModification(path) > builtAt);
}

export async function buildClient(rootDir: string): Promise<void> {
  const { build } = await import("vite");
  // Always the production bundle, whatever NODE_ENV the server (or a test runner) was started with.
  await build({ configFile: join(rootDir, "vite.config.ts"), logLevel: "warn", mode: "production" });
}
