// `npm start`: builds the server when its bundle is missing or older than its sources, then runs
// the bundle with node. The server itself rebuilds the client the same way (server/http/client-build.ts).
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bundle = join(root, "dist", "server", "index.js");
const SOURCES = ["server", "shared", "package.json", "scripts/build-server.mjs"];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) if (!entry.startsWith(".")) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const builtAt = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
if (SOURCES.map((source) => join(root, source)).some((path) => existsSync(path) && newest(path) > builtAt)) {
  console.log("Building the server (its bundle is missing or older than its sources)...");
  const { buildServer } = await import("./build-server.mjs");
  await buildServer();
}
await import(pathToFileURL(bundle).href);
