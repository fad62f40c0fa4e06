import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ImportFileError } from "../imported-item";
import { detectZipSource } from "./detect-zip-source";
import { markdownReader } from "./markdown-reader";
import { DEFAULT_ZIP_LIMITS, openZip, resolveZipRef } from "./open-zip";
import { collect, makeTempDir, writeZip, zipToBuffer } from "../test/test-zips";

let temp: Awaited<ReturnType<typeof makeTempDir>>;
beforeEach(async () => {
  temp = await makeTempDir();
});
afterEach(async () => {
  await temp.remove();
});

/** yazl refuses to write a hostile name, as it should; we write a harmless one of the same length and swap the bytes. */
async function zipWithRawName(fileName: string, harmless: string, hostile: string): Promise<string> {
  expect(harmless).toHaveLength(hostile.length);
  const zip = await zipToBuffer([
    { name: "posts/hello.md", data: "---\ntitle: Hello\n---\nHi." },
    { name: harmless, data: "owned" },
  ]);
  const patched = Buffer.from(zip.toString("latin1").split(harmless).join(hostile), "latin1");
  const path = join(temp.dir, fileName);
  await writeFile(path, patched);
  return path;
}

async function refusal(promise: Promise<unknown>): Promise<ImportFileError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  return error as ImportFileError;
}

