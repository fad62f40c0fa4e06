/**
 * `npm run bench:backup`: the portable archive of a blog with 10,000 posts and 1,000 uploads.
 *  - streaming archive write, in process: time and RSS growth (budget < 50 MB);
 *  - the same archive downloaded from the product started as `npm start` does (GET
 *    /api/admin/backup after the demo sign-in): /healthz p95 meanwhile (budget < 100 ms) and the
 *    server's RSS growth;
 *  - restore of that archive into an empty folder (budget < 60 s).
 * Printed, never asserted. The snapshot's figures are `npm run bench:snapshot`'s.
 */
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { restoreArchive } from "../server/backup/restore";
import { writeArchive } from "../server/backup/write-archive";
import { postSearchOn } from "../server/modules/posts/post-search-on-engine";
import { openStore } from "../server/store/open-store";
import { sampleLatency, startProduct } from "./product-server";
import { dataFolderWithUploads } from "./store-fixture";

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 1_000);

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Runs `work` while sampling `rss()` every 20 ms: how long it took and the highest RSS above the start. */
async function measured<R>(rss: () => number, work: () => Promise<R>): Promise<{ result: R; ms: number; growth: number }> {
  const before = rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20);
  const started = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, rss());
    return { result, ms: performance.now() - started, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

const dataDir = await dataFolderWithUploads(POSTS, UPLOADS);
const work = await mkdtemp(join(tmpdir(), "furrow-bench-backup-"));
try {
  // --- streaming archive, in process ---------------------------------------------------------
  const inProcess = join(work, "in-process.tar.gz");
  const store = await openStore({ dataDir });
  const archiveOnce = () => measured(() => process.memoryUsage().rss, () => writeArchive(store, createWriteStream(inProcess), { now: new Date() }));
  const written = await archiveOnce();
  // Again in the same process: the first run's growth is mostly the process warming up (V8's young
  // generation grown to its working size, SQLite's page cache filled), which it keeps; the second's is the archive's own.
  const again = await archiveOnce();
  await store.close();
  console.log(`streaming archive, ${POSTS.toLocaleString("en")} posts and ${UPLOADS.toLocaleString("en")} uploads, in process: ${(written.ms / 1000).toFixed(2)} s, ${mb(written.result.bytes)} MB written, RSS growth ${mb(written.growth)} MB in a fresh process, ${mb(again.growth)} MB for a second archive in the same process (budget < 50 MB)`);

  // --- the same, downloaded from the running product ----------------------------------------
  const downloaded = join(work, "downloaded.tar.gz");
  const product = await startProduct({ dataDir, env: { SEED_SAMPLE_CONTENT: "false", BACKUP_EVERY_HOURS: "0" } });
  const serverRss = () => product.memory().rssMb * 1024 * 1024;
  try {
    const cookie = await product.signIn();
    const fetchArchive = async () => {
      const res = await fetch(`${product.base}/api/admin/backup`, { headers: { cookie } });
      if (!res.ok || !res.body) throw new Error(`GET /api/admin/backup answered ${res.status}`);
      await pipeline(Readable.fromWeb(res.body as never), createWriteStream(downloaded));
    };
    // Twice: the server's memory on its own (thousands of /healthz requests make garbage of their own), then /healthz meanwhile.
    const alone = await measured(serverRss, fetchArchive);
    console.log(`streaming archive downloaded from the product (npm start): ${(alone.ms / 1000).toFixed(2)} s, ${mb((await stat(downloaded)).size)} MB, server RSS growth ${mb(alone.growth)} MB (budget < 50 MB)`);
    const health = sampleLatency(`${product.base}/healthz`, 0);
    const polled = await measured(serverRss, fetchArchive);
    const latency = await health.stop();
    console.log(`the same download again, /healthz asked meanwhile: ${(polled.ms / 1000).toFixed(2)} s, /healthz p95 ${latency.p95.toFixed(1)} ms over ${latency.count} answers (budget < 100 ms), server RSS growth ${mb(polled.growth)} MB`);
  } finally {
    await product.stop();
  }

  // --- restore into an empty folder ---------------------------------------------------------
  const target = await openStore({ dataDir: join(work, "restored"), setUp: postSearchOn });
  const restored = await measured(() => process.memoryUsage().rss, () => restoreArchive(target, downloaded));
  await target.close();
  console.log(`restore of that archive into an empty folder: ${(restored.ms / 1000).toFixed(2)} s (budget < 60 s), ${restored.result.collections.posts} posts and ${restored.result.uploads} uploads, RSS growth ${mb(restored.growth)} MB`);

  // The snapshot's figures (SQLite) are npm run bench:snapshot's.
} finally {
  await rm(work, { recursive: true, force: true });
}
