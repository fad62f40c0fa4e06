import { execFile } from "node:child_process";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { projectRoot } from "../../lib/project-root";

/**
 * From the sources (tests, `npm run dev`): the child module bundled by esbuild as
 * scripts/build-server.mjs bundles it for `npm start`, once per process, into node_modules/.cache
 * (where its packages resolve), so node starts it as it starts the built one. Loaded through tsx
 * instead, each start took another half second of CPU, and a snapshot starts two.
 */
const bundledSources = new Map<string, Promise<string>>();
function bundledSource(source: string): Promise<string> {
  let bundled = bundledSources.get(source);
  if (!bundled) {
    bundled = (async () => {
      const { build } = await import("esbuild");
      const { outputFiles } = await build({
        entryPoints: [source],
        bundle: true,
        packages: "external",
        format: "esm",
        platform: "node",
        target: "node20",
        write: false,
      });
      const folder = join(projectRoot(), "node_modules", ".cache", "furrow-children");
      const file = join(folder, `${basename(source, ".ts")}.mjs`);
      await mkdir(folder, { recursive: true });
      // Written aside and renamed: other test processes may be starting the same child meanwhile.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, outputFiles[0].contents);
      await rename(partial, file);
      return file;
    })();
    bundledSources.set(source, bundled);
  }
  return bundled;
}

/**
 * Runs the child module `name` that lies beside the caller (`callerUrl`: its import.meta.url) in a
 * node process of its own with `args`, and answers what it wrote to standard output: from `npm
 * start`'s bundle the JavaScript beside it (scripts/build-server.mjs lists every child module),
 * from the sources the TypeScript module bundled first. For work that reads a whole database file
 * in synchronous calls: on the server's thread it would hold every request meanwhile, and a worker
 * thread would add its own heap and page cache to the server's memory.
 */
export async function runSqliteChild(callerUrl: string, name: string, args: readonly string[]): Promise<string> {
  const file = callerUrl.endsWith(".ts")
    ? await bundledSource(fileURLToPath(new URL(`./${name}.ts`, callerUrl)))
    : fileURLToPath(new URL(`./${name}.js`, callerUrl));
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [file, ...args], { maxBuffer: 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      // The driver's own words ("database disk image is malformed"), not the child's stack.
      const reason = /^\w*Error: (.+)$/m.exec(stderr)?.[1] ?? error.message;
      reject(new Error(reason));
    });
  });
}
