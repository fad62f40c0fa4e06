import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTION_NAMES } from "../types";
import { SqliteStore } from "./sqlite-store";

describe("a sweep through the whole store (an archive)", () => {
  let dataDir: string;
  let store: SqliteStore;
  const cacheSize = () => (store.statement("PRAGMA cache_size").get() as { cache_size: number }).cache_size;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-sweep-"));
    store = await SqliteStore.open(dataDir, COLLECTION_NAMES);
  });

  afterAll(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("reads with a small page cache, and two that overlap leave the cache as they found it", async () => {
    const before = cacheSize();
    let endFirst!: () => void;
    const first = store.readingThrough(() => new Promise<void>((resolve) => (endFirst = resolve)));
    expect(cacheSize()).toBe(-1024);
    let endSecond!: () => void;
    const second = store.readingThrough(() => new Promise<void>((resolve) => (endSecond = resolve)));
    // The first ends while the second still reads: the second keeps its small cache.
    endFirst();
    await first;
    expect(cacheSize()).toBe(-1024);
    endSecond();
    await second;
    expect(cacheSize()).toBe(before);
    expect(before).not.toBe(-1024);
  });

  it("puts the cache back when the sweep fails", async () => {
    const before = cacheSize();
    await expect(store.readingThrough(() => Promise.reject(new Error("the reader went away")))).rejects.toThrow("the reader went away");
    expect(cacheSize()).toBe(before);
  });
});