describe("a hostile or broken zip is refused with a message naming the problem", () => {
  it("refuses an entry that climbs out with ../ and writes nothing beside the temp folder", async () => {
    const path = await zipWithRawName("climb.zip", "xx/evil", "../evil");
    const error = await refusal(collect(markdownReader, path));
    expect(error.status).toBe(400);
    expect(error.message).toContain('"../evil"');
    expect(error.message).toContain("`..`");
    expect(existsSync(join(temp.dir, "..", "evil"))).toBe(false);
  });

  it("refuses an entry with an absolute path", async () => {
    const path = await zipWithRawName("absolute.zip", "xetc/passwd", "/etc/passwd");
    const error = await refusal(openZip(path));
    expect(error.status).toBe(400);
    expect(error.message).toBe('The zip holds an unsafe entry "/etc/passwd" (an absolute path); nothing was imported.');
  });

  it("refuses an entry with a drive letter or a backslash that climbs out", async () => {
    const drive = await zipWithRawName("drive.zip", "Cx/evil.txt", "C:/evil.txt");
    expect((await refusal(openZip(drive))).message).toContain('"C:/evil.txt" (an absolute path)');
    const backslash = await zipWithRawName("backslash.zip", "xx/xevil", "..\\xevil");
    expect((await refusal(openZip(backslash))).message).toMatch(
      /^The zip holds an unsafe entry "\.\.[\\/]xevil" \(a `\.\.` segment that leads outside the zip\)/,
    );
  });

  it("refuses a zip bomb: a 60 MB entry of zeros that packs into a few kilobytes", async () => {
    const path = await writeZip(join(temp.dir, "bomb.zip"), [
      { name: "posts/a.md", data: "---\ntitle: A\n---\n" },
      { name: "posts/zeros.md", data: Buffer.alloc(60 * 1024 * 1024) },
    ]);
    const error = await refusal(detectZipSource(path));
    expect(error.status).toBe(413);
    expect(error.message).toMatch(
      /^The zip entry "posts\/zeros\.md" unpacks \d+ times its packed size, which is what a zip bomb looks like/,
    );
  });

  it("lets a small entry compress well, and refuses a large one past the ratio", async () => {
    const limits = { ...DEFAULT_ZIP_LIMITS, ratioFloorBytes: 1024 * 1024, maxRatio: 200 };
    const small = await writeZip(join(temp.dir, "small.zip"), [{ name: "zeros.txt", data: Buffer.alloc(512 * 1024) }]);
    const zip = await openZip(small, limits);
    expect((await zip.readBuffer("zeros.txt")).length).toBe(512 * 1024);
    await zip.close();
    const large = await writeZip(join(temp.dir, "large.zip"), [{ name: "zeros.txt", data: Buffer.alloc(2 * 1024 * 1024) }]);
    expect((await refusal(openZip(large, limits))).status).toBe(413);
    const stored = await writeZip(join(temp.dir, "stored.zip"), [
      { name: "zeros.txt", data: Buffer.alloc(2 * 1024 * 1024), compress: false },
    ]);
    await (await openZip(stored, limits)).close();
  });

  it("refuses a zip whose entries add up past the total, one entry past its cap, or too many entries", async () => {
    const entries = [1, 2, 3].map((n) => ({ name: `file-${n}.txt`, data: Buffer.alloc(1000, n), compress: false }));
    const path = await writeZip(join(temp.dir, "many.zip"), entries);
    const total = await refusal(openZip(path, { ...DEFAULT_ZIP_LIMITS, maxTotalBytes: 2500 }));
    expect(total.message).toMatch(/^The zip unpacks to more than/);
    const single = await refusal(openZip(path, { ...DEFAULT_ZIP_LIMITS, maxEntryBytes: 999 }));
    expect(single.message).toMatch(/^The zip entry "file-1.txt" unpacks to/);
    const count = await refusal(openZip(path, { ...DEFAULT_ZIP_LIMITS, maxEntries: 2 }));
    expect(count.message).toBe("The zip holds 3 entries, more than the 2 an import may hold.");
    expect([total.status, single.status, count.status]).toEqual([413, 413, 413]);
  });

  it("counts bytes while inflating, so a header that understates its entry is refused", async () => {
    const zip = await zipToBuffer([{ name: "liar.txt", data: Buffer.alloc(100_000, 65) }]);
    // The central directory's record (signature PK\1\2) keeps the unpacked size at offset 24.
    const central = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(1000, central + 24);
    const path = join(temp.dir, "liar.zip");
    await writeFile(path, zip);
    const opened = await openZip(path);
    const error = await refusal(opened.readBuffer("liar.txt"));
    await opened.close();
    expect(error.status).toBe(413);
    expect(error.message).toContain("unpacks to more than its header says");
  });

  it("streams an entry for a large asset, and errors the stream past the caller's cap", async () => {
    const path = await writeZip(join(temp.dir, "stream.zip"), [{ name: "big.bin", data: Buffer.alloc(300_000, 67) }]);
    const zip = await openZip(path);
    try {
      let length = 0;
      for await (const chunk of await zip.openStream("big.bin")) length += (chunk as Buffer).length;
      expect(length).toBe(300_000);
      const capped = await zip.openStream("big.bin", 100_000);
      const error = await refusal(
        (async () => {
          for await (const _chunk of capped) void _chunk;
        })(),
      );
      expect(error.status).toBe(413);
    } finally {
      await zip.close();
    }
  });

  it("refuses to read more of an entry than the caller's cap, whatever the header says", async () => {
    const path = await writeZip(join(temp.dir, "big.zip"), [{ name: "big.txt", data: Buffer.alloc(300_000, 66) }]);
    const zip = await openZip(path);
    const error = await refusal(zip.readBuffer("big.txt", 100_000));
    await zip.close();
    expect(error.status).toBe(413);
  });

  it("tells a truncated zip, a file that is not a zip, an empty zip and an empty file apart", async () => {
    const whole = await zipToBuffer([{ name: "posts/a.md", data: "---\ntitle: A\n---\n".repeat(50) }]);
    const truncated = join(temp.dir, "truncated.zip");
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(await refusal(openZip(truncated))).toMatchObject({
      status: 400,
      message: "The zip is truncated or damaged: its table of contents (central directory) is missing.",
    });

    const notZip = join(temp.dir, "photo.zip");
    await writeFile(notZip, "just some text, not a zip at all");
    expect(await refusal(collect(markdownReader, notZip))).toMatchObject({ status: 415, message: "The file is not a zip archive." });
    expect(await detectZipSource(notZip)).toBeNull();

    const empty = await writeZip(join(temp.dir, "empty.zip"), [], ["only-a-folder/"]);
    expect(await refusal(openZip(empty))).toMatchObject({ status: 400, message: "The zip is empty: it holds no files to import." });

    const nothing = join(temp.dir, "nothing.zip");
    await writeFile(nothing, "");
    expect(await refusal(openZip(nothing))).toMatchObject({ status: 400, message: "The file is empty." });
  });
});

describe("a path in a post's text resolves inside the zip only", () => {
  it("resolves relative, ./ and ../ references from the post's folder", () => {
    expect(resolveZipRef("posts/trip/index.md", "images/a.png")).toBe("posts/trip/images/a.png");
    expect(resolveZipRef("posts/trip/index.md", "./cover.jpg")).toBe("posts/trip/cover.jpg");
    expect(resolveZipRef("posts/trip/index.md", "../shared/b%20c.png")).toBe("posts/shared/b c.png");
    expect(resolveZipRef("posts/trip/index.md", "/images/a.png?v=2")).toBe("images/a.png");
  });

  it("gives nothing for a URL or a reference that climbs out of the zip", () => {
    expect(resolveZipRef("posts/trip/index.md", "https://example.com/a.png")).toBeNull();
    expect(resolveZipRef("posts/trip/index.md", "//cdn.example.com/a.png")).toBeNull();
    expect(resolveZipRef("posts/trip/index.md", "../../../etc/passwd")).toBeNull();
    expect(resolveZipRef("posts/trip/index.md", "..\\..\\evil.png")).toBeNull();
  });
});
