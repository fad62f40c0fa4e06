import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detectZipSource } from "./detect-zip-source";
import { fixtureEntries, makeTempDir, writeZip } from "../test/test-zips";

let temp: Awaited<ReturnType<typeof makeTempDir>>;
beforeAll(async () => {
  temp = await makeTempDir();
});
afterAll(async () => {
  await temp.remove();
});

describe("a zip is recognised by what it holds", () => {
  it("recognises a Substack export, at the root or in one top folder", async () => {
    expect(await detectZipSource(await writeZip(join(temp.dir, "s.zip"), await fixtureEntries("substack")))).toBe("substack");
    expect(await detectZipSource(await writeZip(join(temp.dir, "s2.zip"), await fixtureEntries("substack", "export-2024/")))).toBe(
      "substack",
    );
  });

  it("recognises a Medium export by its h-entry posts", async () => {
    expect(await detectZipSource(await writeZip(join(temp.dir, "m.zip"), await fixtureEntries("medium")))).toBe("medium");
    // Real exports carry a long inline stylesheet before the article.
    const styled = (await fixtureEntries("medium")).map((entry) =>
      entry.name.endsWith(".html")
        ? { ...entry, data: entry.data.toString().replace("<head>", `<head><style>${"p { margin: 0 }\n".repeat(1500)}</style>`) }
        : entry,
    );
    expect(await detectZipSource(await writeZip(join(temp.dir, "m3.zip"), styled))).toBe("medium");
    const postsOnly = (await fixtureEntries("medium")).filter((entry) => entry.name.startsWith("posts/"));
    expect(await detectZipSource(await writeZip(join(temp.dir, "m2.zip"), postsOnly))).toBe("medium");
  });

  it("recognises Markdown with YAML or TOML front matter, Furrow's export included", async () => {
    expect(await detectZipSource(await writeZip(join(temp.dir, "h.zip"), await fixtureEntries("hugo")))).toBe("markdown");
    expect(await detectZipSource(await writeZip(join(temp.dir, "j.zip"), await fixtureEntries("jekyll")))).toBe("markdown");
    expect(await detectZipSource(await writeZip(join(temp.dir, "f.zip"), await fixtureEntries("furrow-export")))).toBe("markdown");
    const afterNotes = await writeZip(join(temp.dir, "n.zip"), [
      { name: "README.md", data: "# My site" },
      { name: "notes/todo.md", data: "- write more" },
      { name: "notes/ideas.md", data: "- a post about tea" },
      ...(await fixtureEntries("jekyll")),
    ]);
    expect(await detectZipSource(afterNotes)).toBe("markdown");
  });

  it("answers null for a zip of other files, plain HTML posts without h-entry, or Markdown without front matter", async () => {
    const random = await writeZip(join(temp.dir, "r.zip"), [
      { name: "photos/a.jpg", data: Buffer.from([0xff, 0xd8, 0xff]) },
      { name: "notes.txt", data: "hello" },
    ]);
    expect(await detectZipSource(random)).toBeNull();
    const plainHtml = await writeZip(join(temp.dir, "p.zip"), [{ name: "posts/a.html", data: "<p>Hi</p>" }]);
    expect(await detectZipSource(plainHtml)).toBeNull();
    const bareMarkdown = await writeZip(join(temp.dir, "b.zip"), [{ name: "README.md", data: "# Read me" }]);
    expect(await detectZipSource(bareMarkdown)).toBeNull();
  });
});
