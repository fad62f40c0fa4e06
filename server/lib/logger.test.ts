import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "./logger";

describe("the log's destination", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "furrow-log-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("adds to a file that already holds lines, in a folder it makes when missing", async () => {
    const file = join(dir, "logs", "furrow.log");
    const first = createLogger("info", { destination: file });
    first.info("From the first start");
    await first.flush();
    const second = createLogger("info", { destination: file });
    second.info("From the second start");
    await second.flush();
    const messages = (await readFile(file, "utf8"))
      .trim()
      .split("\n")
      .map((line) => (JSON.parse(line) as { message: string }).message);
    expect(messages).toEqual(["From the first start", "From the second start"]);
  });

  it("holds every line logged before a flush, in order, however many batches they fill", async () => {
    const file = join(dir, "many", "furrow.log");
    const logger = createLogger("info", { destination: file });
    // Enough for several 16 KB batches, and a last one left part-filled for the flush to hand over.
    for (let n = 1; n <= 1001; n++) logger.info("request", { n, path: "/api/blog-posts" });
    await logger.flush();
    const numbers = (await readFile(file, "utf8"))
      .trim()
      .split("\n")
      .map((line) => (JSON.parse(line) as { n: number }).n);
    expect(numbers).toEqual(Array.from({ length: 1001 }, (_, index) => index + 1));
  });

  it("keeps lines in other scripts and a line longer than a whole batch intact and in order", async () => {
    const file = join(dir, "wide", "furrow.log");
    const logger = createLogger("info", { destination: file });
    // Lines of three-byte characters, of many lengths, so that some land near a batch's end; every tenth longer than a batch.
    const message = (n: number) => (n % 10 === 9 ? "x".repeat(40_000) : `Grüße ${"麦".repeat(100 + ((n * 397) % 9000))} 🌾`);
    for (let n = 0; n < 200; n++) logger.info(message(n), { n });
    await logger.flush();
    const lines = (await readFile(file, "utf8"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { message: string; n: number });
    expect(lines.map(({ n }) => n)).toEqual(Array.from({ length: 200 }, (_, index) => index));
    expect(lines.every(({ message: logged, n }) => logged === message(n))).toBe(true);
  });

  it("keeps the lines a process logged just before it exits without a flush", async () => {
    const file = join(dir, "exit", "furrow.log");
    execFileSync(process.execPath, ["--import", "tsx", join(import.meta.dirname, "../test/log-then-exit.ts"), file, "301"]);
    const numbers = (await readFile(file, "utf8"))
      .trim()
      .split("\n")
      .map((line) => (JSON.parse(line) as { n: number }).n);
    // Every line, once. Their order is not promised here: a batch the process was writing on
    // libuv's thread when it exited lands after the rest, which the exit flush wrote on its own
    // thread (sonic-boom's flushSync cannot wait for it). Each line carries its time.
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 301 }, (_, index) => index + 1));
  });

  it("refuses, naming LOG_DESTINATION and the path, a file it cannot write", async () => {
    const notAFolder = join(dir, "plain-file");
    await writeFile(notAFolder, "");
    expect(() => createLogger("info", { destination: join(notAFolder, "furrow.log") })).toThrow(
      /^LOG_DESTINATION: cannot append to .*plain-file\/furrow\.log/,
    );
  });
});
