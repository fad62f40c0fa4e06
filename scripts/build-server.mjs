// Compiles the server to one ES module bundle (plus lazily loaded chunks) under dist/server, so
// `npm start` runs JavaScript with node and transpiles nothing at run time. npm packages stay
// outside the bundle and load from node_modules as usual.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

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
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
