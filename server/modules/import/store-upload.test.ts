import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importsDir, storeUpload } from "./store-upload";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "furrow-upload-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const chunks = (count: number, size: number) => Readable.from(Array.from({ length: count }, () => Buffer.alloc(size, 97)));

describe("storing an upload", () => {
  it("writes the body to the imports folder as it arrives", async () => {
    const stored = await storeUpload(chunks(4, 1000), dataDir, "ok.upload", 10_000);
    expect(stored.bytes).toBe(4000);
    expect(existsSync(stored.path)).toBe(true);
  });

  it("refuses a body that passes the limit without saying its length beforehand, and keeps nothing of it", async () => {
    await expect(storeUpload(chunks(20, 1000), dataDir, "big.upload", 10_000)).rejects.toMatchObject({ status: 413 });
    expect(await readdir(importsDir(dataDir))).not.toContain("big.upload");
  });

  it("refuses an empty body", async () => {
    await expect(storeUpload(Readable.from([]), dataDir, "empty.upload", 10_000)).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/empty/),
    });
    expect(await readdir(importsDir(dataDir))).not.toContain("empty.upload");
  });
});
