/**
 * `npm run bench:import`: the import's budgets (10,000 posts under 90 s, RSS under 300 MB), printed, never asserted.
 * A generated 10,000-post WordPress export of about 200 MB (images excluded: they would be fetched
 * from the network) is uploaded to the product started as `npm start` starts it, previewed,
 * confirmed and written, while /healthz is asked every 20 ms; then the same file is imported again.
 * `WXR_POSTS` makes a smaller or larger file.
 */
import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { ImportJob } from "../shared/schemas/imports";
import { openStore } from "../server/store/open-store";
import { writeGeneratedWxr } from "../server/test/wxr-generator";
import { type ProductServer, sampleLatency, startProduct } from "./product-server";

const POSTS = Number(process.env.WXR_POSTS ?? 10_000);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function api<T>(server: ProductServer, cookie: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(server.base + path, { ...init, headers: { cookie, ...init.headers } });
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Polls the job (every 250 ms, as the admin's progress bar does) until it leaves `status`. */
async function waitWhile(server: ProductServer, cookie: string, id: string, status: ImportJob["status"]): Promise<ImportJob> {
  for (;;) {
    const job = await api<ImportJob>(server, cookie, `/api/admin/imports/${id}`);
    if (job.status !== status) return job;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function importOnce(server: ProductServer, cookie: string, file: string) {
  const health = sampleLatency(`${server.base}/healthz`);
  const started = performance.now();
  let peakMb = 0;
  const memory = setInterval(() => (peakMb = Math.max(peakMb, server.memory().rssMb)), 100);
  try {
    const uploaded = await api<ImportJob>(server, cookie, "/api/admin/imports?name=export.xml", {
      method: "POST",
      headers: { "content-type": "application/octet-stream" },
      body: Readable.toWeb(createReadStream(file)) as ReadableStream,
      duplex: "half",
    } as RequestInit);
    const previewed = await waitWhile(server, cookie, uploaded.id, "reading");
    if (previewed.status !== "preview") throw new Error(`the file was not previewed: ${previewed.status} ${previewed.error}`);
    const previewMs = performance.now() - started;
    // Each phase's own peak, so the next cut goes where the memory is: reading and counting, or writing.
    const previewPeakMb = peakMb;
    peakMb = 0;
    await api(server, cookie, `/api/admin/imports/${uploaded.id}/confirm`, { method: "POST" });
    const finished = await waitWhile(server, cookie, uploaded.id, "importing");
    return {
      job: finished,
      previewMs,
      totalMs: performance.now() - started,
      previewPeakMb,
      writingPeakMb: peakMb,
      peakMb: Math.max(previewPeakMb, peakMb),
      health: await health.stop(),
    };
  } finally {
    clearInterval(memory);
  }
}

async function storeCounts(dataDir: string) {
  // The server keeps serving; SQLite lets a second process read beside it.
  const store = await openStore({ dataDir });
  try {
    return { posts: await store.collection("posts").countDocuments({}), comments: await store.collection("comments").countDocuments({}) };
  } finally {
    await store.close();
  }
}

const work = await mkdtemp(join(tmpdir(), "furrow-import-bench-"));
const dataDir = join(work, "data");
let server: ProductServer | undefined;
try {
  const file = join(work, "export.xml");
  // ~20 kB a post: thirty paragraphs and four comments, as a long-running blog's posts have.
  const generated = await writeGeneratedWxr(file, { posts: POSTS, paragraphs: 29, comments: 4, images: false });
  console.log(
    `A generated WordPress export: ${generated.posts.toLocaleString("en")} posts, ${generated.comments.toLocaleString("en")} comments, ${(generated.bytes / 1e6).toFixed(0)} MB, no images`,
  );

  server = await startProduct({ dataDir });
  console.log("The product started as `npm start` starts it (compiled server, NODE_ENV unset, default log level, sample content)\n");
  const cookie = await server.signIn();
  const idleMb = server.memory().rssMb;

  const first = await importOnce(server, cookie, file);
  const { counts } = first.job;
  console.log(
    `first import: ${first.job.status}, ${counts.imported} imported, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.skipped} skipped, ${counts.failed} failed`,
  );
  console.log(
    `  time, upload to done: ${seconds(first.totalMs)} (upload and preview ${seconds(first.previewMs)}, writing ${seconds(first.totalMs - first.previewMs)}); budget < 90 s`,
  );
  console.log(
    `  server memory: ${idleMb.toFixed(0)} MB before, peak ${first.peakMb.toFixed(0)} MB during (sampled every 100 ms; ${first.previewPeakMb.toFixed(0)} MB while uploaded and previewed, ${first.writingPeakMb.toFixed(0)} MB while written); budget < 300 MB`,
  );
  console.log(
    `  /healthz during it: ${first.health.count} answers, p50 ${first.health.p50.toFixed(1)} ms, p95 ${first.health.p95.toFixed(1)} ms, max ${first.health.max.toFixed(0)} ms; budget p95 < 100 ms`,
  );

  const before = await storeCounts(dataDir);
  const second = await importOnce(server, cookie, file);
  const after = await storeCounts(dataDir);
  const again = second.job.counts;
  console.log(
    `second import of the same file: ${second.job.status}, ${again.imported} imported, ${again.updated} updated, ${again.unchanged} unchanged in ${seconds(second.totalMs)}`,
  );
  console.log(
    `  posts ${before.posts} -> ${after.posts} (${after.posts - before.posts} new), comments ${before.comments} -> ${after.comments} (${after.comments - before.comments} new); budget 0 new posts, 0 new comments`,
  );
  console.log(
    `  /healthz during it: p95 ${second.health.p95.toFixed(1)} ms; server memory peak ${second.peakMb.toFixed(0)} MB (the kernel's high-water mark for the process: ${server.memory().peakMb.toFixed(0)} MB)`,
  );
} finally {
  await server?.stop();
  await rm(work, { recursive: true, force: true });
}
