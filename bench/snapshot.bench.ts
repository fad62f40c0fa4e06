/**
 * `npm run bench:snapshot`: issue 25's snapshot budgets, printed, never asserted. A copy of the
 * 10,000-post data folder with 1,000 uploads beside it, the product started as `npm start` starts
 * it (NODE_ENV unset, the default log level; the schedule off so only the measured snapshot runs),
 * the demo admin signed in, then "Back up now" (POST /api/admin/backups), timed, while /healthz is
 * asked every 20 ms and the server's resident memory (VmRSS, and its peak VmHWM) is read as often.
 */
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sampleLatency, startProduct } from "./product-server";
import { dataFolderWithUploads } from "./store-fixture";

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 1_000);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

console.log(`Preparing a data folder with ${POSTS.toLocaleString("en")} posts and ${UPLOADS.toLocaleString("en")} uploads...`);
// A copy: the snapshots are written into the data folder's backups/.
const dataDir = await mkdtemp(join(tmpdir(), "furrow-snapshot-bench-"));
await cp(await dataFolderWithUploads(POSTS, UPLOADS), dataDir, { recursive: true });

// The schedule off, so only the measured snapshot runs.
const product = await startProduct({ dataDir, env: { SEED_SAMPLE_CONTENT: "false", BACKUP_EVERY_HOURS: "0" } });
try {
  const cookie = await product.signIn();
  // Settled after start, so the growth measured is the snapshot's.
  await pause(3000);
  const before = product.memory();
  let rssMax = before.rssMb;
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, product.memory().rssMb)), 20);
  const health = sampleLatency(`${product.base}/healthz`);
  const begun = performance.now();
  const answer = await fetch(`${product.base}/api/admin/backups`, { method: "POST", headers: { Cookie: cookie, Origin: product.base } });
  const seconds = (performance.now() - begun) / 1000;
  const latency = await health.stop();
  clearInterval(sampler);
  const snapshot = (await answer.json()) as { bytes?: number; check?: { ok: boolean; message: string }; error?: string };
  if (!answer.ok) throw new Error(`Back up now answered ${answer.status}: ${snapshot.error}`);

  const label = `${POSTS.toLocaleString("en")} posts, ${UPLOADS.toLocaleString("en")} uploads`;
  console.log(
    `snapshot (SQLite, ${label}, ${((snapshot.bytes ?? 0) / 1024 / 1024).toFixed(0)} MB): ${seconds.toFixed(2)} s (budget < 10 s); check: ${snapshot.check?.message}`,
  );
  console.log(
    `server RSS growth while it ran: ${(rssMax - before.rssMb).toFixed(1)} MB sampled (${before.rssMb.toFixed(0)} -> ${rssMax.toFixed(0)} MB), peak VmHWM ${before.peakMb.toFixed(0)} -> ${product.memory().peakMb.toFixed(0)} MB (budget growth < 30 MB)`,
  );
  console.log(
    `/healthz while it ran: ${latency.count} answers, p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms, max ${latency.max.toFixed(1)} ms (budget p95 < 100 ms)`,
  );
} finally {
  await product.stop();
  await rm(dataDir, { recursive: true, force: true });
}
