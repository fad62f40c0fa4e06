/**
 * `npm run bench`: autocannon against the real API with 1,000 posts stored, next to a bare Express
 * handler sending the same bytes in the same run. Prints figures; asserts nothing (design §8).
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const ROOT = fileURLToPath(new URL("..", import.meta.url));

interface Fixture {
  appUrl: string;
  bareUrl: string;
  paths: Record<string, string>;
  posts: number;
}

function startFixture(): Promise<{ fixture: Fixture; stop: () => void }> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/fixture-server.ts"], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`fixture server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once("line", (line) => {
      resolve({ fixture: JSON.parse(line) as Fixture, stop: () => child.kill("SIGTERM") });
    });
  });
}

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    bytes: Math.round(result.throughput.average / Math.max(result.requests.average, 1)),
  };
}

console.log("Starting the fixture (1,000 posts in a temporary store)...");
const { fixture, stop } = await startFixture();
console.log(`${fixture.posts} posts stored; ${CONNECTIONS} connections, ${DURATION_S} s per run\n`);

const rows: string[][] = [];
try {
  for (const [name, path] of Object.entries(fixture.paths)) {
    const app = await measure(fixture.appUrl + path);
    const bare = await measure(fixture.bareUrl + path);
    rows.push([
      `${name.padEnd(6)} ${path}`,
      String(app.rps),
      `${app.p50} / ${app.p99}`,
      String(bare.rps),
      `${bare.p50} / ${bare.p99}`,
      `${Math.round((app.rps / bare.rps) * 100)}%`,
      `${app.bytes} B`,
      String(app.errors),
    ]);
  }
} finally {
  stop();
}

const header = ["endpoint", "app req/s", "app p50/p99 ms", "bare req/s", "bare p50/p99 ms", "app/bare", "bytes/resp", "errors"];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join("  ");
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log("\nBudget (design §8): list and post at least 90% of bare req/s, an article page at least 80%, in the same run.");
