/**
 * `npm run bench:backup`: the portable archive of a blog with 10,000 posts and 1,000 uploads.
 *  - streaming archive write, in process: time and RSS growth (budget < 50 MB);
 *  - the same archive downloaded from the product started as `npm start` does (GET
 *    /api/admin/backup after the demo sign-in): the server's RSS growth (budget < 50 MB) and what
 *    it is made of (bench/memory-sampler.mjs), /healthz p95 meanwhile (budget < 100 ms), and the
 *    growth with a client that reads slowly;
 *  - with BENCH_WARMUP=1, for comparison: a fresh product's growth from serving every post by the API;
 *  - restore of that archive into an empty folder (budget < 60 s).
 * BENCH_FIRST_DOWNLOAD_ONLY=1 measures the first download alone, for before/after pairs in the same minute.
 * BENCH_SEMI_SPACE_MB=1 starts the product with V8's young generation at its smallest, as V8 leaves
 * it after an idle spell: what a download that keeps documents alive too long promotes then shows.
 * Printed, never asserted. The snapshot's figures are `npm run bench:snapshot`'s.
 */
import { createWriteStream, readFileSync } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { restoreArchive } from "../server/modules/backups/restore/restore";
import { writeArchive } from "../server/modules/backups/archive/write-archive";
import { postSearchOn } from "../server/modules/posts/post-search-on-engine";
import { openStore } from "../server/store/open-store";
import { sampleLatency, startProduct } from "./product-server";
import { dataFolderWithUploads } from "./store-fixture";

const FIRST_DOWNLOAD_ONLY = process.env.BENCH_FIRST_DOWNLOAD_ONLY === "1";
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 1_000);
const SEMI_SPACE_MB = process.env.BENCH_SEMI_SPACE_MB;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Runs `work` while sampling `rss()` every 20 ms: how long it took and the highest RSS above the start. */
async function measured<R>(
  rss: () => number,
  work: () => Promise<R>,
): Promise<{ result: R; ms: number; growth: number; before: number; peak: number; startedAt: number; endedAt: number }> {
  const before = rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20);
  const started = performance.now();
  const startedAt = Date.now();
  try {
    const result = await work();
    peak = Math.max(peak, rss());
    return { result, ms: performance.now() - started, growth: peak - before, before, peak, startedAt, endedAt: Date.now() };
  } finally {
    clearInterval(sampler);
  }
}

const SAMPLER = fileURLToPath(new URL("memory-sampler.mjs", import.meta.url));

/** The product's environment for bench/memory-sampler.mjs to write its memory to `file`. */
const sampledMemory = (file: string) => ({ NODE_OPTIONS: `--import ${pathToFileURL(SAMPLER).href}`, MEMORY_SAMPLES: file });

/**
 * What the server's RSS growth over a measured run was made of, from its own samples: at the
 * sample of highest RSS, the change since the last sample before the run in V8's heap, in memory
 * outside it that V8 knows of (buffers: Node's, zlib's output), and the native rest (SQLite's
 * page cache, the allocator's free lists).
 */
function madeOf(file: string, run: { startedAt: number; endedAt: number }): string {
  const rows = readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<"at" | "rss" | "heapTotal" | "external" | "arrayBuffers", number>);
  const before = rows.filter((row) => row.at <= run.startedAt).at(-1) ?? rows[0];
  const during = rows.filter((row) => row.at >= run.startedAt && row.at <= run.endedAt);
  const peak = during.reduce((top, row) => (row.rss > top.rss ? row : top), before);
  const heap = peak.heapTotal - before.heapTotal;
  const external = peak.external - before.external;
  const most = (key: "arrayBuffers") => Math.max(...during.map((row) => row[key])) - before[key];
  return `at its peak, per the server's own samples: V8 heap +${mb(heap)} MB, buffers and other memory V8 knows of +${mb(external)} MB (array buffers at most +${mb(most("arrayBuffers"))} MB), native rest +${mb(peak.rss - before.rss - heap - external)} MB`;
}

