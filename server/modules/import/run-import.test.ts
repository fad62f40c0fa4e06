import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { runImport } from "../../cli/run-import";
import { startTestApp } from "../../test/test-app";
import { fixture } from "./test/import-test-helpers";

let dataDir: string | undefined;
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("npm run import", () => {
  it("imports a file into the data folder, printing the preview, progress and counts, and refuses a file it cannot read", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-import-cli-"));
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const file = join(dataDir, "blog.ghost.json");
    await writeFile(file, fixture("ghost-export.json"));
    const lines: string[] = [];
    expect(await runImport(file, config, { line: (text) => lines.push(text) })).toBe(0);
    expect(lines[0]).toBe("ghost export: 2 published, 1 drafts, 1 scheduled, 1 pages, 0 comments, 3 tags, 2 images");
    expect(lines).toContain(`[${"#".repeat(30)}] 5/5`);
    expect(lines).toContain("Import done: 5 imported, 0 updated, 0 unchanged, 0 skipped, 0 failed");

    const garbage = join(dataDir, "notes.txt");
    await writeFile(garbage, "just some text");
    const refused: string[] = [];
    expect(await runImport(garbage, config, { line: (text) => refused.push(text) })).toBe(1);
    expect(refused[0]).toMatch(/^Refused: Furrow cannot read this file/);

    const app = await startTestApp({ dataDir });
    try {
      expect((await app.services.repositories.posts.findBySlugOrId("cover-crops-after-harvest"))?.isPublished).toBe(true);
      expect(await app.services.repositories.posts.count({ "importedFrom.source": "ghost" })).toBe(5);
    } finally {
      await app.close();
    }
  });
});
