// Compiles the server to one ES module bundle (plus lazily loaded chunks) under dist/server, so
// `npm start` runs JavaScript with node and transpiles nothing at run time.
import { build } from "esbuild";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SERVER_SOURCE_LIST } from "./server-bundle.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
// Packages are part of the bundle: a changed lockfile is a changed source.
const ALWAYS_SOURCES = ["package.json", "package-lock.json", "scripts/build-server.mjs"];

// npm packages go into the bundle too: resolving, reading and wrapping the hundreds of small files
// Express, zod and the rest are made of costs about 130 ms of the 500 ms start budget (A/B in
// docs/performance.md). BUNDLE_NPM_PACKAGES=off leaves them all in node_modules.
const bundlePackages = process.env.BUNDLE_NPM_PACKAGES !== "off";

// Left in node_modules even so: native addons, packages that find their own files (workers,
// WebAssembly, static assets) beside their code at run time, the development tools, and
// iconv-lite, whose 400 kB of code-page tables node would only read for a body in one of them.
const LOADED_FROM_NODE_MODULES = [
  "iconv-lite",
  "better-sqlite3",
  "sharp",
  "@resvg/*",
  "satori",
  "@gfx/zopfli",
  "pino",
  "pino-pretty",
  "swagger-ui-dist",
  "mongodb",
  "vite",
  "esbuild",
  "tsx",
];

// A bundled CommonJS package calls require(); an ES module has none of its own.
const requireForBundledPackages =
  "import { createRequire as createRequireForPackages } from 'node:module'; const require = createRequireForPackages(import.meta.url);";

export async function buildServer() {
  const { metafile } = await build({
    absWorkingDir: root,
    // Worker threads and child processes are files of their own beside the bundle (see startWorkerFile in
    // server/lib/task-thread.ts and runSqliteChild in server/store/sqlite/sqlite-child.ts).
    entryPoints: [
      "server/index.ts",
      "server/modules/seo/og-layout-worker.ts",
      "server/modules/import/read-worker.ts",
      "server/store/sqlite/snapshot-copy.child.ts",
      "server/modules/backups/snapshots/check-snapshot.child.ts",
    ],
    entryNames: "[name]",
    outdir: "dist/server",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    ...(bundlePackages ? { external: LOADED_FROM_NODE_MODULES, banner: { js: requireForBundledPackages } } : { packages: "external" }),
    sourcemap: true,
    metafile: true,
    logLevel: "warning",
  });
  const ownSources = Object.keys(metafile.inputs).filter((path) => !path.includes("node_modules/"));
  writeFileSync(SERVER_SOURCE_LIST, JSON.stringify([...ALWAYS_SOURCES, ...ownSources]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
