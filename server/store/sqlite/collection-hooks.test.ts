import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { COLLECTION_NAMES, type CollectionHook, type Document } from "../types";
import { SqliteStore } from "./sqlite-store";

type Row = Document & { n: number };

describe("hooks on a collection of the SQLite engine", () => {
  let dataDir: string;
  let writer: SqliteStore;
  let reader: SqliteStore;

  /** A hook that records what it is told. */
  const recording = () => {
    const heard = { written: [] as string[], changed: 0 };
    const hook: CollectionHook = {
      written: (document) => heard.written.push(document._id),
      changed: () => heard.changed++,
    };
    return { heard, hook };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-hooks-"));
    writer = await SqliteStore.open(dataDir, COLLECTION_NAMES);
    reader = await SqliteStore.open(dataDir, COLLECTION_NAMES);
  });
  afterAll(async () => {
    await reader.close();
    await writer.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await writer.collection("settings").deleteMany({});
    await writer.collection("posts").deleteMany({});
    reader.checkForOutsideWrites();
  });

  it("is told of each document inserted or replaced inside the write, and once after each write to its collection only", async () => {
    const { heard, hook } = recording();
    const unregister = writer.registerHook("settings", hook);
    try {
      const rows = writer.collection<Row>("settings");
      await rows.insertOne({ _id: "a", n: 1 });
      await rows.bulkWrite([
        { insertOne: { document: { _id: "b", n: 2 } } },
        { updateOne: { filter: { _id: "c" }, update: { $set: { n: 3 } }, upsert: true } },
      ]);
      await rows.updateMany({ n: { $gte: 2 } }, { $inc: { n: 10 } });
      writer.replaceAll("settings", [{ _id: "d" }]);
      await writer.collection<Row>("sessions").insertOne({ _id: "elsewhere", n: 0 });
      expect(heard.written).toEqual(["a", "b", "c", "b", "c", "d"]);
      expect(heard.changed).toBe(4);
    } finally {
      unregister();
    }
    await writer.collection<Row>("settings").insertOne({ _id: "after", n: 0 });
    expect(heard.written).not.toContain("after");
  });

  it("undoes the write when the hook fails inside it", async () => {
    const unregister = writer.registerHook("settings", {
      written: (document) => {
        if (document._id === "refused") throw new Error("the index beside it cannot take this");
      },
    });
    try {
      const rows = writer.collection<Row>("settings");
      await expect(rows.insertOne({ _id: "refused", n: 1 })).rejects.toThrow(/cannot take this/);
      expect(await rows.countDocuments({})).toBe(0);
    } finally {
      unregister();
    }
  });

  it("is told once another process's writes to its collection are seen, and not of writes elsewhere", async () => {
    const { heard, hook } = recording();
    const unregister = reader.registerHook("posts", hook);
    try {
      await writer.collection<Row>("posts").insertOne({ _id: "p1", n: 1 });
      expect(heard.changed).toBe(0);
      reader.checkForOutsideWrites();
      expect(heard.changed).toBe(1);
      await writer.collection<Row>("settings").insertOne({ _id: "profile", n: 1 });
      reader.checkForOutsideWrites();
      expect(heard.changed).toBe(1);
      // The other process's documents were written there: this process's hook never sees them.
      expect(heard.written).toEqual([]);
    } finally {
      unregister();
    }
  });
});
