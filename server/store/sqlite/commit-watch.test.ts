import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CommitWatch, commitWatch } from "./commit-watch";

// Elsewhere the watch cannot find SQLite's descriptor and always says yes, which is safe but not what is checked here.
describe.runIf(process.platform === "linux")("the commit watch a response cache relies on", () => {
  let dir: string;
  let file: string;
  let reader: Database.Database;
  let writer: Database.Database;
  let watch: CommitWatch;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "furrow-commit-watch-"));
    file = join(dir, "watched.db");
    reader = new Database(file);
    reader.pragma("journal_mode = WAL");
    reader.exec("CREATE TABLE notes (body TEXT)");
    writer = new Database(file);
    watch = commitWatch(file);
  });
  afterAll(async () => {
    watch.stop();
    writer.close();
    reader.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("says nothing was committed until another connection commits, then says so once", () => {
    watch.mayHaveCommitted();
    expect(watch.mayHaveCommitted()).toBe(false);
    writer.prepare("INSERT INTO notes VALUES ('one')").run();
    expect(watch.mayHaveCommitted()).toBe(true);
    expect(watch.mayHaveCommitted()).toBe(false);
    reader.prepare("SELECT count(*) FROM notes").get();
    expect(watch.mayHaveCommitted()).toBe(false);
  });

  it("sees a commit made by another process", () => {
    watch.mayHaveCommitted();
    execFileSync(
      process.execPath,
      [
        "-e",
        `const db = new (require("better-sqlite3"))(${JSON.stringify(file)}); db.prepare("INSERT INTO notes VALUES ('two')").run(); db.close();`,
      ],
      { cwd: process.cwd() },
    );
    expect(watch.mayHaveCommitted()).toBe(true);
    expect(watch.mayHaveCommitted()).toBe(false);
  });

  it("sees the log emptied by a checkpoint and the next commit written from its start", () => {
    writer.pragma("wal_checkpoint(TRUNCATE)");
    expect(watch.mayHaveCommitted()).toBe(true);
    expect(watch.mayHaveCommitted()).toBe(false);
    writer.prepare("INSERT INTO notes VALUES ('three')").run();
    expect(watch.mayHaveCommitted()).toBe(true);
  });

  it("always says yes once stopped", () => {
    const stopped = commitWatch(file);
    stopped.stop();
    expect([stopped.mayHaveCommitted(), stopped.mayHaveCommitted()]).toEqual([true, true]);
  });
});
