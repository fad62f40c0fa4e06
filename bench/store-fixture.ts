/**
 * A data folder holding `count` published posts, built once and reused (under .tmp/, which git
 * ignores): the sample articles' bodies, rendered by the real content pipeline, under numbered
 * titles, written to SQLite in one transaction so that making 10,000 takes seconds, not minutes.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { slugify } from "../shared/slug";
import { newId } from "../server/lib/ids";
import { deriveContent, normaliseTags, tagKey } from "../server/modules/posts/post-content";
import { postSearchOn } from "../server/modules/posts/post-search-on-engine";
import { ensureIndexes } from "../server/store/indexes";
import { migrateStore } from "../server/store/migrations/schema-version";
import { readSamplePostMarkdown, sampleProfile, samplePosts } from "../server/seed/sample-content";
import { SqliteStore } from "../server/store/sqlite/sqlite-store";
import { COLLECTION_NAMES } from "../server/store/types";
import type { PostRecord } from "../server/store/repositories/posts.record";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

export async function storeWithPosts(count: number): Promise<string> {
  const dataDir = join(ROOT, ".tmp", `bench-${count}-posts`);
  if (existsSync(join(dataDir, "ready"))) return dataDir;
  await rm(dataDir, { recursive: true, force: true });
  const store = await SqliteStore.open(dataDir, COLLECTION_NAMES);
  await ensureIndexes(store);
  // The search index and its word list are built with the posts, as the app builds them.
  await postSearchOn(store);
  const rendered = await Promise.all(
    samplePosts.map(async (sample) => ({ sample, ...(await deriveContent(readSamplePostMarkdown(sample.slug), sample.excerpt)) })),
  );
  const author = { name: sampleProfile.name, avatar: sampleProfile.avatar, bio: sampleProfile.bio };
  const start = Date.UTC(2020, 0, 1);
  const posts: PostRecord[] = [];
  for (let i = 0; i < count; i++) {
    const { sample, ...content } = rendered[i % rendered.length];
    const title = `${sample.title} (${i + 1})`;
    const tags = normaliseTags(sample.tags);
    const at = new Date(start + i * 3_600_000);
    posts.push({
      _id: newId(),
      slug: slugify(title),
      oldSlugs: [],
      title,
      ...content,
      featuredImage: sample.featuredImage,
      tags,
      tagKeys: tags.map(tagKey),
      category: sample.category,
      authorId: null,
      author,
      isPublished: true,
      isFeatured: i % 50 === 0,
      createdAt: at,
      updatedAt: at,
      publishedAt: at,
      version: 1,
      lastPublicSlug: slugify(title),
    });
  }
  store.replaceAll("posts", posts);
  await store.collection("settings").insertOne({ _id: "profile", value: sampleProfile, updatedAt: new Date() } as never);
  await store
    .collection("settings")
    .insertOne({ _id: "sampleContentSeededAt", value: new Date().toISOString(), updatedAt: new Date() } as never);
  // Stamped with the schema version as the app leaves a store: without it, every start of a copy
  // would take the data for an earlier release's and read every post for the migrations.
  await migrateStore(store);
  await store.close();
  await writeFile(join(dataDir, "ready"), "");
  return dataDir;
}

/**
 * The posts' data folder copied once, with `uploads` image-sized files beside it (15-60 KB of
 * noise each, so gzip cannot shrink them): what the backup benches copy and archive.
 */
export async function dataFolderWithUploads(posts: number, uploads: number): Promise<string> {
  const dataDir = join(ROOT, ".tmp", `bench-backup-${posts}-posts-${uploads}-uploads`);
  if (existsSync(join(dataDir, "ready"))) return dataDir;
  await rm(dataDir, { recursive: true, force: true });
  await cp(await storeWithPosts(posts), dataDir, { recursive: true });
  await rm(join(dataDir, "ready"), { force: true });
  await mkdir(join(dataDir, "uploads"), { recursive: true });
  for (let n = 0; n < uploads; n++)
    await writeFile(join(dataDir, "uploads", `bench-${String(n).padStart(4, "0")}.webp`), randomBytes(15_000 + ((n * 7919) % 45_000)));
  await writeFile(join(dataDir, "ready"), "");
  return dataDir;
}
