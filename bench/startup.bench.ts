/**
 * `npm run bench:startup`: start to first answer (budget: under 0.5 s on an empty store, under
 * 1 s at 100,000 posts), printed, never asserted. The product is started as `npm start` starts it
 * (bench/product-server.ts) on a fresh copy of a data folder (bench/store-fixture.ts), as a data
 * folder restored from a backup would be met, and timed from spawn:
 *  - to the first 200 from /healthz, the first answer (what a load balancer or process manager waits on);
 *  - to the first 200 from /, the home page a reader gets (asked once /healthz has answered);
 *  - and the CPU time the server's process had used when /healthz answered: on a machine whose
 *    cores are shared, the figure that waiting for a core does not stretch.
 * Printed first, as a yardstick: spawn to first answer of bench/bare-express-server.mjs, node with
 * Express and zod alone, the part of the budget no change to Furrow's own start can reach.
 * STARTUP_RUNS runs per size (default 3); STARTUP_SIZES a comma-separated list of post counts.
 */
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../e2e/server";
import { startProduct } from "./product-server";
import { storeWithPosts } from "./store-fixture";

const RUNS = Number(process.env.STARTUP_RUNS ?? 3);
const SIZES = (process.env.STARTUP_SIZES ?? "0,10000,100000").split(",").map(Number);

async function firstOk(url: string): Promise<void> {
  while (
    !(await fetch(url).then(
      async (res) => (await res.arrayBuffer(), res.ok),
      () => false,
    ))
  )
    await new Promise((resolve) => setTimeout(resolve, 10));
}

/** User and system CPU time of a process so far, in ms (the kernel counts in ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

interface Run {
  healthzMs: number;
  homeMs: number;
  cpuMs: number;
}

async function startOnce(source: string): Promise<Run> {
  const work = await mkdtemp(join(tmpdir(), "furrow-startup-bench-"));
  const dataDir = join(work, "data");
  await cp(source, dataDir, { recursive: true });
  // The copy is written out to disk before the start: a folder restored from a backup is met long
  // after its restore, and the write-back of a 1 GB copy would otherwise be timed as the start.
  execFileSync("sync");
  const server = await startProduct({ dataDir });
  // Measured from the moment /healthz answered, added to the spawn-to-/healthz time.
  const readyAt = performance.now();
  const cpuAtFirstAnswer = cpuMs(server.pid);
  try {
    await firstOk(`${server.base}/`);
    return { healthzMs: server.readyAfterMs, homeMs: server.readyAfterMs + performance.now() - readyAt, cpuMs: cpuAtFirstAnswer };
  } finally {
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
}

const ms = (values: number[]) => values.map((value) => value.toFixed(0)).join(", ");
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Spawn to first answer of bench/bare-express-server.mjs: node, Express and zod alone. */
async function yardstickOnce(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [new URL("./bare-express-server.mjs", import.meta.url).pathname], {
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
  });
  try {
    await firstOk(`http://127.0.0.1:${port}/healthz`);
    return performance.now() - started;
  } finally {
    child.kill();
  }
}

const yardstick: number[] = [];
for (let run = 0; run < RUNS; run++) yardstick.push(await yardstickOnce());
console.log(
  `node, Express and zod alone (bench/bare-express-server.mjs): first answer median ${median(yardstick).toFixed(0)} ms [${ms(yardstick)}]; ${RUNS} runs`,
);

for (const posts of SIZES) {
  const source = await storeWithPosts(posts);
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await startOnce(source));
  const healthz = runs.map((run) => run.healthzMs);
  const home = runs.map((run) => run.homeMs);
  const cpu = runs.map((run) => run.cpuMs);
  console.log(
    `${posts.toLocaleString("en")} posts: first answer (/healthz) median ${median(healthz).toFixed(0)} ms [${ms(healthz)}]; ` +
      `home page (/) median ${median(home).toFixed(0)} ms [${ms(home)}]; server CPU at first answer median ${median(cpu).toFixed(0)} ms [${ms(cpu)}]; ${RUNS} runs; budget ${posts === 0 ? "< 500 ms" : posts >= 100_000 ? "< 1000 ms" : "none of its own"}`,
  );
}
