// Over 300 lines: the one contract both engines must keep (the SQLite engine here, MongoDB with
// npm run test:mongo); split, the two engines could drift apart on a file one of them skips.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from "vitest";
import { SqliteStore } from "./sqlite/sqlite-store";
import { MongoStore } from "./mongo/mongo-store";
import { ensureIndexes } from "./indexes";
import { dropMongoDatabase } from "../test/drop-mongo-database";
import { createRepositories, type Repositories } from "./repositories";
import { type SpamLessons, TAUGHT_DOCUMENTS } from "./repositories/spam-filter.repository";
import { COLLECTION_NAMES, DuplicateKeyError, type Document, type DocumentStore } from "./types";
import type { PostRecord } from "./repositories/posts.record";
import type { PostRevisionRecord } from "./repositories/post-revisions.record";
import type { QueuedMailRecord } from "./repositories/mail-queue.record";

interface Engine {
  name: string;
  open(): Promise<{ store: DocumentStore; dispose(): Promise<void> }>;
}

/** An engine in a fresh temporary folder, removed again when the suite is done. */
function inTemporaryFolder(name: string, open: (dir: string) => Promise<DocumentStore>): Engine {
  return {
    name,
    async open() {
      const dir = await mkdtemp(join(tmpdir(), "furrow-contract-"));
      const store = await open(dir);
      return {
        store,
        async dispose() {
          await store.close();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  };
}

const engines: Engine[] = [
  inTemporaryFolder("embedded (SQLite)", (dir) => SqliteStore.open(dir, COLLECTION_NAMES)),
  // Group commit is a speed measure with a switch: with it off, every answer must be the same.
  inTemporaryFolder("embedded (SQLite), each write committed alone", (dir) =>
    SqliteStore.open(dir, COLLECTION_NAMES, { groupCommit: false }),
  ),
];

// No MongoDB server can run on our build machines; `npm run test:mongo` with MONGODB_URI runs the same suite there.
if (process.env.MONGODB_URI) {
  engines.push({
    name: "mongodb",
    async open() {
      const dbName = `furrow_contract_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
      const store = await MongoStore.open(process.env.MONGODB_URI!, dbName);
      return {
        store,
        async dispose() {
          await store.close();
          await dropMongoDatabase(process.env.MONGODB_URI!, dbName);
        },
      };
    },
  });
}

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12));

function post(id: string, overrides: Partial<PostRecord> = {}): PostRecord {
  const tags = overrides.tags ?? ["Soil"];
  return {
    _id: id,
    slug: id,
    oldSlugs: [],
    title: `Post ${id}`,
    markdown: "body",
    html: "<p>body</p>",
    plainText: "body",
    excerpt: "excerpt",
    hasCustomExcerpt: false,
    featuredImage: "/images/x.svg",
    tags,
    tagKeys: tags.map((tag) => tag.toLowerCase()),
    category: { name: "Technology", color: "#4A7C2A" },
    authorId: null,
    author: { name: "A", avatar: "", bio: "" },
    readTime: 1,
    isPublished: true,
    isFeatured: false,
    createdAt: at(1),
    updatedAt: at(1),
    publishedAt: at(1),
    version: 1,
    ...overrides,
  };
}

describe.each(engines)("store contract on the $name engine", (engine) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  let repos: Repositories;

  beforeAll(async () => {
    ({ store, dispose } = await engine.open());
    await ensureIndexes(store);
    repos = createRepositories(store);
  });
  afterAll(() => dispose());
  beforeEach(async () => {
    for (const name of COLLECTION_NAMES) await store.collection(name).deleteMany({});
  });

  describe("DocumentCollection", () => {
    type Row = Document & { n: number; tags?: string[]; label?: string; when?: Date };
    const rows = () => store.collection<Row>("settings");

    beforeEach(async () => {
      for (let n = 1; n <= 5; n++) {
        await rows().insertOne({ _id: `r${n}`, n, tags: n % 2 ? ["odd"] : ["even"], label: `Row ${n}`, when: at(n) });
      }
    });

    it("updates one document and answers it as written, each of many at once with its own count", async () => {
      expect(await rows().findOneAndUpdate({ _id: "r2" }, { $inc: { n: 10 } })).toMatchObject({ _id: "r2", n: 12, label: "Row 2" });
      expect(await rows().findOneAndUpdate({ _id: "nobody" }, { $inc: { n: 1 } })).toBeNull();
      expect(await rows().countDocuments({ _id: "nobody" })).toBe(0);
      const counts = await Promise.all(
        Array.from({ length: 10 }, () => rows().findOneAndUpdate({ _id: "counter" }, { $inc: { n: 1 } }, { upsert: true })),
      );
      // Asked for at once, each answer is the count as its own increment left it: none sees another's.
      expect(counts.map((row) => row?.n).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });

    it("finds with comparison, set, existence, regex and logical operators", async () => {
      const ids = async (filter: Record<string, unknown>) => (await rows().find(filter, { sort: { n: 1 } })).map((row) => row._id);
      expect(await ids({ n: { $gt: 3 } })).toEqual(["r4", "r5"]);
      expect(await ids({ n: { $gte: 2, $lt: 4 } })).toEqual(["r2", "r3"]);
      expect(await ids({ n: { $lte: 1 } })).toEqual(["r1"]);
      expect(await ids({ n: { $ne: 3 } })).toEqual(["r1", "r2", "r4", "r5"]);
      expect(await ids({ n: { $eq: 3 } })).toEqual(["r3"]);
      expect(await ids({ _id: { $in: ["r2", "r5", "zz"] } })).toEqual(["r2", "r5"]);
      expect(await ids({ _id: { $nin: ["r1", "r2", "r3"] } })).toEqual(["r4", "r5"]);
      expect(await ids({ tags: "odd" })).toEqual(["r1", "r3", "r5"]);
      expect(await ids({ tags: { $in: ["even"] } })).toEqual(["r2", "r4"]);
      expect(await ids({ label: { $regex: /^row [12]$/i } })).toEqual(["r1", "r2"]);
      expect(await ids({ missing: { $exists: true } })).toEqual([]);
      expect(await ids({ label: { $exists: true }, n: 5 })).toEqual(["r5"]);
      expect(await ids({ $or: [{ n: 1 }, { n: 4 }] })).toEqual(["r1", "r4"]);
      expect(await ids({ $and: [{ n: { $gt: 1 } }, { tags: "odd" }] })).toEqual(["r3", "r5"]);
      expect(await ids({ when: { $gt: at(3) } })).toEqual(["r4", "r5"]);
      expect(await ids({ when: { $in: [at(2), at(4), "Row 1"] } })).toEqual(["r2", "r4"]);
      expect(await ids({ label: { $in: [/^row 1$/i, "Row 3"] }, tags: { $nin: [/^ev/] } })).toEqual(["r1", "r3"]);
      expect(await ids({ $or: [{ n: 1 }, { n: 4 }, { label: "Row 5" }, { n: { $in: [2] } }] })).toEqual(["r1", "r2", "r4", "r5"]);
    });

    it("sorts, skips, limits and projects", async () => {
      const page = await rows().find({}, { sort: { n: -1 }, skip: 1, limit: 2, projection: { label: 0, when: 0 } });
      expect(page).toEqual([
        { _id: "r4", n: 4, tags: ["even"] },
        { _id: "r3", n: 3, tags: ["odd"] },
      ]);
      const only = await rows().findOne({ _id: "r2" }, { projection: { n: 1 } });
      expect(only).toEqual({ _id: "r2", n: 2 });
      expect(await rows().findOne({ _id: "none" })).toBeNull();
      expect((await rows().findOne({}, { sort: { n: -1 } }))?._id).toBe("r5");
    });

    it("keeps dates as dates", async () => {
      const row = await rows().findOne({ _id: "r3" });
      expect(row?.when).toBeInstanceOf(Date);
      expect(row?.when?.toISOString()).toBe(at(3).toISOString());
    });

    it("updates with $set $unset $inc $push $addToSet $pull, one or many", async () => {
      expect(await rows().updateOne({ _id: "r1" }, { $set: { label: "first" }, $inc: { n: 10 } })).toEqual({
        matchedCount: 1,
        upserted: false,
      });
      await rows().updateOne({ _id: "r1" }, { $push: { tags: "pushed" } });
      await rows().updateOne({ _id: "r1" }, { $addToSet: { tags: "pushed" } });
      await rows().updateOne({ _id: "r1" }, { $addToSet: { tags: "new" } });
      await rows().updateOne({ _id: "r1" }, { $pull: { tags: "odd" } });
      await rows().updateOne({ _id: "r1" }, { $unset: { when: "" } });
      expect(await rows().findOne({ _id: "r1" })).toEqual({ _id: "r1", n: 11, label: "first", tags: ["pushed", "new"] });
      expect(await rows().updateMany({ tags: "even" }, { $set: { label: "even" } })).toEqual({ matchedCount: 2, upserted: false });
      expect(await rows().countDocuments({ label: "even" })).toBe(2);
      expect((await rows().updateOne({ _id: "nope" }, { $set: { n: 1 } })).matchedCount).toBe(0);
    });

    it("upserts a missing document and updates an existing one", async () => {
      expect(await rows().updateOne({ _id: "r9" }, { $set: { n: 9 } }, { upsert: true })).toEqual({ matchedCount: 0, upserted: true });
      expect(await rows().updateOne({ _id: "r9" }, { $set: { n: 99 } }, { upsert: true })).toEqual({ matchedCount: 1, upserted: false });
      expect(await rows().findOne({ _id: "r9" })).toEqual({ _id: "r9", n: 99 });
    });

    it("deletes one or many and counts", async () => {
      expect(await rows().deleteOne({ tags: "odd" })).toBe(1);
      expect(await rows().countDocuments({ tags: "odd" })).toBe(2);
      expect(await rows().deleteMany({ n: { $gte: 1 } })).toBe(4);
      expect(await rows().countDocuments()).toBe(0);
      expect(await rows().deleteOne({ _id: "gone" })).toBe(0);
    });

    it("matches nulls, missing fields, booleans and nested fields as MongoDB does", async () => {
      const docs = () =>
        store.collection<Document & { flag?: boolean; note?: string | null; meta?: { kind: string; size?: number } }>("settings");
      await docs().insertOne({ _id: "a", flag: true, note: null, meta: { kind: "x", size: 2 } });
      await docs().insertOne({ _id: "b", flag: false, meta: { kind: "y" } });
      await docs().insertOne({ _id: "c", note: "\u0001D:2020-01-01T00:00:00.000Z" });
      const ids = async (filter: Record<string, unknown>) =>
        (await docs().find({ _id: { $in: ["a", "b", "c"] }, ...filter }, { sort: { _id: 1 } })).map((doc) => doc._id);
      expect(await ids({ note: null })).toEqual(["a", "b"]);
      expect(await ids({ note: { $ne: null } })).toEqual(["c"]);
      expect(await ids({ flag: true })).toEqual(["a"]);
      expect(await ids({ flag: false })).toEqual(["b"]);
      expect(await ids({ flag: { $ne: true } })).toEqual(["b", "c"]);
      expect(await ids({ "meta.kind": "y" })).toEqual(["b"]);
      expect(await ids({ "meta.size": { $gte: 2 } })).toEqual(["a"]);
      // Text that looks like an engine's own encoding stays text.
      expect((await docs().findOne({ _id: "c" }))?.note).toBe("\u0001D:2020-01-01T00:00:00.000Z");
      expect(await docs().findOne({ _id: "a" }, { projection: { "meta.kind": 1, missing: 1 } })).toEqual({ _id: "a", meta: { kind: "x" } });
    });

    it("refuses a duplicate _id or unique key with DuplicateKeyError", async () => {
      await expect(rows().insertOne({ _id: "r1", n: 1 })).rejects.toBeInstanceOf(DuplicateKeyError);
      await repos.posts.insert(post("a", { slug: "same" }));
      await expect(repos.posts.insert(post("b", { slug: "same" }))).rejects.toBeInstanceOf(DuplicateKeyError);
    });

    it("keeps one post at a place of a series, and any number in none", async () => {
      for (const id of ["a", "b", "c"]) await repos.posts.insert(post(id, { slug: id }));
      await repos.posts.setSeries("a", { id: "s", position: 1 });
      await expect(repos.posts.setSeries("b", { id: "s", position: 1 })).rejects.toBeInstanceOf(DuplicateKeyError);
      await repos.posts.setSeries("b", { id: "s", position: 2 });
      await repos.posts.setSeries("a", null);
      await repos.posts.setSeries("b", null);
      expect(await repos.posts.findAtSeriesPosition("s", 2)).toBeNull();
    });
  });

  describe("batches of writes", () => {
    type Row = Document & { n: number; label?: string };
    const rows = () => store.collection<Row>("settings");

    it("runs inserts, upserts, updates and deletes as one batch, counting a taken key without stopping the rest", async () => {
      await rows().insertOne({ _id: "a", n: 1 });
      await rows().insertOne({ _id: "gone", n: 0 });
      const result = await rows().bulkWrite([
        { insertOne: { document: { _id: "a", n: 99 } } },
        { insertOne: { document: { _id: "b", n: 2 } } },
        { updateOne: { filter: { _id: "a" }, update: { $inc: { n: 10 } } } },
        { updateOne: { filter: { _id: "c" }, update: { $inc: { n: 3 } }, upsert: true } },
        { updateOne: { filter: { _id: "none" }, update: { $set: { n: 5 } } } },
        { deleteOne: { filter: { _id: "gone" } } },
        { deleteOne: { filter: { _id: "never" } } },
      ]);
      expect(result).toEqual({ insertedCount: 1, matchedCount: 1, upsertedCount: 1, deletedCount: 1, duplicateCount: 1 });
      expect(await rows().find({}, { sort: { _id: 1 } })).toEqual([
        { _id: "a", n: 11 },
        { _id: "b", n: 2 },
        { _id: "c", n: 3 },
      ]);
      expect(await rows().bulkWrite([])).toEqual({
        insertedCount: 0,
        matchedCount: 0,
        upsertedCount: 0,
        deletedCount: 0,
        duplicateCount: 0,
      });
    });

    it("counts an insert refused by a unique index as a duplicate", async () => {
      const subscribers = store.collection<Document & { email: string }>("subscribers");
      await subscribers.insertOne({ _id: "s1", email: "one@example.com" });
      const result = await subscribers.bulkWrite([
        { insertOne: { document: { _id: "s2", email: "one@example.com" } } },
        { insertOne: { document: { _id: "s3", email: "two@example.com" } } },
      ]);
      expect(result).toMatchObject({ insertedCount: 1, duplicateCount: 1 });
      expect((await subscribers.find({}, { sort: { _id: 1 } })).map((doc) => doc._id)).toEqual(["s1", "s3"]);
    });
  });

  describe("indexes a release no longer needs", () => {
    it("drops one, so what it refused is taken, and dropping one that is not there changes nothing", async () => {
      const users = store.collection<Document & { nickname: string }>("users");
      await users.createIndex({ fields: { nickname: 1 }, unique: true });
      await users.insertOne({ _id: "u1", nickname: "sam" });
      await expect(users.insertOne({ _id: "u2", nickname: "sam" })).rejects.toBeInstanceOf(DuplicateKeyError);
      await users.dropIndex({ nickname: 1 });
      await users.insertOne({ _id: "u2", nickname: "sam" });
      await users.dropIndex({ nickname: 1 });
      await store.collection("analyticsSalts").dropIndex({ never: 1, made: -1 });
      expect(await users.countDocuments({ nickname: "sam" })).toBe(2);
    });
  });

  // SQLite refuses an expression deeper than 1,000 and more than 32,766 bound values: lists of any length must still work.
  describe.each([1, 999, 1_000, 50_000])("queries listing %i values", (size) => {
    // `postId` has a single-value index on comments; `n` and `tags` have none, `tags` holds arrays.
    type Row = Document & { postId?: unknown; n?: unknown; tags?: unknown[]; marked?: boolean };
    const rows = () => store.collection<Row>("comments");
    const STORED = 3_000;
    const odd = Array.from({ length: size }, (_, index) => 2 * index + 1);
    const expected = odd
      .filter((n) => n < STORED)
      .map((n) => `d${n}`)
      .sort();
    const decoys: Row[] = [
      { _id: "x-text", postId: "1", n: "1", tags: ["1"] },
      { _id: "x-number", postId: 1, n: 1.5, tags: [true] },
      { _id: "x-true", postId: true, n: true },
      { _id: "x-null", postId: null, n: null },
      { _id: "x-missing" },
    ];
    const ids = async (filter: Record<string, unknown>) =>
      (await rows().find(filter, { projection: { _id: 1 } })).map((row) => row._id).sort();

    beforeEach(async () => {
      const all: Row[] = [...decoys];
      for (let n = 0; n < STORED; n++) all.push({ _id: `d${n}`, postId: `p${n}`, n, tags: [`t${n}`, "all"] });
      for (let start = 0; start < all.length; start += 500) {
        await rows().bulkWrite(all.slice(start, start + 500).map((document) => ({ insertOne: { document } })));
      }
    });

    it("$in finds exactly the listed values, kept to their types, on indexed, plain and array fields", async () => {
      expect(await ids({ n: { $in: odd } })).toEqual(expected);
      expect(await rows().countDocuments({ n: { $in: odd } })).toBe(expected.length);
      expect(await ids({ _id: { $in: odd.map((n) => `d${n}`) } })).toEqual(expected);
      expect(await ids({ postId: { $in: [...odd.map((n) => `p${n}`), 1] } })).toEqual([...expected, "x-number"].sort());
      expect(await ids({ tags: { $in: odd.map((n) => `t${n}`) } })).toEqual(expected);
      expect(await ids({ n: { $in: [...odd, null] } })).toEqual([...expected, "x-missing", "x-null"].sort());
      expect(await ids({ n: { $in: [...odd, true] } })).toEqual([...expected, "x-true"].sort());
    });

    it("$nin keeps every other document, missing and null fields among them", async () => {
      const listed = new Set(expected);
      const others = ["x-missing", "x-null", "x-number", "x-text", "x-true", ...Array.from({ length: STORED }, (_, n) => `d${n}`)]
        .filter((id) => !listed.has(id))
        .sort();
      expect(await ids({ n: { $nin: odd } })).toEqual(others);
      expect(await rows().countDocuments({ _id: { $nin: odd.map((n) => `d${n}`) } })).toBe(others.length);
    });

    it("$or of that many branches finds the same documents as $in", async () => {
      expect(await ids({ $or: odd.map((n) => ({ n })) })).toEqual(expected);
      expect(await ids({ $or: odd.map((n) => ({ postId: `p${n}` })) })).toEqual(expected);
      if (size <= 1_000) {
        // Branches on two fields cannot fold into one list: they nest instead.
        expect(await ids({ $or: odd.map((n) => ({ n, tags: "all" })) })).toEqual(expected);
        expect(await ids({ $and: odd.map((n) => ({ _id: { $ne: `d${n}` } })) })).toHaveLength(STORED + decoys.length - expected.length);
      }
    });

    it("updates and deletes exactly the listed documents", async () => {
      expect(await rows().updateMany({ _id: { $in: odd.map((n) => `d${n}`) } }, { $set: { marked: true } })).toEqual({
        matchedCount: expected.length,
        upserted: false,
      });
      expect(await ids({ marked: true })).toEqual(expected);
      expect(await rows().deleteMany({ n: { $in: odd } })).toBe(expected.length);
      expect(await rows().countDocuments({})).toBe(STORED + decoys.length - expected.length);
      expect(await rows().countDocuments({ marked: true })).toBe(0);
    });
  });

  describe("posts repository", () => {
    beforeEach(async () => {
      await repos.posts.insert(post("p1", { createdAt: at(1), tags: ["Soil", "Water"] }));
      await repos.posts.insert(post("p2", { createdAt: at(2), tags: ["Drones"], isFeatured: true }));
      await repos.posts.insert(post("p3", { createdAt: at(3), tags: ["Soil", "Drones"], isFeatured: true }));
      await repos.posts.insert(post("draft", { createdAt: at(4), isPublished: false, isFeatured: true, tags: ["Soil"] }));
    });

    it("lists published posts newest first with a total, without bodies", async () => {
      const { items, total } = await repos.posts.listPublished({ limit: 2, offset: 0 });
      expect(total).toBe(3);
      expect(items.map((item) => item._id)).toEqual(["p3", "p2"]);
      expect(items[0]).not.toHaveProperty("html");
      expect(items[0]).not.toHaveProperty("markdown");
      const next = await repos.posts.listPublished({ limit: 2, offset: 2 });
      expect(next.items.map((item) => item._id)).toEqual(["p1"]);
    });

    it("filters by tag key, lists featured and posts sharing tags", async () => {
      expect((await repos.posts.listPublished({ limit: 10, offset: 0, tagKey: "soil" })).items.map((p) => p._id)).toEqual(["p3", "p1"]);
      expect((await repos.posts.listFeatured(10)).map((p) => p._id)).toEqual(["p3", "p2"]);
      expect((await repos.posts.listSharingTags(["soil", "water"], "p1", 10)).map((p) => p._id)).toEqual(["p3"]);
      expect((await repos.posts.listSharingTags(["soil", "drones"], "p1", 1)).map((p) => p._id)).toEqual(["p3"]);
    });

    it("finds by slug, id and old slug, and knows which slugs are taken", async () => {
      await repos.posts.insert(post("p4", { slug: "new-slug", oldSlugs: ["old-slug"] }));
      expect((await repos.posts.findBySlugOrId("new-slug"))?._id).toBe("p4");
      expect((await repos.posts.findBySlugOrId("p4"))?._id).toBe("p4");
      expect((await repos.posts.findBySlugOrId("old-slug"))?._id).toBe("p4");
      expect(await repos.posts.findBySlugOrId("missing")).toBeNull();
      expect(await repos.posts.slugTaken("old-slug")).toBe(true);
      expect(await repos.posts.slugTaken("new-slug", "p4")).toBe(false);
      expect(await repos.posts.slugTaken("free")).toBe(false);
    });

    it("replaces a post only at the expected version", async () => {
      const current = (await repos.posts.findById("p1"))!;
      expect(await repos.posts.replaceIfVersion({ ...current, title: "v2", version: 2 }, 1)).toBe(true);
      expect(await repos.posts.replaceIfVersion({ ...current, title: "stale", version: 2 }, 1)).toBe(false);
      expect((await repos.posts.findById("p1"))?.title).toBe("v2");
    });

    it("lists every post with just the projected fields, and its type says which they are", async () => {
      const [row] = await repos.posts.listAll({ title: 1, slug: 1 });
      expect(Object.keys(row).sort()).toEqual(["_id", "slug", "title"]);
      expectTypeOf(row).toEqualTypeOf<Pick<PostRecord, "_id" | "title" | "slug">>();
      // @ts-expect-error the body was not asked for, so reading it must not compile
      expect(row.markdown).toBeUndefined();
      const [card] = await repos.posts.listAll();
      expect(card).not.toHaveProperty("html");
      // @ts-expect-error cards carry no body
      expect(card.html).toBeUndefined();
    });

    it("deletes and counts", async () => {
      expect(await repos.posts.delete("p2")).toBe(true);
      expect(await repos.posts.delete("p2")).toBe(false);
      expect(await repos.posts.count({ isPublished: true })).toBe(2);
    });
  });

  describe("comments repository", () => {
    it("lists approved comments for a post oldest first, approves and deletes", async () => {
      const base = { postId: "p1", authorName: "A", authorEmail: "a@example.com", content: "hi" };
      await repos.comments.insert({ _id: "c2", ...base, isApproved: true, createdAt: at(2) });
      await repos.comments.insert({ _id: "c1", ...base, isApproved: true, createdAt: at(1) });
      await repos.comments.insert({ _id: "c3", ...base, isApproved: false, createdAt: at(3) });
      await repos.comments.insert({ _id: "c4", ...base, postId: "p2", isApproved: true, createdAt: at(4) });
      expect((await repos.comments.listApproved("p1")).map((c) => c._id)).toEqual(["c1", "c2"]);
      expect((await repos.comments.listAll()).map((c) => c._id)).toEqual(["c4", "c3", "c2", "c1"]);
      expect(await repos.comments.approve("c3")).toBe(true);
      expect(await repos.comments.approve("zz")).toBe(false);
      expect((await repos.comments.listApproved("p1")).map((c) => c._id)).toEqual(["c1", "c2", "c3"]);
      expect(await repos.comments.delete("c1")).toBe(true);
      expect(await repos.comments.deleteForPost("p1")).toBe(2);
      expect(await repos.comments.count()).toBe(1);
    });
  });

  describe("subscribers repository", () => {
    const request = (tokenHash: string, day: number) => ({ tokenHash, expiresAt: at(day + 2), now: at(day) });

    it("adds an address once, as pending, and counts only the ones that receive posts", async () => {
      expect(await repos.subscribers.addPending("a@example.com", "s1", request("h1", 1))).toBe(true);
      expect(await repos.subscribers.addPending("a@example.com", "s2", request("h2", 2))).toBe(false);
      expect((await repos.subscribers.findByEmail("a@example.com"))?.createdAt.toISOString()).toBe(at(1).toISOString());
      expect(await repos.subscribers.count()).toBe(0);
      expect(await repos.subscribers.confirm("s1", at(2))).toBe(true);
      expect(await repos.subscribers.confirm("s1", at(3))).toBe(false);
      expect(await repos.subscribers.count()).toBe(1);
    });

    it("renews a confirmation at most once in the window, never for a confirmed address", async () => {
      await repos.subscribers.addPending("b@example.com", "s1", request("h1", 1));
      expect(await repos.subscribers.renewConfirmation("s1", request("h2", 1), at(1))).toBe(false);
      expect(await repos.subscribers.renewConfirmation("s1", request("h2", 3), at(2))).toBe(true);
      expect(await repos.subscribers.renewConfirmation("s1", request("h3", 3), at(2))).toBe(false);
      expect((await repos.subscribers.findByConfirmToken("h2"))?._id).toBe("s1");
      expect(await repos.subscribers.findByConfirmToken("h1")).toBeNull();

      await repos.subscribers.confirm("s1", at(3));
      expect(await repos.subscribers.renewConfirmation("s1", request("h4", 9), at(8))).toBe(false);
      await repos.subscribers.unsubscribe("s1", at(10));
      expect((await repos.subscribers.findById("s1"))?.status).toBe("unsubscribed");
      expect(await repos.subscribers.renewConfirmation("s1", request("h5", 11), at(10))).toBe(true);
      expect((await repos.subscribers.findById("s1"))?.status).toBe("pending");
    });
  });

  describe("mail queue repository", () => {
    const queued = (id: string, day: number): QueuedMailRecord => ({
      _id: id,
      kind: "confirmation",
      to: `${id}@example.com`,
      subscriberId: id,
      subject: "s",
      html: "h",
      text: "t",
      status: "pending",
      attempts: 0,
      nextAttemptAt: at(day),
      createdAt: at(day),
    });

    it("hands out due messages oldest first, to one claimer only, and takes back a lapsed claim", async () => {
      await repos.mailQueue.enqueue(queued("m2", 2));
      await repos.mailQueue.enqueue(queued("m1", 1));
      await repos.mailQueue.enqueue(queued("later", 9));
      const due = await repos.mailQueue.due(at(5), 10);
      expect(due.map((mail) => mail._id)).toEqual(["m1", "m2"]);

      expect(await repos.mailQueue.claim(due[0], at(6))).toBe(true);
      expect(await repos.mailQueue.claim(due[0], at(6))).toBe(false);
      expect((await repos.mailQueue.due(at(5), 10)).map((mail) => mail._id)).toEqual(["m2"]);
      // The claimer died: once its lease is over the message is due again, and claimed anew once.
      const lapsed = await repos.mailQueue.due(at(7), 10);
      expect(lapsed.map((mail) => mail._id)).toEqual(["m1", "m2"]);
      expect(await repos.mailQueue.claim(lapsed[0], at(8))).toBe(true);
      expect(await repos.mailQueue.claim(lapsed[0], at(8))).toBe(false);

      await repos.mailQueue.markSent("m1", at(7));
      await repos.mailQueue.retryLater("m2", at(20), "421 try later");
      await repos.mailQueue.markFailed("later", "550 no such user");
      expect(await repos.mailQueue.due(at(19), 10)).toEqual([]);
      expect(await repos.mailQueue.find("m1")).toMatchObject({ status: "sent", attempts: 2 });
      expect(await repos.mailQueue.find("m2")).toMatchObject({ status: "pending", lastError: "421 try later" });
    });
  });

  describe("post revisions repository", () => {
    const revision = (postId: string, number: number, overrides: Partial<PostRevisionRecord> = {}): PostRevisionRecord => ({
      _id: `${postId}-${number}`,
      postId,
      number,
      kind: "edit",
      title: `Take ${number}`,
      markdown: `Body ${number}`,
      excerpt: "",
      hasCustomExcerpt: false,
      tags: ["Soil"],
      category: { name: "Technology", color: "#4A7C2A" },
      featuredImage: "",
      slug: "take",
      isPublished: false,
      savedBy: { id: "u1", name: "Mara" },
      firstSavedAt: at(number),
      savedAt: at(number),
      postVersion: number,
      wordsAdded: 1,
      wordsRemoved: 0,
      autosaves: 0,
      ...overrides,
    });

    it("takes each number of a post once, and finds the newest, the one before and any by number", async () => {
      for (const number of [1, 2, 3]) expect(await repos.postRevisions.insert(revision("p1", number))).toBe(true);
      expect(await repos.postRevisions.insert(revision("p1", 3, { _id: "another" }))).toBe(false);
      expect(await repos.postRevisions.insert(revision("p2", 3))).toBe(true);
      expect((await repos.postRevisions.latest("p1"))?.number).toBe(3);
      expect((await repos.postRevisions.latest("p1", 3))?.number).toBe(2);
      expect(await repos.postRevisions.latest("p1", 1)).toBeNull();
      expect(await repos.postRevisions.find("p1", 2)).toMatchObject({
        markdown: "Body 2",
        savedAt: at(2),
        category: { name: "Technology" },
      });
      expect(await repos.postRevisions.find("p1", 9)).toBeNull();
    });

    it("lists a post's revisions newest first without their bodies", async () => {
      for (const number of [1, 2, 3]) await repos.postRevisions.insert(revision("p1", number));
      await repos.postRevisions.insert(revision("p2", 1));
      const list = await repos.postRevisions.list("p1");
      expect(list.map((entry) => entry.number)).toEqual([3, 2, 1]);
      expect(list[0]).not.toHaveProperty("markdown");
      expect(list[0]).toMatchObject({ title: "Take 3", savedBy: { id: "u1", name: "Mara" }, firstSavedAt: at(3) });
    });

    it("folds a save into a revision only while it is at the version read", async () => {
      await repos.postRevisions.insert(revision("p1", 1, { autosaves: 1 }));
      const read = (await repos.postRevisions.latest("p1"))!;
      const changes = {
        title: "Take 1",
        markdown: "Body folded",
        excerpt: "",
        hasCustomExcerpt: false,
        tags: ["Soil"],
        category: { name: "Technology", color: "#4A7C2A" },
        featuredImage: "",
        slug: "take",
        isPublished: false,
        savedAt: at(5),
        postVersion: 2,
        wordsAdded: 3,
        wordsRemoved: 1,
      };
      expect(await repos.postRevisions.fold(read, changes)).toBe(true);
      expect(await repos.postRevisions.fold(read, { ...changes, markdown: "Lost" })).toBe(false);
      expect(await repos.postRevisions.find("p1", 1)).toMatchObject({
        markdown: "Body folded",
        savedAt: at(5),
        firstSavedAt: at(1),
        postVersion: 2,
        wordsAdded: 3,
        autosaves: 2,
      });
    });

    it("prunes all but the newest revisions and those readers saw, one post at a time, and deletes a post's history", async () => {
      const seenByReaders = new Map<number, "publish" | "edit">([
        [2, "publish"],
        [4, "edit"],
      ]);
      for (let number = 1; number <= 8; number++) {
        const kind = seenByReaders.get(number);
        await repos.postRevisions.insert(revision("p1", number, kind ? { kind, isPublished: true } : { kind: "edit" }));
      }
      await repos.postRevisions.insert(revision("p2", 1));
      expect(await repos.postRevisions.prune("p1", 3)).toBe(3);
      expect((await repos.postRevisions.list("p1")).map((entry) => entry.number)).toEqual([8, 7, 6, 4, 2]);
      expect(await repos.postRevisions.prune("p1", 3)).toBe(0);
      expect(await repos.postRevisions.prune("p2", 3)).toBe(0);
      expect(await repos.postRevisions.deleteForPost("p1")).toBe(5);
      expect(await repos.postRevisions.list("p1")).toEqual([]);
      expect((await repos.postRevisions.list("p2")).length).toBe(1);
    });
  });

  describe("users repository", () => {
    it("stores accounts, finds them by provider and records sign-ins", async () => {
      await repos.users.insert({
        _id: "u1",
        provider: "github",
        providerId: "42",
        name: "M",
        email: "m@example.com",
        avatar: "",
        createdAt: at(1),
        lastSignInAt: at(1),
      });
      expect((await repos.users.findByProvider("github", "42"))?._id).toBe("u1");
      expect(await repos.users.findByProvider("google", "42")).toBeNull();
      await repos.users.recordSignIn("u1", { name: "Mara", email: "m@example.com", avatar: "/a.png" }, at(5));
      expect(await repos.users.findById("u1")).toMatchObject({ name: "Mara", avatar: "/a.png" });
      expect((await repos.users.list()).length).toBe(1);
    });
  });

  describe("spam filter repository", () => {
    it("adds each token's lessons, more tokens than one batch holds, and takes one back", async () => {
      const tokens = Array.from({ length: 1_200 }, (_, n) => `word${n}`);
      await repos.spamFilter.teach(tokens, "ham", 1);
      const lessons: SpamLessons = new Map(tokens.map((token) => [token, { spam: 2, ham: -1 }]));
      lessons.set("fresh", { spam: 1 });
      await repos.spamFilter.learn(lessons);
      const learned = new Map((await repos.spamFilter.learnedFor([...tokens, "fresh", "never"])).map((record) => [record._id, record]));
      expect(learned.size).toBe(tokens.length + 2);
      expect(learned.get("word0")).toEqual({ _id: "word0", spam: 2, ham: 0 });
      expect(learned.get("word1199")).toEqual({ _id: "word1199", spam: 2, ham: 0 });
      expect(learned.get("fresh")).toEqual({ _id: "fresh", spam: 1 });
      expect(learned.get(TAUGHT_DOCUMENTS)).toEqual({ _id: TAUGHT_DOCUMENTS, ham: 1 });
      expect(learned.has("never")).toBe(false);
    });
  });

  describe("settings repository", () => {
    it("stores, replaces and deletes named values", async () => {
      expect(await repos.settings.get("profile")).toBeNull();
      await repos.settings.set("profile", { name: "Mara" }, at(1));
      await repos.settings.set("profile", { name: "Mara L" }, at(2));
      expect(await repos.settings.get("profile")).toEqual({ name: "Mara L" });
      await repos.settings.delete("profile");
      expect(await repos.settings.get("profile")).toBeNull();
    });
  });

  describe("sessions repository", () => {
    it("returns a live session, hides an expired one and cleans up", async () => {
      await repos.sessions.set("live", '{"a":1}', at(10));
      await repos.sessions.set("old", '{"a":2}', at(2));
      expect(await repos.sessions.get("live", at(5))).toBe('{"a":1}');
      expect(await repos.sessions.get("old", at(5))).toBeNull();
      await repos.sessions.touch("old", at(20));
      expect(await repos.sessions.get("old", at(5))).toBe('{"a":2}');
      expect(await repos.sessions.deleteExpired(at(15))).toBe(1);
      await repos.sessions.destroy("old");
      expect(await repos.sessions.get("old", at(5))).toBeNull();
    });
  });

  describe("uploaded files", () => {
    it("saves, reads back, lists sorted and replaces a name saved again", async () => {
      const name = `contract-${Date.now()}`;
      const picture = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 255]);
      const large = Buffer.alloc(600 * 1024, 7);
      await store.files.save(`${name}-b.webp`, picture);
      await store.files.save(`${name}-a.png`, large);
      expect(await store.files.read(`${name}-b.webp`)).toEqual(picture);
      expect(await store.files.read(`${name}-a.png`)).toEqual(large);
      expect((await store.files.list()).filter((stored) => stored.startsWith(name))).toEqual([`${name}-a.png`, `${name}-b.webp`]);

      await store.files.save(`${name}-b.webp`, Buffer.from("second"));
      expect((await store.files.read(`${name}-b.webp`))?.toString()).toBe("second");
      expect((await store.files.list()).filter((stored) => stored.startsWith(name))).toHaveLength(2);
    });

    it("finds nothing under a missing name or one no upload can have, and refuses to save one", async () => {
      expect(await store.files.read("missing-480.webp")).toBeNull();
      for (const name of ["../furrow.db", ".hidden.webp", "a/b.webp", "notes.txt", ""]) {
        expect(await store.files.read(name), name).toBeNull();
        await expect(store.files.save(name, Buffer.from("x")), name).rejects.toThrow(/not a name/);
      }
    });
  });
});

describe("SQLite engine persistence", () => {
  const open = (dir: string) => SqliteStore.open(dir, COLLECTION_NAMES);

  it("keeps every write across a close and reopen", async () => {
    const dir = await mkdtemp(join(tmpdir(), "furrow-persist-"));
    try {
      const first = await open(dir);
      await ensureIndexes(first);
      await createRepositories(first).posts.insert(post("kept", { createdAt: at(7) }));
      await first.close();
      const second = await open(dir);
      const found = await createRepositories(second).posts.findById("kept");
      await second.close();
      expect(found?.createdAt).toEqual(at(7));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