/**
 * Waits until the server's RSS has held within 1 MB for 2 s (30 s at most): the work a start does
 * once (each background job's first run) is then over, and what follows is the archive's alone.
 */
async function quiet(rss: () => number): Promise<void> {
  const started = performance.now();
  let level = rss();
  let since = started;
  while (performance.now() - since < 2_000 && performance.now() - started < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (Math.abs(rss() - level) > 1024 * 1024) {
      level = rss();
      since = performance.now();
    }
  }
}

/** A client that takes `bytesPerSecond`: each chunk is taken once the time it would take has passed. */
const slowReader = (bytesPerSecond: number) =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      setTimeout(done, (chunk.length / bytesPerSecond) * 1000);
    },
  });

/** Every post by the API, as a reader or a crawler would ask for them, two at a time: the bytes read. */
async function readEveryPost(base: string): Promise<number> {
  const slugs: string[] = [];
  for (let offset = 0; ; offset += 100) {
    const cards = (await (await fetch(`${base}/api/blog-posts?limit=100&offset=${offset}`)).json()) as { slug: string }[];
    if (cards.length === 0) break;
    slugs.push(...cards.map((card) => card.slug));
  }
  let bytes = 0;
  const reader = async () => {
    for (let slug = slugs.pop(); slug; slug = slugs.pop())
      bytes += (await (await fetch(`${base}/api/blog-posts/${slug}`)).arrayBuffer()).byteLength;
  };
  await Promise.all([reader(), reader()]);
  return bytes;
}

