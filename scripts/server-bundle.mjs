// Where `npm start`'s server bundle is, and whether it is older than what it was built from.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
export const SERVER_BUNDLE = join(root, "dist", "server", "index.js");
/** Written by scripts/build-server.mjs beside the bundle: the files that went into it. */
export const SERVER_SOURCE_LIST = join(root, "dist", "server", "sources.json");

/** True when the bundle is missing or a file it was built from is gone or newer. */
export function serverBundleIsStale() {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(SERVER_SOURCE_LIST)) return true;
  const builtAt = statSync(SERVER_BUNDLE).mtimeMs;
  const sources = JSON.parse(readFileSync(SERVER_SOURCE_LIST, "utf8"));
  // A source gone is an import changed, and so is a new file that anything imports.
  return sources.some((source) => {
    const stat = statSync(join(root, source), { throwIfNoEntry: false });
    return !stat || stat.mtimeMs > builtAt;
  });
}
