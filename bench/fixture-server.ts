/**
 * The benchmark's server side, run as a child process: a temporary store with 1,000 posts behind
 * the real app, and a bare Express app that sends the very same bytes for the same paths.
 * Prints one JSON line with both addresses, then serves until killed.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import express from "express";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { builtClientAssets } from "../server/http/client-assets";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/lib/logger";
import { openStore } from "../server/store/open-store";
import { readSamplePostMarkdown, samplePosts } from "../server/store/seed/sample-content";

const POST_COUNT = Number(process.env.BENCH_POSTS ?? 1000);

const dataDir = await mkdtemp(join(tmpdir(), "furrow-bench-"));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test" });
const store = await openStore({ dataDir });
// The built client, when there is one, so an article page can be measured too (npm run build).
const dist = join(fileURLToPath(new URL("..", import.meta.url)), "dist", "client");
const clientAssets = existsSync(join(dist, "index.html")) ? builtClientAssets(dist) : undefined;
const { app, services } = await createApp({ config, store, logger: createLogger("silent"), clientAssets });

const author = { name: "Mara Lindqvist", avatar: "/images/author.svg", bio: "Agronomist." };
const bodies = samplePosts.map((post) => readSamplePostMarkdown(post.slug));
const start = Date.UTC(2020, 0, 1);
let lastSlug = "";
for (let i = 0; i < POST_COUNT; i++) {
  const sample = samplePosts[i % samplePosts.length];
  const post = await services.posts.create(
    {
      title: `${sample.title} (${i + 1})`,
      content: bodies[i % bodies.length],
      excerpt: sample.excerpt,
      tags: sample.tags,
      category: sample.category,
      featuredImage: sample.featuredImage,
      isFeatured: i % 50 === 0,
      isPublished: true,
    },
    { author, createdAt: new Date(start + i * 3_600_000) },
  );
  lastSlug = post.slug;
}

const listen = (handler: express.Express) =>
  new Promise<string>((resolve) => {
    const server = handler.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });

const appUrl = await listen(app);
const paths = {
  list: "/api/blog-posts?limit=6",
  post: `/api/blog-posts/${lastSlug}`,
  search: "/api/blog-posts/search?q=nitrogen%20zones",
  ...(clientAssets ? { article: `/blog/${lastSlug}` } : {}),
};

const bare = express();
for (const path of Object.values(paths)) {
  const response = await fetch(appUrl + path);
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get("content-type") ?? "application/json";
  const [pathname] = path.split("?");
  bare.get(pathname, (_req, res) => {
    res.type(type).send(bytes);
  });
}
const bareUrl = await listen(bare);

console.log(JSON.stringify({ appUrl, bareUrl, paths, posts: POST_COUNT }));

const stop = async () => {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
