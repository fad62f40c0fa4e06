import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import request from "supertest";
import { oldNedbFolder } from "./test/nedb-folder";
import { openStore } from "./store/open-store";
import type { PostRecord } from "./store/repositories/posts.record";
import { startTestApp } from "./test/test-app";
import type { NedbImport } from "./store/nedb-import/import-nedb-folder";
import { SqliteStore } from "./store/sqlite/sqlite-store";
import { COLLECTION_NAMES } from "./store/types";
import { postSearchOn } from "./modules/posts/post-search-on-engine";

const at = (day: number) => new Date(Date.UTC(2025, 5, day, 9));
/** The collections a data folder had before SQLite: it has no file for any added since. */
const BEFORE_SQLITE = ["posts", "comments", "subscribers", "users", "settings", "sessions"] as const;

describe("a data folder from before SQLite", () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-nedb-"));
    // The folder as the old release left it: NeDB files, written by the old engine.
    const old = await oldNedbFolder(dataDir, BEFORE_SQLITE);
    const post: PostRecord = {
      _id: "old-post",
      slug: "cover-crops-in-winter",
      oldSlugs: ["cover-crops"],
      title: "Cover crops in winter",
      markdown: "Rye **holds** soil.",
      html: "<p>Rye <strong>holds</strong> soil.</p>",
      plainText: "Rye holds soil.",
      excerpt: "Rye holds soil.",
      hasCustomExcerpt: false,
      featuredImage: "",
      tags: ["Soil Health"],
      tagKeys: ["soil health"],
      category: { name: "Sustainability", color: "#4A7C2A" },
      authorId: null,
      author: { name: "Mara", avatar: "", bio: "" },
      readTime: 1,
      isPublished: true,
      isFeatured: false,
      createdAt: at(1),
      updatedAt: at(2),
      publishedAt: at(1),
      version: 3,
    };
    await old.collection<PostRecord>("posts").insertOne(post);
    await old.collection("comments").insertOne({
      _id: "c1",
      postId: "old-post",
      authorName: "Jo",
      authorEmail: "jo@example.com",
      content: "Which rye?",
      isApproved: true,
      createdAt: at(3),
    } as never);
    await old.collection("subscribers").insertOne({ _id: "s1", email: "reader@example.com", subscribedAt: at(4) } as never);
    await old.close();
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it("is imported into SQLite on the first start, checked, and its old files kept in a dated folder", async () => {
    const before = await readFile(join(dataDir, "posts.db"), "utf8");
    const imports: NedbImport[] = [];
    // The folder is named by the day of the import: a fixed moment, a minute before midnight UTC, so the name is known.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-20T23:59:00.000Z") });
    const store = await openStore({ dataDir, onNedbImport: (result) => imports.push(result) }).finally(() => vi.useRealTimers());
    try {
      expect(imports).toEqual([{ documents: 3, keptIn: join(dataDir, "nedb-before-sqlite-2026-11-20") }]);
      const post = await store.collection<PostRecord>("posts").findOne({ slug: "cover-crops-in-winter" });
      expect(post?.createdAt).toEqual(at(1));
      expect(post?.oldSlugs).toEqual(["cover-crops"]);
      expect(await store.collection("comments").countDocuments({ postId: "old-post" })).toBe(1);
    } finally {
      await store.close();
    }
    expect(existsSync(join(dataDir, "posts.db"))).toBe(false);
    expect(await readFile(join(imports[0].keptIn, "posts.db"), "utf8")).toBe(before);
    expect((await readdir(imports[0].keptIn)).sort()).toEqual(BEFORE_SQLITE.map((name) => `${name}.db`).sort());
  });

  it("is imported once: later starts import nothing and keep what was written since", async () => {
    const first = await openStore({ dataDir });
    await first.collection("subscribers").insertOne({ _id: "s2", email: "later@example.com", subscribedAt: at(9) } as never);
    await first.close();
    const imports: NedbImport[] = [];
    for (let start = 0; start < 2; start++) {
      const store = await openStore({ dataDir, onNedbImport: (result) => imports.push(result) });
      expect(await store.collection("subscribers").countDocuments({})).toBe(2);
      expect(await store.collection("posts").countDocuments({})).toBe(1);
      await store.close();
    }
    expect(imports).toEqual([]);
    expect((await readdir(dataDir)).filter((name) => name.endsWith(".db") && name !== "furrow.db")).toEqual([]);
  });

  it("serves its posts, old addresses and comments through the app after the move", async () => {
    const t = await startTestApp({ dataDir });
    try {
      expect((await request(t.app).get("/api/blog-posts/cover-crops").expect(200)).body.title).toBe("Cover crops in winter");
      expect((await request(t.app).get("/api/blog-posts/old-post/comments").expect(200)).body).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it("is found by a mistyped word when imported into a database whose search was set up before", async () => {
    const earlier = await SqliteStore.open(dataDir, COLLECTION_NAMES);
    await postSearchOn(earlier);
    await earlier.close();
    const t = await startTestApp({ dataDir });
    try {
      const found = (await request(t.app).get("/api/blog-posts/search?q=wintre").expect(200)).body as { title: string }[];
      expect(found.map((post) => post.title)).toEqual(["Cover crops in winter"]);
    } finally {
      await t.close();
    }
  });
});
