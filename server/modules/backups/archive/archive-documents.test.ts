import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Document } from "../../../store/types";
import { archiveContents } from "../../../test/archive-contents";
import { startTestApp, type TestApp } from "../../../test/test-app";
import { KEPT_COLLECTIONS } from "./kept-collections";
import { writeArchive } from "./write-archive";

const at = new Date("2026-11-20T10:00:00Z");

// What the SQLite engine stores with marks of its own (dates, strings that begin as a date's mark
// does) or that looks like them from inside a string, which the archive takes from the stored text.
const TRICKY: Document[] = [
  { _id: "dates", createdAt: at, nested: { at: new Date("1999-12-31T23:59:59.999Z"), list: [at, "plain", 3, null, true] } } as Document,
  { _id: "marks", startsLikeADate: "\u0001D:2026-01-01T00:00:00.000Z", startsLikeAMark: "\u0001S:x", oneMark: "\u0001" } as Document,
  {
    _id: "inside",
    quoted: 'she said "\u0001D:2026-01-01T00:00:00.000Z"',
    slashes: 'a\\"\u0001S:b\\',
    unicode: "Grüße 🌱 \u2028",
  } as Document,
  { _id: "empty" } as Document,
  { _id: 'with "quotes" and \\', title: "an odd id" } as Document,
  // Longer than a 64 KB read, and many of a few KB each.
  { _id: "long", body: "ü".repeat(70_000) } as Document,
  ...Array.from(
    { length: 40 },
    (_, n) => ({ _id: `medium-${String(n).padStart(2, "0")}`, body: `${n} Grüße 🌱 `.repeat(600) }) as Document,
  ),
];

describe("the documents in a backup archive", () => {
  let t: TestApp;
  let work: string;

  beforeAll(async () => {
    t = await startTestApp({ seed: true });
    work = await mkdtemp(join(tmpdir(), "furrow-archive-documents-"));
    for (const document of TRICKY) await t.store.collection("importedPaths").insertOne(document);
  });

  afterAll(async () => {
    await t.close();
    await rm(work, { recursive: true, force: true });
  });

  it("read back equal to the store's, dates, strings that look like the store's marks, quotes and odd ids included", async () => {
    const file = join(work, "archive.tar.gz");
    await writeArchive(t.store, createWriteStream(file), { now: at });
    const { collections } = await archiveContents(file);
    for (const name of KEPT_COLLECTIONS) {
      const stored = await t.store.collection(name).find({}, { sort: { _id: 1 } });
      expect(collections[name] ?? [], name).toEqual(stored);
    }
    expect(collections.importedPaths).toEqual(expect.arrayContaining(TRICKY));
  });
});
