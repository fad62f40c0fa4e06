/**
 * `npm run bench:api`: the cached answers' budgets (at least 1.5x a bare Express handler and 0.6x a bare node:http one), printed, never asserted.
 *
 * The product runs as a new user runs it (bench/product-server.ts: `npm start`'s own command, the
 * compiled server, NODE_ENV unset, the default log level) on a data folder holding 1,000 posts
 * and nothing else, its log lines going to a file as a service manager would send them. In the
 * same run a process of its own serves two yardsticks, a bare Express handler and a bare node:http
 * handler, each sending the very bytes and headers the product sent for the same URL.
 *
 * Each of the list, a post by slug (the API route) and an article page is loaded with autocannon
 * against the product and both yardsticks, one after the other, twice: on the fresh server, and
 * after a scripted stretch of use (bench/blog-use.ts: visits with beacons, comments held and
 * approved, sign-ups confirmed, edits, a newsletter send).
 *
 * Beside each figure, the server's own CPU time per answer (from /proc), the product's and each
 * yardstick's: on a machine others share, fresh and used, and the product and a bare handler,
 * are better compared by it than by req/s.
 *
 * Every request asks for compression as browsers do (BENCH_ACCEPT_ENCODING, default Chrome's
 * "gzip, deflate, br, zstd"; "identity" for plain bodies), and the yardsticks send the product's
 * encoded bytes: a reader's browser never fetches a 55 KB article uncompressed.
 *
 * BENCH_CONNECTIONS (default 20) and BENCH_SECONDS (default 6) set each autocannon run, after an
 * unrecorded warm-up of BENCH_WARMUP_SECONDS (default 1);
 * BENCH_SILENT=1 adds a fresh run of a second product with LOG_LEVEL=silent, printed beside it
 * (the budgets are read from the default runs); BENCH_CPU_PROF=<folder> has the product write a
 * V8 CPU profile there when it stops.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { cp, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import http from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import type { RecordedAnswer } from "./bare-servers";
import { useTheBlog } from "./blog-use";
import { type ProductServer, startProduct } from "./product-server";
import { storeWithPosts } from "./store-fixture";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br, zstd";
const REQUEST_HEADERS = { "accept-encoding": ACCEPT_ENCODING };
const POSTS = 1000;
const BUDGET = { express: 1.5, node: 0.6 };
const ROOT = fileURLToPath(new URL("..", import.meta.url));

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The product's own CPU time per answer (user + system, from /proc), steadier than req/s on a shared machine. */
  cpuUs?: number;
}

interface PathFigures {
  product: Figures;
  express: Figures;
  node: Figures;
  bytes: number;
}

interface Phase {
  label: string;
  loadAverage: string;
  serverUptime: number;
  paths: Record<string, PathFigures>;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

/** CPU seconds the process has used, user and system: fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second). */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

async function measure(url: string, pid?: number): Promise<Figures> {
  // A short run first, unrecorded: each target is measured warm, its code compiled and its sockets open.
  if (WARMUP_S > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, headers: REQUEST_HEADERS });
  const cpuBefore = pid === undefined ? 0 : cpuSeconds(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: REQUEST_HEADERS });
  const cpuUs = pid === undefined ? undefined : Math.round(((cpuSeconds(pid) - cpuBefore) * 1e6) / Math.max(result.requests.total, 1));
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuUs,
  };
}

/** The answer as autocannon gets it: a GET with the browser's Accept-Encoding, no cookie; the body as sent, still encoded. */
function record(base: string, path: string): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { headers: REQUEST_HEADERS }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.once("end", () => {
          const headers: Record<string, string> = {};
          // Node writes its own Date and Connection; the rest is replayed as the product sent it.
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined && !["date", "connection", "keep-alive", "transfer-encoding"].includes(name))
              headers[name] = String(value);
          resolve({ path, status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString("base64") });
        });
      })
      .once("error", reject);
  });
}

