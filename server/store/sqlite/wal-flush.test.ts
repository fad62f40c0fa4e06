import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createGroupCommit } from "./group-commit";
import { walFlusher } from "./wal-flush";

describe("the write-ahead log's flush off the server's thread", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "furrow-wal-flush-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("answers once the log is flushed, and refuses once closed", async () => {
    const log = join(dir, "furrow.db-wal");
    await writeFile(log, "frames");
    const flusher = walFlusher(log);
    const flushed = flusher.flush();
    // The flush is libuv's: this thread goes on before it ends.
    let settled = false;
    void flushed.then(() => (settled = true));
    expect(settled).toBe(false);
    await expect(flushed).resolves.toBeUndefined();
    await Promise.all([flusher.flush(), flusher.flush()]);
    flusher.close();
    await expect(flusher.flush()).rejects.toThrow("closed");
  });

  it("fails a flush when there is no log to flush", async () => {
    await expect(walFlusher(join(dir, "missing-wal")).flush()).rejects.toThrow(/ENOENT/);
  });
});

describe("group commit with the flush to come", () => {
  const inTurn = () => new Promise((resolve) => setImmediate(resolve));

  it("settles a group's writes only once its commit is on disk", async () => {
    let flushed!: () => void;
    const onDisk = new Promise<void>((resolve) => (flushed = resolve));
    const group = createGroupCommit(
      (_tables, body) => {
        body();
        return onDisk;
      },
      (operation) => operation(),
    );
    const settled: string[] = [];
    const writes = ["a", "b"].map((name) => group.write('"settings"', () => name).then((value) => settled.push(value)));
    await inTurn();
    await inTurn();
    expect(settled).toEqual([]);
    flushed();
    await Promise.all(writes);
    expect(settled).toEqual(["a", "b"]);
  });

  it("fails every write of a group whose flush failed, and only that group", async () => {
    let flushes = 0;
    const group = createGroupCommit(
      (_tables, body) => {
        body();
        return ++flushes === 1 ? Promise.reject(new Error("EIO: the disk failed")) : Promise.resolve();
      },
      (operation) => operation(),
    );
    const first = await Promise.allSettled([group.write('"settings"', () => 1), group.write('"rateLimits"', () => 2)]);
    expect(first.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect((first[0] as PromiseRejectedResult).reason).toEqual(new Error("EIO: the disk failed"));
    await expect(group.write('"settings"', () => 3)).resolves.toBe(3);
  });
});
