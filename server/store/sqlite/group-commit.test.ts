import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { statSync } from "node:fs";
import type Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COLLECTION_NAMES, DuplicateKeyError, type Document } from "../types";
import { SQLITE_FILE, SqliteStore } from "./sqlite-store";

interface Note extends Document {
  text: string;
}

/** The write-ahead log's size: every commit appends the pages it changed, so it grows with the commits. */
const walBytes = (dir: string): number => statSync(join(dir, `${SQLITE_FILE}-wal`)).size;

describe("the embedded store's group commit", () => {
  let dir: string;
  let store: SqliteStore;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "furrow-group-commit-"));
    store = await SqliteStore.open(dir, COLLECTION_NAMES);
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("commits writes asked for at once together, each settled only once it is committed", async () => {
    const notes = store.collection<Note>("settings");
    const writes = Array.from({ length: 20 }, (_, n) => notes.insertOne({ _id: `n${n}`, text: String(n) }));
    // Nothing is on disk, or visible, before the turn ends.
    expect(await notes.countDocuments()).toBe(0);
    await Promise.all(writes);
    expect(await notes.countDocuments()).toBe(20);
  });

  it("undoes a failing write alone: the others of its group are kept", async () => {
    const notes = store.collection<Note>("settings");
    await notes.insertOne({ _id: "taken", text: "first" });
    const results = await Promise.allSettled([
      notes.insertOne({ _id: "a", text: "a" }),
      notes.insertOne({ _id: "taken", text: "again" }),
      notes.updateOne({ _id: "a" }, { $set: { text: "a, changed" } }),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(DuplicateKeyError);
    expect(await notes.find({}, { sort: { _id: 1 } })).toEqual([
      { _id: "a", text: "a, changed" },
      { _id: "taken", text: "first" },
    ]);
  });

  it("keeps one caller's writes in the order asked, across collections", async () => {
    const settings = store.collection<Note>("settings");
    const limits = store.collection<Note>("rateLimits");
    const changed: string[] = [];
    store.onChange((name) => changed.push(name));
    await Promise.all([
      settings.insertOne({ _id: "x", text: "1" }),
      limits.insertOne({ _id: "y", text: "1" }),
      settings.updateOne({ _id: "x" }, { $set: { text: "2" } }),
      settings.deleteOne({ _id: "x" }),
    ]);
    expect(await settings.countDocuments()).toBe(0);
    expect(await limits.countDocuments()).toBe(1);
    // Each collection written is announced after the commit.
    expect(new Set(changed)).toEqual(new Set(["settings", "rateLimits"]));
  });

  it("commits a whole group with one transaction, where each write alone takes one each", async () => {
    const grouped = store.collection<Note>("settings");
    const before = walBytes(dir);
    await Promise.all(Array.from({ length: 50 }, (_, n) => grouped.insertOne({ _id: `g${n}`, text: "x" })));
    const groupedBytes = walBytes(dir) - before;

    const aloneDir = await mkdtemp(join(tmpdir(), "furrow-group-commit-off-"));
    const alone = await SqliteStore.open(aloneDir, COLLECTION_NAMES, { groupCommit: false });
    try {
      const start = walBytes(aloneDir);
      await Promise.all(Array.from({ length: 50 }, (_, n) => alone.collection<Note>("settings").insertOne({ _id: `g${n}`, text: "x" })));
      expect(await alone.collection("settings").countDocuments()).toBe(50);
      // Every commit writes the table's page and its index's again: fifty commits write far more.
      expect(walBytes(aloneDir) - start).toBeGreaterThan(groupedBytes * 10);
    } finally {
      await alone.close();
      await rm(aloneDir, { recursive: true, force: true });
    }
  });

  it("keeps every commit outside a group flushing inside COMMIT, with group flushes off the thread or not", async () => {
    const synchronous = (of: SqliteStore) => (of as unknown as { db: Database.Database }).db.pragma("synchronous", { simple: true });
    const notes = store.collection<Note>("settings");
    await Promise.all(Array.from({ length: 5 }, (_, n) => notes.insertOne({ _id: `f${n}`, text: "x" })));
    // 2 is FULL: what is not group-committed (an import's batch, a write that cannot wait) waits for the disk as before.
    expect(synchronous(store)).toBe(2);
    expect(await notes.countDocuments()).toBe(5);

    const inlineDir = await mkdtemp(join(tmpdir(), "furrow-group-commit-inline-"));
    const inline = await SqliteStore.open(inlineDir, COLLECTION_NAMES, { flushOffThread: false });
    try {
      await Promise.all(Array.from({ length: 5 }, (_, n) => inline.collection<Note>("settings").insertOne({ _id: `f${n}`, text: "x" })));
      expect(await inline.collection("settings").countDocuments()).toBe(5);
      expect(synchronous(inline)).toBe(2);
    } finally {
      await inline.close();
      await rm(inlineDir, { recursive: true, force: true });
    }
  });

  it("commits what is waiting before closing, and before a write that cannot wait", async () => {
    const notes = store.collection<Note>("settings");
    const waiting = notes.insertOne({ _id: "w", text: "waiting" });
    store.replaceAll("rateLimits", [{ _id: "r" }]);
    expect(await notes.countDocuments({ _id: "w" })).toBe(1);
    await waiting;
    const last = notes.insertOne({ _id: "z", text: "last" });
    await store.close();
    await last;
    store = await SqliteStore.open(dir, COLLECTION_NAMES);
    expect(await store.collection("settings").countDocuments()).toBe(2);
  });
});
