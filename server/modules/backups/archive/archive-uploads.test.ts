import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiveContents } from "../../../test/archive-contents";
import { startTestApp, type TestApp } from "../../../test/test-app";
import { writeArchive } from "./write-archive";

const at = new Date("2026-11-20T10:00:00Z");

// Empty, one byte, around 64 KB (a file stream's read) and several of those, each read back whole.
const SIZES = [0, 1, 64 * 1024, 64 * 1024 + 1, 700 * 1024 + 3, 5_000];

/** The files as base64 text: compared as strings, not a byte at a time as Buffers are. */
const asText = (files: Record<string, Buffer>) =>
  Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, bytes.toString("base64")]));

describe("the uploads in a backup archive", () => {
  let t: TestApp;
  let work: string;
  const uploads: Record<string, Buffer> = {};

  beforeAll(async () => {
    t = await startTestApp();
    work = await mkdtemp(join(tmpdir(), "furrow-archive-uploads-"));
    for (const [index, size] of SIZES.entries()) {
      // Noise, which gzip cannot shrink, and named so that the big ones come one after another.
      const name = `upload-${index}.png`;
      uploads[name] = randomBytes(size);
      await t.store.files.save(name, uploads[name]);
    }
  });

  afterAll(async () => {
    await t.close();
    await rm(work, { recursive: true, force: true });
  });

  it("come out of the archive byte for byte, whatever their sizes", async () => {
    const file = join(work, "from-disk.tar.gz");
    const report = await writeArchive(t.store, createWriteStream(file), { now: at });
    expect(report.uploads).toBe(SIZES.length);
    expect(asText((await archiveContents(file)).uploads)).toEqual(asText(uploads));
  });
});
