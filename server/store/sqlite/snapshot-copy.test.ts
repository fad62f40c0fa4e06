import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../lib/ids";
import { COLLECTION_NAMES } from "../types";
import { SqliteStore } from "./sqlite-store";

describe("a SQLite snapshot's copy of the database", () => {
  let dataDir: string;
  let store: SqliteStore;
  const copyCount = (file: string) => {
    const copy = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return {
        notes: copy.prepare(`SELECT count(*) FROM "subscribers"`).pluck().get() as number,
        integrity: copy.pragma("integrity_check", { simple: true }),
      };
    } finally {
      copy.close();
    }
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-snapshot-copy-"));
    store = await SqliteStore.open(dataDir, COLLECTION_NAMES);
    const subscribers = store.collection("subscribers");
    for (let n = 0; n < 200; n++)
      await subscribers.insertOne({ _id: newId(), email: `reader${n}@example.com`, status: "active", createdAt: new Date() } as never);
  });

  afterAll(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("holds every committed document, passes its integrity check, and opens read-only with no log files beside it", async () => {
    const file = join(dataDir, "whole.db");
    await store.snapshotTo(file);
    expect(copyCount(file)).toEqual({ notes: 200, integrity: "ok" });
    expect([existsSync(`${file}-wal`), existsSync(`${file}-shm`)]).toEqual([false, false]);
  });

  it("holds the store as it was at one moment while this process goes on writing", async () => {
    const file = join(dataDir, "during-writes.db");
    const subscribers = store.collection("subscribers");
    const before = await subscribers.countDocuments({});
    let copied = false;
    const copying = store.snapshotTo(file).then(() => (copied = true));
    let writtenMeanwhile = 0;
    while (!copied) {
      await subscribers.insertOne({
        _id: newId(),
        email: `late${writtenMeanwhile}@example.com`,
        status: "active",
        createdAt: new Date(),
      } as never);
      writtenMeanwhile++;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await copying;
    expect(writtenMeanwhile).toBeGreaterThan(0);
    const { notes, integrity } = copyCount(file);
    expect(integrity).toBe("ok");
    expect(notes).toBeGreaterThanOrEqual(before);
    expect(notes).toBeLessThanOrEqual(before + writtenMeanwhile);
  });

  it("fails with a plain reason, not a stack, when the copy's folder does not exist", async () => {
    await expect(store.snapshotTo(join(dataDir, "no-such-folder", "copy.db"))).rejects.toThrow(
      /^Cannot save backup because the directory does not exist$/,
    );
  });
});