async function startBareServers(answers: RecordedAnswer[]): Promise<{ expressUrl: string; nodeUrl: string; pid: number; stop(): void }> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/bare-servers.ts"], { cwd: ROOT, stdio: ["pipe", "pipe", "inherit"] });
  child.stdin!.end(`${JSON.stringify(answers)}\n`);
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the bare servers exited with ${code}`)));
    createInterface({ input: child.stdout! }).once("line", (line) => {
      child.removeAllListeners("exit");
      resolve({ ...(JSON.parse(line) as { expressUrl: string; nodeUrl: string }), pid: child.pid!, stop: () => child.kill("SIGTERM") });
    });
  });
}

function pathsOf(slug: string): Record<string, string> {
  return { list: "/api/blog-posts?limit=6", post: `/api/blog-posts/${slug}`, article: `/blog/${slug}` };
}

/** Loads each path on the product, then bare Express, then bare node:http, each sent the product's own answer. */
async function runPhase(label: string, server: ProductServer, paths: Record<string, string>, withBare = true): Promise<Phase> {
  const serverUptime = ((await (await fetch(`${server.base}/healthz`)).json()) as { uptimeSeconds: number }).uptimeSeconds;
  const phase: Phase = { label, loadAverage: load(), serverUptime, paths: {} };
  // Asked once first, so the loaded runs read the answers the cache keeps (as a running blog's would be).
  const answers = await Promise.all(Object.values(paths).map((path) => record(server.base, path)));
  for (const answer of answers) if (answer.status !== 200) throw new Error(`${answer.path} answered ${answer.status}`);
  const bare = withBare ? await startBareServers(answers) : undefined;
  try {
    for (const [name, path] of Object.entries(paths)) {
      const none: Figures = { rps: NaN, p50: NaN, p99: NaN, errors: 0 };
      const product = await measure(server.base + path, server.pid);
      // Both yardsticks share one process and are loaded one at a time, so its CPU time over a run is that yardstick's.
      const express = bare ? await measure(bare.expressUrl + path, bare.pid) : none;
      const node = bare ? await measure(bare.nodeUrl + path, bare.pid) : none;
      phase.paths[name] = {
        product,
        express,
        node,
        bytes: Buffer.from(answers.find((answer) => answer.path === path)!.body, "base64").length,
      };
      const yardsticks = bare ? `, bare Express ${express.rps} (${express.cpuUs} µs), bare node:http ${node.rps} (${node.cpuUs} µs)` : "";
      console.log(`  ${label} ${name}: product ${product.rps} req/s (${product.cpuUs} µs CPU an answer)${yardsticks}`);
    }
  } finally {
    bare?.stop();
  }
  return phase;
}

async function freshDataFolder(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), "furrow-bench-api-"));
  await cp(await storeWithPosts(POSTS), dataDir, { recursive: true });
  return dataDir;
}

const ratio = (a: number, b: number) => (Number.isFinite(b) && b > 0 ? a / b : NaN);
const mark = (value: number, budget: number) => (Number.isNaN(value) ? "" : `${value.toFixed(2)}x ${value >= budget ? "pass" : "FAIL"}`);

function printTable(phases: Phase[]): void {
  const header = [
    "endpoint",
    ...phases.flatMap((phase) => [
      `${phase.label} product req/s (p50/p99 ms) CPU/answer, body`,
      `Express req/s (p50/p99) CPU`,
      `node:http req/s (p50/p99) CPU`,
      `vs Express (>= ${BUDGET.express}x)`,
      `vs node:http (>= ${BUDGET.node}x)`,
    ]),
  ];
  const rows = Object.keys(phases[0].paths).map((name) => [
    name,
    ...phases.flatMap((phase) => {
      const figures = phase.paths[name];
      if (!figures) return ["", "", "", "", ""];
      const { product, express, node } = figures;
      const errors = product.errors + (express.errors || 0) + (node.errors || 0);
      return [
        `${product.rps} (${product.p50}/${product.p99}) ${product.cpuUs} µs, ${(figures.bytes / 1024).toFixed(1)} KB${errors ? `, ${errors} errors` : ""}`,
        Number.isNaN(express.rps) ? "-" : `${express.rps} (${express.p50}/${express.p99}) ${express.cpuUs} µs`,
        Number.isNaN(node.rps) ? "-" : `${node.rps} (${node.p50}/${node.p99}) ${node.cpuUs} µs`,
        mark(ratio(product.rps, express.rps), BUDGET.express),
        mark(ratio(product.rps, node.rps), BUDGET.node),
      ];
    }),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

const cpuProfiles = process.env.BENCH_CPU_PROF;
const dataDir = await freshDataFolder();
const logFile = join(dataDir, "..", `${dataDir.split("/").pop()}.log`);
console.log(
  `Starting the product as \`npm start\` starts it (compiled server, NODE_ENV unset, default log level, log lines to ${logFile}) on ${POSTS.toLocaleString("en")} posts...`,
);
const server = await startProduct({
  dataDir,
  env: { LOG_DESTINATION: logFile },
  nodeArgs: cpuProfiles ? ["--cpu-prof", `--cpu-prof-dir=${cpuProfiles}`] : [],
});
const phases: Phase[] = [];
let silent: Phase | undefined;
try {
  const [newest] = (await (await fetch(`${server.base}/api/blog-posts?limit=1`)).json()) as { slug: string }[];
  const paths = pathsOf(newest.slug);
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${DURATION_S} s a run; the same paths fresh and used:\n  ${Object.values(paths).join("\n  ")}`,
  );
  phases.push(await runPhase("fresh", server, paths));
  console.log("Using the blog (visits with beacons, comments, sign-ups, approvals, edits, a newsletter send)...");
  const used = await useTheBlog(server);
  console.log(
    `  ${used.visits} visits, ${used.beacons} beacons, ${used.comments} comments by the form and ${used.heldComments} without a token (held), ${used.approved} approved, ` +
      `${used.signUps} sign-ups (${used.confirmed} confirmed from the outbox), ${used.edits} edits, a newsletter send (${used.newsletterDeliveries} delivered to the outbox), in ${used.seconds} s`,
  );
  phases.push(await runPhase("used", server, paths));
  if (process.env.BENCH_SILENT === "1") {
    const quietDir = await freshDataFolder();
    const quiet = await startProduct({ dataDir: quietDir, env: { LOG_LEVEL: "silent" } });
    try {
      silent = await runPhase("fresh, LOG_LEVEL=silent", quiet, paths, false);
    } finally {
      await quiet.stop();
      await rm(quietDir, { recursive: true, force: true });
    }
  }
} finally {
  await server.stop();
}
const logLines = (await readFile(logFile, "utf8")).split("\n").filter(Boolean).length;
console.log(
  `\nThe product as \`npm start\` runs it, logs at the default level to a file (${logLines.toLocaleString("en")} lines, ${((await stat(logFile)).size / 1024 / 1024).toFixed(1)} MB written);`,
);
console.log(
  `${CONNECTIONS} connections, ${DURATION_S} s a run after ${WARMUP_S} s of warm-up, one run per figure, Accept-Encoding "${ACCEPT_ENCODING}"; bare handlers in their own process, sending the product's own bytes.`,
);
for (const phase of phases)
  console.log(`  ${phase.label}: load average ${phase.loadAverage} at the start, server up ${phase.serverUptime} s`);
console.log("");
printTable(phases);
if (silent) {
  console.log(
    `\nBeside it (no budget read from it): a fresh product with LOG_LEVEL=silent, load average ${silent.loadAverage} at the start`,
  );
  for (const [name, figures] of Object.entries(silent.paths)) {
    const fresh = phases[0].paths[name];
    console.log(
      `  ${name.padEnd(8)} ${figures.product.rps} req/s (${figures.product.p50}/${figures.product.p99} ms, ${figures.product.cpuUs} µs CPU an answer): ${ratio(figures.product.rps, fresh.express.rps).toFixed(2)}x the fresh run's Express, ${ratio(figures.product.rps, fresh.node.rps).toFixed(2)}x its node:http`,
    );
  }
}
console.log(
  `\nBudgets (issue 26): each figure at least ${BUDGET.express}x a bare Express handler and at least ${BUDGET.node}x a bare node:http handler sending the same bytes, fresh and after use.`,
);
await rm(dataDir, { recursive: true, force: true });
await rm(logFile, { force: true });
