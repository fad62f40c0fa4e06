/**
 * One server process of `npm run bench:cache`, run as a child: the real app on the data folder
 * BENCH_DATA_DIR (filled with BENCH_POSTS posts first when BENCH_FILL=1). Prints one JSON line with
 * its address and an article's slug, then answers the parent's "stats" messages with its RSS and
 * the response cache's figures (over IPC, never on a route), and serves until killed.
 */
import { createServer } from "node:http";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { builtClientAssets } from "../server/http/client-assets";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/lib/logger";
import { openStore } from "../server/store/open-store";
import { readSamplePostMarkdown, samplePosts } from "../server/seed/sample-content";
import { CLIENT_SHELL } from "../server/test/test-app-with-shell";

const dataDir = process.env.BENCH_DATA_DIR!;
const postCount = Number(process.env.BENCH_POSTS ?? 1000);

const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  NODE_ENV: "test",
  SESSION_SECRET: "bench-cache-two-processes-0123456789",
  // One client sends every beacon and comment of the run.
  RATE_LIMIT_COMMENTS: "1000000",
  RATE_LIMIT_ANALYTICS: "1000000",
  ...(process.env.RESPONSE_CACHE_MB && { RESPONSE_CACHE_MB: process.env.RESPONSE_CACHE_MB }),
});
const store = await openStore({ dataDir });
// The built client when there is one (npm run build), so articles are rendered; else the bare shell.
const built = join(fileURLToPath(new URL("..", import.meta.url)), "dist", "client");
let dist = built;
if (!existsSync(join(built, "index.html"))) {
  dist = await mkdtemp(join(tmpdir(), "furrow-bench-shell-"));
  await mkdir(join(dist, "assets"));
  await writeFile(join(dist, "index.html"), CLIENT_SHELL);
}
const { listener, services, responseCache } = await createApp({
  config,
  store,
  logger: createLogger("silent"),
  clientAssets: builtClientAssets(dist),
});

if (process.env.BENCH_FILL === "1") {
  const author = { name: "Mara Lindqvist", avatar: "/images/author.svg", bio: "Agronomist." };
  const bodies = samplePosts.map((post) => readSamplePostMarkdown(post.slug));
  const start = Date.UTC(2020, 0, 1);
  for (let i = 0; i < postCount; i++) {
    const sample = samplePosts[i % samplePosts.length];
    await services.posts.create(
      {
        title: `${sample.title} (${i + 1})`,
        content: bodies[i % bodies.length],
        excerpt: sample.excerpt,
        tags: sample.tags,
        category: sample.category,
        isPublished: true,
      },
      { author, createdAt: new Date(start + i * 3_600_000) },
    );
  }
}
const [latest] = (await services.posts.list({ limit: 1, offset: 0 })).items;

const server = createServer(listener).listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}`, slug: latest.slug, postId: latest._id, rendered: dist === built }));
});

process.on("message", (message) => {
  if (message !== "stats") return;
  // A collection first, so RSS shows what is held rather than garbage not yet collected.
  (globalThis as { gc?: () => void }).gc?.();
  process.send!({ rss: process.memoryUsage().rss, cache: responseCache.stats() });
});

const stop = async () => {
  server.close();
  await store.close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
