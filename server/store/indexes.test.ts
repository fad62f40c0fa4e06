import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { ensureIndexes } from "./indexes";
import { SQLITE_FILE, SqliteStore } from "./sqlite/sqlite-store";
import { orderBy, selection, whereClause } from "./sqlite/translate-query";
import { COLLECTION_NAMES, DuplicateKeyError, type Document } from "./types";

let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

describe("the store's indexes", () => {
  it("gives an import's links step a source's posts in id order from an index, without sorting every imported post's text for each batch", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-indexes-"));
    const store = await SqliteStore.open(dataDir, COLLECTION_NAMES);
    await ensureIndexes(store);
    await store.close();
    // The query PostsRepository.listImportedAfter makes, as the store translates it once the fields are indexed.
    const where = whereClause(
      { "importedFrom.source": "wordpress", _id: { $gt: "" } },
      { scalarFields: new Set(["importedFrom.source", "importedFrom.originalId", "_id"]) },
    );
    const db = new Database(join(dataDir, SQLITE_FILE), { readonly: true });
    try {
      const plan = db
        .prepare(`EXPLAIN QUERY PLAN SELECT id, doc FROM "posts" WHERE ${where.sql}${orderBy({ _id: 1 })} LIMIT 100`)
        .all(...where.params) as { detail: string }[];
      expect(plan.map((step) => step.detail)).toEqual([
        expect.stringMatching(/^SEARCH posts USING INDEX posts_importedFrom_source_1__id_1 /),
      ]);
    } finally {
      db.close();
    }
  });

  it("counts published posts from an index alone, its type check included, and rebuilds an index an earlier release defined without types", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-indexes-"));
    const old = new Database(join(dataDir, SQLITE_FILE));
    old.exec(`CREATE TABLE "posts" (id TEXT PRIMARY KEY, doc TEXT NOT NULL)`);
    old.exec(
      `CREATE INDEX "posts_isPublished_1_publishedAt_-1" ON "posts" (json_extract(doc, '$.isPublished') ASC, json_extract(doc, '$.publishedAt') DESC)`,
    );
    old.close();
    const store = await SqliteStore.open(dataDir, COLLECTION_NAMES);
    await ensureIndexes(store);
    await store.close();
    // The count PostsRepository.listPublished makes for the total under every list of posts.
    const where = whereClause({ isPublished: true }, { scalarFields: new Set(["isPublished", "publishedAt"]) });
    const db = new Database(join(dataDir, SQLITE_FILE), { readonly: true });
    try {
      const plan = db.prepare(`EXPLAIN QUERY PLAN SELECT count(*) FROM "posts" WHERE ${where.sql}`).all(...where.params) as {
        detail: string;
      }[];
      expect(plan.map((step) => step.detail)).toEqual([expect.stringMatching(/^SEARCH posts USING COVERING INDEX posts_isPublished_1/)]);
      const rebuilt = db.prepare("SELECT sql FROM sqlite_master WHERE name = 'posts_isPublished_1_publishedAt_-1'").pluck().get();
      expect(rebuilt).toContain("json_type(doc, '$.isPublished')");
    } finally {
      db.close();
    }
  });

  it("reads every published post's tags from an index alone, for the tag list", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-indexes-"));
    const store = await SqliteStore.open(dataDir, COLLECTION_NAMES);
    await ensureIndexes(store);
    await store.close();
    // The read PostsRepository.listPublishedTags makes.
    const where = whereClause({ isPublished: true }, { scalarFields: new Set(["isPublished"]) });
    const db = new Database(join(dataDir, SQLITE_FILE), { readonly: true });
    try {
      const plan = db
        .prepare(`EXPLAIN QUERY PLAN SELECT ${selection({ tags: 1 }).columns} FROM "posts" WHERE ${where.sql}`)
        .all(...where.params) as { detail: string }[];
      expect(plan.map((step) => step.detail)).toEqual([expect.stringMatching(/^SEARCH posts USING COVERING INDEX posts_isPublished_1 /)]);
    } finally {
      db.close();
    }
  });

  it("finds a series' parts in order from its unique index, which keeps the posts in no series out of its uniqueness", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-indexes-"));
    const store = await SqliteStore.open(dataDir, COLLECTION_NAMES);
    await ensureIndexes(store);
    const posts = store.collection<Document & { slug: string; series?: { id: string; position: number } | null }>("posts");
    // Posts in no series, with the field null or absent, are many at "no place".
    await posts.insertOne({ _id: "a", slug: "a", series: null });
    await posts.insertOne({ _id: "b", slug: "b", series: null });
    await posts.insertOne({ _id: "c", slug: "c" });
    await posts.insertOne({ _id: "d", slug: "d", series: { id: "s", position: 1 } });
    await expect(posts.insertOne({ _id: "e", slug: "e", series: { id: "s", position: 1 } })).rejects.toBeInstanceOf(DuplicateKeyError);
    await store.close();
    // The read PostsRepository.listInSeries makes.
    const where = whereClause({ "series.id": "s" }, { scalarFields: new Set(["series.id", "series.position"]) });
    const db = new Database(join(dataDir, SQLITE_FILE), { readonly: true });
    try {
      const plan = db
        .prepare(`EXPLAIN QUERY PLAN SELECT id, doc FROM "posts" WHERE ${where.sql}${orderBy({ "series.position": 1, _id: 1 })}`)
        .all(...where.params) as { detail: string }[];
      expect(plan.map((step) => step.detail)[0]).toMatch(/^SEARCH posts USING INDEX posts_series_id_1_series_position_1 /);
    } finally {
      db.close();
    }
  });
});
