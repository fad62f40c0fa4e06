import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { openStore } from "../open-store";
import type { CommentRecord } from "../repositories/comments.record";
import type { ImportJobRecord } from "../repositories/imports.record";
import type { PostRecord } from "../repositories/posts.record";
import type { SubscriberRecord } from "../repositories/subscribers.record";
import { SQLITE_FILE, SqliteStore } from "../sqlite/sqlite-store";
import { COLLECTION_NAMES, type Document, type DocumentStore } from "../types";
import type { AnalyticsPeriodRecord } from "./001-analytics-counter-rows";
import { MIGRATIONS } from "./index";
import { storedSchemaVersion } from "./schema-version";

let dataDir: string | undefined;
const opened: DocumentStore[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

/** Opens the folder as the app does, noting the migrations run. */
async function open(dir: string): Promise<{ store: DocumentStore; ran: string[] }> {
  const ran: string[] = [];
  const store = await openStore({ dataDir: dir, onMigrated: (names) => ran.push(...names) });
  opened.push(store);
  return { store, ran };
}

/** Writes documents as an earlier release left them, through the raw collections, with no schema version. */
async function writeOld(dir: string, write: (store: SqliteStore) => Promise<void>): Promise<void> {
  const old = await SqliteStore.open(dir, COLLECTION_NAMES);
  try {
    await write(old);
  } finally {
    await old.close();
  }
}

const indexesOf = (dir: string, table: string) => {
  const db = new Database(join(dir, SQLITE_FILE), { readonly: true });
  try {
    return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?").pluck().all(table) as string[]).sort();
  } finally {
    db.close();
  }
};

/** A record of whatever shape an earlier release wrote. */
type Loose = Document & Record<string, unknown>;

const at = (iso: string) => new Date(iso);
const oldPost = { _id: "p1", slug: "drip-lines", publishedAt: at("2025-03-01T00:00:00Z"), isPublished: false, version: 4 };
const oldJob = (id: string, status: string, cursor: number) => ({
  _id: id,
  status,
  cursor,
  progress: { done: cursor, total: 90 },
  counts: { imported: cursor, updated: 0, unchanged: 0, skipped: 0, failed: 0 },
  report: [{ kind: "post", originalId: "1", title: "One", outcome: "imported" }],
});

describe("the store's migrations", () => {
  it("stamp a store opened for the first time with the latest version, running none", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-migrations-"));
    const { store, ran } = await open(dataDir);
    expect(ran).toEqual([]);
    expect(await storedSchemaVersion(store)).toBe(MIGRATIONS.length);
  });

  it("upgrade the records an earlier release wrote, once, and store the version; a second open runs nothing", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-migrations-"));
    await writeOld(dataDir, async (old) => {
      await old.collection<AnalyticsPeriodRecord>("analyticsDaily").insertOne({
        _id: "2026-11-23|site",
        day: "2026-11-23",
        kind: "site",
        counts: { abc: { c: 40, v: 12 } },
      });
      await old.collection("analyticsDaily").createIndex({ fields: { day: 1 } });
      await old.collection("analyticsDaily").createIndex({ fields: { month: 1 } });
      await old.collection<Loose>("posts").insertOne(oldPost);
      await old.collection<Loose>("posts").insertOne({ _id: "p2", slug: "a-draft", publishedAt: null, isPublished: false, version: 1 });
      await old.collection<Loose>("subscribers").insertOne({ _id: "s1", email: "ann@example.org", createdAt: at("2024-05-01T00:00:00Z") });
      await old.collection<Loose>("imports").insertOne(oldJob("stopped", "importing", 30));
      await old.collection<Loose>("imports").insertOne(oldJob("finished", "done", 90));
      await old
        .collection<Loose>("comments")
        .insertOne({ _id: "c1", isSpam: true, spamReasons: ["the filter scored it 97% spam", "3 links"] });
      await old.collection<Loose>("comments").insertOne({ _id: "c2", isSpam: true, spamReasons: ["the hidden field was filled"] });
      await old.collection<Loose>("comments").insertOne({ _id: "c3", isSpam: true, spamReasons: ["a reason no check gives"] });
      await old.collection<Loose>("comments").insertOne({ _id: "c4", isSpam: false });
    });

    const { store, ran } = await open(dataDir);
    expect(ran).toEqual(MIGRATIONS.map((migration, index) => `${String(index + 1).padStart(3, "0")} ${migration.name}`));
    expect(await storedSchemaVersion(store)).toBe(MIGRATIONS.length);
    expect(await store.collection("analyticsDaily").find({})).toEqual([
      { _id: "2026-11-23|site|abc", day: "2026-11-23", kind: "site", name: "abc", c: 40, v: 12, converted: true },
    ]);
    expect(indexesOf(dataDir, "analyticsDaily")).toEqual(["analyticsDaily_kind_1_day_1", "sqlite_autoindex_analyticsDaily_1"]);
    const posts = store.collection<PostRecord>("posts");
    expect((await posts.findOne({ _id: "p1" }))?.lastPublicSlug).toBe("drip-lines");
    expect(await posts.findOne({ _id: "p2" })).not.toHaveProperty("lastPublicSlug");
    expect(await store.collection<SubscriberRecord>("subscribers").findOne({ _id: "s1" })).toMatchObject({
      status: "confirmed",
      confirmedAt: at("2024-05-01T00:00:00Z"),
    });
    const jobs = store.collection<ImportJobRecord>("imports");
    expect(await jobs.findOne({ _id: "stopped" })).toMatchObject({ cursor: 0, progress: { done: 0 }, report: [], reportBytes: 0 });
    expect((await jobs.findOne({ _id: "stopped" }))?.counts.imported).toBe(0);
    expect(await jobs.findOne({ _id: "finished" })).toMatchObject({ cursor: 90, reportBytes: 0, counts: { imported: 90 } });
    const heldBy = async (id: string) => (await store.collection<CommentRecord>("comments").findOne({ _id: id }))?.heldBy;
    expect(await heldBy("c1")).toEqual(["filter", "rule:links"]);
    expect(await heldBy("c2")).toEqual(["rule:hidden-field"]);
    expect(await heldBy("c3")).toEqual([]);
    expect(await heldBy("c4")).toBeUndefined();
    await store.close();
    opened.length = 0;

    // Written in the old shape after the upgrade (nothing does that): the stored version says there is nothing to run.
    await writeOld(dataDir, (old) =>
      old.collection<Loose>("subscribers").insertOne({ _id: "s2", email: "bo@example.org", createdAt: at("2024-06-01T00:00:00Z") }),
    );
    const again = await open(dataDir);
    expect(again.ran).toEqual([]);
    expect(await again.store.collection<SubscriberRecord>("subscribers").findOne({ _id: "s2" })).not.toHaveProperty("status");
  });

  it("refuse data a later release wrote", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-migrations-"));
    await writeOld(dataDir, (old) => old.collection<Loose>("meta").insertOne({ _id: "schemaVersion", version: MIGRATIONS.length + 1 }));
    await expect(open(dataDir)).rejects.toThrow(/written by a later release of Furrow/);
  });
});
