import { existsSync } from "node:fs";
import { readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminAgent, startTestApp, type TestApp } from "../../test/test-app";
import { spoolFileOf } from "./item-spool";
import { upload, waitForJob } from "./test/import-test-helpers";

const POSTS = 6;
const ghostExport = (prefix: string) =>
  JSON.stringify({
    db: [
      {
        meta: { version: "5.0.0" },
        data: {
          posts: Array.from({ length: POSTS }, (_, n) => ({
            id: `${prefix}${n}`,
            title: `${prefix} note ${n}`,
            slug: `${prefix}-note-${n}`,
            html: `<p>Note <em>${n}</em>.</p>`,
            status: "published",
            published_at: "2024-01-05T08:00:00.000Z",
          })),
        },
      },
    ],
  });

describe("the writing of a previewed import", () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminAgent(app);
  });
  afterAll(() => app.close());

  async function previewed(prefix: string) {
    const job = (await upload(admin, ghostExport(prefix)).expect(201)).body;
    expect(job).toMatchObject({ status: "preview", preview: { posts: POSTS } });
    const { storedFile } = (await app.services.repositories.imports.findById(job.id))!;
    return { id: job.id as string, uploadPath: join(app.config.dataDir, "imports", storedFile) };
  }

  const importedSlugs = async (prefix: string) =>
    (await app.services.repositories.posts.listImportedAddressesAfter("ghost", "", 100))
      .map((post) => post.slug)
      .filter((slug) => slug.startsWith(`${prefix}-`))
      .sort();

  it("takes the items the preview kept instead of reading the file again, and deletes both at the end", async () => {
    const { id, uploadPath } = await previewed("kept");
    expect(existsSync(spoolFileOf(uploadPath))).toBe(true);
    // Were the file read again, this would fail the import: the items can only come from the preview.
    await writeFile(uploadPath, "not an export any more");
    await admin.post(`/api/admin/imports/${id}/confirm`).expect(200);
    const done = await waitForJob(admin, id, (job) => job.status !== "importing");
    expect(done).toMatchObject({ status: "done", counts: { imported: POSTS, failed: 0 } });
    expect(await importedSlugs("kept")).toEqual(Array.from({ length: POSTS }, (_, n) => `kept-note-${n}`).sort());
    // The files go once the job has ended: the status is stored first, so a crash between leaves them, not a job without them.
    await vi.waitFor(async () => {
      const left = await readdir(join(app.config.dataDir, "imports"));
      expect(left.filter((name) => name.startsWith(uploadPath.split("/").at(-1)!) && !name.endsWith(".report.csv"))).toEqual([]);
    });
  });

  it("reads the file again when the preview kept nothing (previewed by an older Furrow)", async () => {
    const { id, uploadPath } = await previewed("again");
    await rm(spoolFileOf(uploadPath));
    await admin.post(`/api/admin/imports/${id}/confirm`).expect(200);
    expect(await waitForJob(admin, id, (job) => job.status !== "importing")).toMatchObject({ status: "done", counts: { imported: POSTS } });
    expect(await importedSlugs("again")).toHaveLength(POSTS);
  });

  it("deletes what a preview kept when the author cancels before confirming", async () => {
    const { id, uploadPath } = await previewed("dropped");
    await admin.post(`/api/admin/imports/${id}/cancel`).expect(200);
    expect(existsSync(spoolFileOf(uploadPath))).toBe(false);
    expect(existsSync(uploadPath)).toBe(false);
  });
});
