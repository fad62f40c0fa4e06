import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Document } from "../../../store/types";
import { archiveContents } from "../../../test/archive-contents";
import { startTestApp, type TestApp } from "../../../test/test-app";
import { CHUNK_BYTES, CHUNK_DOCUMENTS, COLLECTIONS_FOLDER } from "./archive-format";
import { writeArchive } from "./write-archive";

const at = new Date("2026-11-20T10:00:00Z");

// Enough small documents for several chunks by count, a run of large ones that fill chunks by
// size, and one longer than a chunk, between them so that it cuts a chunk short.
const SMALL = Array.from(
  { length: CHUNK_DOCUMENTS * 2 + 7 },
  (_, n) => ({ _id: `a-${String(n).padStart(5, "0")}`, path: `/old/${n}`, at }) as Document,
);
const LARGE = Array.from({ length: 9 }, (_, n) => ({ _id: `b-${n}`, body: `${n} Grüße 🌱 `.repeat(20_000) }) as Document);
const LONGER_THAN_A_CHUNK = { _id: "b-5-longest", body: "ü".repeat(CHUNK_BYTES) } as Document;

interface Entry {
  name: string;
  size: number;
  lines: number;
}

async function entriesOf(file: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  for await (const entry of extract) {
    let lines = 0;
    for await (const chunk of entry as AsyncIterable<Buffer>) for (const byte of chunk) if (byte === 0x0a) lines += 1;
    entries.push({ name: entry.header.name, size: entry.header.size ?? 0, lines });
  }
  await reading;
  return entries;
}

describe("the documents in a backup archive's chunks", () => {
  let t: TestApp;
  let work: string;

  beforeAll(async () => {
    t = await startTestApp();
    work = await mkdtemp(join(tmpdir(), "furrow-archive-chunks-"));
    await t.store
      .collection("importedPaths")
      .bulkWrite([...SMALL, ...LARGE, LONGER_THAN_A_CHUNK].map((document) => ({ insertOne: { document } })));
  });

  afterAll(async () => {
    await t.close();
    await rm(work, { recursive: true, force: true });
  });

  it("are at most 500 documents and 1 MB a chunk, numbered in order, with a document longer than a chunk in one of its own, and read back whole", async () => {
    const file = join(work, "archive.tar.gz");
    await writeArchive(t.store, createWriteStream(file), { now: at });

    const chunks = (await entriesOf(file)).filter((entry) => entry.name.startsWith(`${COLLECTIONS_FOLDER}importedPaths/`));
    expect(chunks.map((chunk) => chunk.name)).toEqual(
      chunks.map((_, n) => `${COLLECTIONS_FOLDER}importedPaths/${String(n + 1).padStart(6, "0")}.jsonl`),
    );
    expect(chunks.reduce((sum, chunk) => sum + chunk.lines, 0)).toBe(SMALL.length + LARGE.length + 1);
    const alone = chunks.filter((chunk) => chunk.size > CHUNK_BYTES);
    expect(alone).toEqual([expect.objectContaining({ lines: 1 })]);
    for (const chunk of chunks) expect(chunk.lines).toBeLessThanOrEqual(CHUNK_DOCUMENTS);
    // Full chunks: by count among the small documents, by size among the large ones.
    expect(chunks.filter((chunk) => chunk.lines === CHUNK_DOCUMENTS)).toHaveLength(2);
    expect(
      chunks.filter((chunk) => chunk.size <= CHUNK_BYTES && chunk.size > CHUNK_BYTES - 300_000 && chunk.lines < 10).length,
    ).toBeGreaterThanOrEqual(2);

    const { collections } = await archiveContents(file);
    expect(collections.importedPaths).toEqual(await t.store.collection("importedPaths").find({}, { sort: { _id: 1 } }));
  });
});
