import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * Runs the child module `name` that lies beside the caller (`callerUrl`: its import.meta.url) in a
 * node process of its own with `args`, and answers what it wrote to standard output. From the
 * sources (tests, `npm run dev`) the module is TypeScript, loaded through tsx; from `npm start`'s
 * bundle it is JavaScript beside the bundle (scripts/build-server.mjs lists every child module).
 * For work that reads a whole database file in synchronous calls: on the server's thread it would
 * hold every request meanwhile, and a worker thread would add its own heap and page cache to the
 * server's memory.
 */
export function runSqliteChild(callerUrl: string, name: string, args: readonly string[]): Promise<string> {
  const fromSource = callerUrl.endsWith(".ts");
  const file = fileURLToPath(new URL(`./${name}.${fromSource ? "ts" : "js"}`, callerUrl));
  const loader = fromSource ? ["--import", pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href] : [];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [...loader, file, ...args], { maxBuffer: 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      // The driver's own words ("database disk image is malformed"), not the child's stack.
      const reason = /^\w*Error: (.+)$/m.exec(stderr)?.[1] ?? error.message;
      reject(new Error(reason));
    });
  });
}
