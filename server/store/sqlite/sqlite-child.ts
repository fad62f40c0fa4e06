import { execFile } from "node:child_process";
import { createRequire } from "node:module";

/**
 * Runs `script` (plain JavaScript, so it runs the same from the sources and from the bundle) in a
 * node process of its own, with better-sqlite3's path as its first argument and `args` after it,
 * and answers what it wrote to standard output. For work that reads a whole database file in
 * synchronous calls: on the server's thread it would hold every request meanwhile, and a worker
 * thread would add its own heap and page cache to the server's memory.
 */
export function runSqliteChild(script: string, args: readonly string[]): Promise<string> {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ["-e", script, driver, ...args], { maxBuffer: 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      // The driver's own words ("database disk image is malformed"), not the child's stack.
      const reason = /^\w*Error: (.+)$/m.exec(stderr)?.[1] ?? error.message;
      reject(new Error(reason));
    });
  });
}
