// Runs the browser tests beside the others, in two vitest processes, and fails when either fails.
// Vitest runs a project limited to one file at a time (the browser tests: one browser keeps two
// cores from thrashing) only after every other project has finished, so in one process the
// browser tests' waits (throttled networks, a server starting) left a core idle for ten minutes.
// Extra arguments go to both processes (a file filter, --reporter).
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const vitest = new URL("../node_modules/vitest/vitest.mjs", import.meta.url).pathname;
const lanes = [
  { name: "browser", args: ["--project", "e2e"] },
  // One file at a time beside the browser's: two lanes for two cores.
  { name: "others", args: ["--project", "server", "--project", "client", "--project", "shared", "--maxWorkers", "1"] },
];
const extra = process.argv.slice(2);

function run({ name, args }) {
  const child = spawn(process.execPath, [vitest, "run", "--passWithNoTests", ...args, ...extra], {
    stdio: ["ignore", "pipe", "pipe"],
    env: process.env,
  });
  for (const stream of [child.stdout, child.stderr]) {
    const target = stream === child.stdout ? process.stdout : process.stderr;
    createInterface({ input: stream }).on("line", (line) => target.write(`[${name}] ${line}\n`));
  }
  return new Promise((resolve) => child.on("close", (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0) })));
}

const results = await Promise.all(lanes.map(run));
for (const { name, code } of results) console.log(`[${name}] ${code === 0 ? "passed" : `failed (exit code ${code})`}`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
