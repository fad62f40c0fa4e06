// Compiles the server to one ES module bundle (plus lazily loaded chunks) under dist/server, so
// `npm start` runs JavaScript with node and transpiles nothing at run time.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

// npm packages go into the bundle too: resolving, reading and wrapping the hundreds of small files
// Express, zod and the rest are made of costs about 130 ms of the 500 ms start budget (A/B in
// docs/performance.md). BUNDLE_NPM_PACKAGES=off leaves them all in node_modules.
const bundlePackages = process.env.BUNDLE_NPM_PACKAGES !== "off";

// Left in node_modules even so: native addons, packages that find their own files (workers,
// WebAssembly, static assets) beside their code at run time, and the development tools.
const LOADED_FROM_NODE_MODULES = [
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
  await build({
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
    logLevel: "warning",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