const dataDir = await dataFolderWithUploads(POSTS, UPLOADS);
const work = await mkdtemp(join(tmpdir(), "furrow-bench-backup-"));
try {
  // --- streaming archive, in process ---------------------------------------------------------
  if (!FIRST_DOWNLOAD_ONLY) {
    const inProcess = join(work, "in-process.tar.gz");
    const store = await openStore({ dataDir });
    const archiveOnce = () =>
      measured(
        () => process.memoryUsage().rss,
        () => writeArchive(store, createWriteStream(inProcess), { now: new Date() }),
      );
    const written = await archiveOnce();
    // Again in the same process: the first run's growth is mostly the process warming up (V8's young
    // generation grown to its working size, SQLite's page cache filled), which it keeps; the second's is the archive's own.
    const again = await archiveOnce();
    await store.close();
    console.log(
      `streaming archive, ${POSTS.toLocaleString("en")} posts and ${UPLOADS.toLocaleString("en")} uploads, in process: ${(written.ms / 1000).toFixed(2)} s, ${mb(written.result.bytes)} MB written, RSS growth ${mb(written.growth)} MB in a fresh process, ${mb(again.growth)} MB for a second archive in the same process (budget < 50 MB)`,
    );
  }

  // --- the same, downloaded from the running product ----------------------------------------
  const downloaded = join(work, "downloaded.tar.gz");
  const samples = join(work, "server-memory.jsonl");
  const product = await startProduct({
    dataDir,
    env: { SEED_SAMPLE_CONTENT: "false", BACKUP_EVERY_HOURS: "0", ...sampledMemory(samples) },
    nodeArgs: SEMI_SPACE_MB ? [`--max-semi-space-size=${SEMI_SPACE_MB}`] : [],
  });
  const serverRss = () => product.memory().rssMb * 1024 * 1024;
  try {
    const cookie = await product.signIn();
    await quiet(serverRss);
    const fetchArchive = async (into: Writable = createWriteStream(downloaded)) => {
      const res = await fetch(`${product.base}/api/admin/backup`, { headers: { cookie } });
      if (!res.ok || !res.body) throw new Error(`GET /api/admin/backup answered ${res.status}`);
      await pipeline(Readable.fromWeb(res.body as never), into);
    };
    // Four times: the server's memory on its own, first on a fresh server and then again (thousands
    // of /healthz requests make garbage of their own), then /healthz meanwhile, then to a client
    // reading at a quarter of the pace. RSS before and at the peak are printed too: a growth read
    // from a baseline the allocator has just lowered says less than the peak itself.
    const alone = await measured(serverRss, fetchArchive);
    const rssRange = (run: { before: number; peak: number }) => `RSS ${mb(run.before)} MB before, ${mb(run.peak)} MB at the peak`;
    console.log(
      `streaming archive downloaded from a fresh product (npm start, once its memory had held steady for 2 s${SEMI_SPACE_MB ? `, young generation at most ${SEMI_SPACE_MB} MB a semi-space` : ""}): ${(alone.ms / 1000).toFixed(2)} s, ${mb((await stat(downloaded)).size)} MB, server RSS growth ${mb(alone.growth)} MB (budget < 50 MB; ${rssRange(alone)}); ${madeOf(samples, alone)}`,
    );
    if (!FIRST_DOWNLOAD_ONLY) {
      const again = await measured(serverRss, fetchArchive);
      console.log(
        `the same download again, alone: ${(again.ms / 1000).toFixed(2)} s, server RSS growth ${mb(again.growth)} MB (budget < 50 MB; ${rssRange(again)})`,
      );
      const health = sampleLatency(`${product.base}/healthz`, 0);
      const polled = await measured(serverRss, fetchArchive);
      const latency = await health.stop();
      console.log(
        `the same download again, /healthz asked meanwhile: ${(polled.ms / 1000).toFixed(2)} s, /healthz p95 ${latency.p95.toFixed(1)} ms over ${latency.count} answers (budget < 100 ms), server RSS growth ${mb(polled.growth)} MB (${rssRange(polled)})`,
      );
      const pace = Math.round((((await stat(downloaded)).size / alone.ms) * 1000) / 4);
      const slow = await measured(serverRss, () => fetchArchive(slowReader(pace)));
      console.log(
        `the same download to a client reading ${mb(pace)} MB/s: ${(slow.ms / 1000).toFixed(2)} s, server RSS growth ${mb(slow.growth)} MB (a server that outran its reader would queue the archive)`,
      );
    }
  } finally {
    await product.stop();
  }

  // --- for comparison: the growth any first heavy use causes -------------------------------
  if (process.env.BENCH_WARMUP === "1" && !FIRST_DOWNLOAD_ONLY) {
    const reference = join(work, "pages-memory.jsonl");
    // The response cache at its least, so that what is measured is serving, not what is kept.
    const fresh = await startProduct({
      dataDir,
      env: { SEED_SAMPLE_CONTENT: "false", BACKUP_EVERY_HOURS: "0", RESPONSE_CACHE_MB: "1", ...sampledMemory(reference) },
    });
    try {
      await quiet(() => fresh.memory().rssMb * 1024 * 1024);
      const served = await measured(
        () => fresh.memory().rssMb * 1024 * 1024,
        () => readEveryPost(fresh.base),
      );
      console.log(
        `for comparison, a fresh product serving each of the ${POSTS.toLocaleString("en")} posts by the API (${mb(served.result)} MB of JSON, no archive): ${(served.ms / 1000).toFixed(2)} s, server RSS growth ${mb(served.growth)} MB; ${madeOf(reference, served)}`,
      );
    } finally {
      await fresh.stop();
    }
  }

  // --- restore into an empty folder ---------------------------------------------------------
  if (!FIRST_DOWNLOAD_ONLY) {
    const target = await openStore({ dataDir: join(work, "restored"), setUp: postSearchOn });
    const restored = await measured(
      () => process.memoryUsage().rss,
      () => restoreArchive(target, downloaded),
    );
    await target.close();
    console.log(
      `restore of that archive into an empty folder: ${(restored.ms / 1000).toFixed(2)} s (budget < 60 s), ${restored.result.collections.posts} posts and ${restored.result.uploads} uploads, RSS growth ${mb(restored.growth)} MB`,
    );
  }

  // The snapshot's figures (SQLite) are npm run bench:snapshot's.
} finally {
  await rm(work, { recursive: true, force: true });
}
