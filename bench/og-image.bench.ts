/**
 * `npm run bench:og`: 1,000 distinct share-image titles arriving 20 at a time at the real server
 * (`npm start`'s bundle, API only, fresh data folder), while /healthz is asked back to back.
 * Prints /healthz latency, the server's RSS growth, and cached and first render times. Asserts
 * nothing. The flood comes from one address, so the per-client limit is raised for
 * the run (RATE_LIMIT_OG_IMAGE=1000000): the queue, not the limit, is what is measured.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startArguments } from "./product-server";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const TITLES = Number(process.env.BENCH_OG_TITLES ?? 1000);
const AT_ONCE = Number(process.env.BENCH_OG_CONCURRENCY ?? 20);
const CACHED_RUNS = 50;
const HEALTH_GAP_MS = 10;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid: number) =>
  Number(
    execFileSync("ps", ["-o", "rss=", "-p", String(pid)])
      .toString()
      .trim(),
  ) / 1024;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(join(tmpdir(), "furrow-og-bench-"));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  PUBLIC_URL: base,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  RATE_LIMIT_OG_IMAGE: "1000000",
};
delete env.NODE_ENV;
delete env.MONGODB_URI;
const server = spawn(process.execPath, [...startArguments(), "--api-only"], { cwd: ROOT, env, stdio: ["ignore", "inherit", "inherit"] });

try {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/blog-posts?limit=1`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  const pid = server.pid!;
  const before = rssMb(pid);

  const cold = await timed(`${base}/api/og-image?title=${encodeURIComponent("The first card of the run")}`);
  const warm: number[] = [];
  for (let index = 0; index < 10; index += 1)
    warm.push((await timed(`${base}/api/og-image?title=${encodeURIComponent(`A warm-up card ${index}`)}`)).ms);
  const cached: number[] = [];
  for (let index = 0; index < CACHED_RUNS; index += 1)
    cached.push((await timed(`${base}/api/og-image?title=${encodeURIComponent("A warm-up card 0")}`)).ms);
  const afterWarm = rssMb(pid);

  const health: number[] = [];
  const statuses = new Map<number, number>();
  let peak = afterWarm;
  let flooding = true;
  const prober = (async () => {
    while (flooding) {
      const answer = await timed(`${base}/healthz`);
      health.push(answer.ms);
      peak = Math.max(peak, rssMb(pid));
      await sleep(HEALTH_GAP_MS);
    }
  })();
  let next = 0;
  const floodStarted = performance.now();
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < TITLES) {
        const index = next++;
        const { status } = await timed(
          `${base}/api/og-image?title=${encodeURIComponent(`Made-up title ${index} ${Math.random().toString(36).slice(2)}`)}`,
        );
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const floodMs = performance.now() - floodStarted;
  flooding = false;
  await prober;
  const after = rssMb(pid);

  console.log(
    `Share images: ${TITLES} distinct titles, ${AT_ONCE} at a time from one client (RATE_LIMIT_OG_IMAGE raised for the run), in ${(floodMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `  answers: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${count} x ${status}`)
      .join(", ")}`,
  );
  console.log(
    `  /healthz during the flood: ${health.length} asked, p50 ${ms(percentile(health, 50))}, p95 ${ms(percentile(health, 95))}, max ${ms(Math.max(...health))}   budget: p95 under 100 ms`,
  );
  console.log(
    `  server RSS: ${before.toFixed(1)} MB at start, ${afterWarm.toFixed(1)} MB after the first 11 cards (drawing engine and fonts loaded), ${peak.toFixed(1)} MB peak, ${after.toFixed(1)} MB after the flood`,
  );
  console.log(
    `  RSS growth over the flood: ${(after - afterWarm).toFixed(1)} MB (peak ${(peak - afterWarm).toFixed(1)} MB); from start: ${(after - before).toFixed(1)} MB   budget: under 40 MB`,
  );
  console.log(
    `  first card (engine cold): ${ms(cold.ms)}; new card, engine warm: median ${ms(percentile(warm, 50))} over ${warm.length}; cached card: median ${ms(percentile(cached, 50))}, p95 ${ms(percentile(cached, 95))} over ${CACHED_RUNS}`,
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await rm(dataDir, { recursive: true, force: true });
}
