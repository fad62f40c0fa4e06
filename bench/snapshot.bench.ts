/**
 * `npm run bench:snapshot`: issue 25's snapshot budgets, printed, never asserted. A copy of the
 * 10,000-post data folder with 1,000 uploads beside it, the product started as `npm start` starts
 * it (NODE_ENV unset, the default log level; the schedule off so only the measured snapshot runs),
 * the demo admin signed in, then "Back up now" (POST /api/admin/backups), timed, while /healthz is
 * asked every 20 ms and the server's resident memory (VmRSS, and its peak VmHWM) is read as often.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "../scripts/build-server.mjs";
import { buildClient, clientBuildIsStale } from "../server/http/client-build";
import { newId } from "../server/lib/ids";
import { storeWithPosts } from "./store-fixture";

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 1_000);
/** A typical web image after the upload pipeline. */
const UPLOAD_BYTES = 60 * 1024;
const PORT = 3900 + Math.floor(Math.random() * 90);
const ROOT = fileURLToPath(new URL("..", import.meta.url));

const statusMb = (pid: number, field: "VmRSS" | "VmHWM") => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

console.log(`Preparing a data folder with ${POSTS.toLocaleString("en")} posts and ${UPLOADS.toLocaleString("en")} uploads...`);
const dataDir = await mkdtemp(join(tmpdir(), "furrow-snapshot-bench-"));
await cp(await storeWithPosts(POSTS), dataDir, { recursive: true });
await mkdir(join(dataDir, "uploads"), { recursive: true });
for (let i = 0; i < UPLOADS; i++) await writeFile(join(dataDir, "uploads", `${newId()}.webp`), randomBytes(UPLOAD_BYTES));

if (clientBuildIsStale(ROOT, join(ROOT, "dist", "client"))) {
  console.log("Building the client first (it is older than its sources)...");
  await buildClient(ROOT);
}
await buildServer();
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: "127.0.0.1", SEED_SAMPLE_CONTENT: "false", BACKUP_EVERY_HOURS: "0" };
delete env.NODE_ENV;
delete env.LOG_LEVEL;
const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
const base = `http://127.0.0.1:${PORT}`;
try {
  const started = performance.now();
  while (!(await fetch(`${base}/healthz`).then((res) => res.ok, () => false))) {
    if (performance.now() - started > 60_000) throw new Error("the server did not answer within 60 s");
    await pause(20);
  }
  const signIn = await fetch(`${base}/auth/demo`, { method: "POST", headers: { Origin: base } });
  if (!signIn.ok) throw new Error(`the demo sign-in answered ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie().map((header) => header.split(";")[0]).join("; ");
  // Settled after start, so the growth measured is the snapshot's.
  await pause(3000);
  const pid = child.pid!;
  const rssBefore = statusMb(pid, "VmRSS");
  const peakBefore = statusMb(pid, "VmHWM");

  let taking = true;
  const health: number[] = [];
  let rssMax = rssBefore;
  const probing = (async () => {
    while (taking) {
      const asked = performance.now();
      await fetch(`${base}/healthz`).then((res) => res.arrayBuffer());
      health.push(performance.now() - asked);
      rssMax = Math.max(rssMax, statusMb(pid, "VmRSS"));
      await pause(20);
    }
  })();
  const begun = performance.now();
  const answer = await fetch(`${base}/api/admin/backups`, { method: "POST", headers: { Cookie: cookie, Origin: base } });
  const seconds = (performance.now() - begun) / 1000;
  taking = false;
  await probing;
  const snapshot = (await answer.json()) as { bytes?: number; check?: { ok: boolean; message: string }; error?: string };
  if (!answer.ok) throw new Error(`Back up now answered ${answer.status}: ${snapshot.error}`);

  health.sort((a, b) => a - b);
  const label = `${POSTS.toLocaleString("en")} posts, ${UPLOADS.toLocaleString("en")} uploads`;
  console.log(`snapshot (SQLite, ${label}, ${((snapshot.bytes ?? 0) / 1024 / 1024).toFixed(0)} MB): ${seconds.toFixed(2)} s (budget < 10 s); check: ${snapshot.check?.message}`);
  console.log(
    `server RSS growth while it ran: ${(rssMax - rssBefore).toFixed(1)} MB sampled (${rssBefore.toFixed(0)} -> ${rssMax.toFixed(0)} MB), peak VmHWM ${peakBefore.toFixed(0)} -> ${statusMb(pid, "VmHWM").toFixed(0)} MB (budget growth < 30 MB)`,
  );
  console.log(`/healthz while it ran: ${health.length} answers, p50 ${percentile(health, 50).toFixed(1)} ms, p95 ${percentile(health, 95).toFixed(1)} ms, max ${health.at(-1)!.toFixed(1)} ms (budget p95 < 100 ms)`);
} finally {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  await rm(dataDir, { recursive: true, force: true });
}
