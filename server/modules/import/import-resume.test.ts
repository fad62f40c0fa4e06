import { appendFile, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { adminAgent, manualClock, startTestApp, type TestApp } from "../../test/test-app";
import type { PostRecord } from "../../store/repositories/posts.record";
import { upload } from "./test/import-test-helpers";

const POSTS = 12;
/** A Ghost export of `POSTS` published posts, written here so the test says what it holds. */
const ghostExport = JSON.stringify({
  db: [
    {
      meta: { version: "5.0.0" },
      data: {
        posts: Array.from({ length: POSTS }, (_, n) => ({
          id: `p${n}`,
          title: `Field note ${n}`,
          slug: `field-note-${n}`,
          html: `<p>Note ${n}.</p>`,
          status: "published",
          published_at: `2024-01-${String(n + 1).padStart(2, "0")}T08:00:00.000Z`,
        })),
      },
    },
  ],
});

const opened: TestApp[] = [];
let dataDir: string | undefined;
afterAll(async () => {
  for (const app of opened) await app.close().catch(() => undefined);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("an import stopped halfway", () => {
  it("is finished by the next start on the same data folder once the lease runs out, with every post written once", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-import-resume-"));
    const start = new Date("2026-11-24T09:00:00Z");
    const first = await startTestApp({ dataDir, clock: manualClock(start) });
    opened.push(first);
    const admin = await adminAgent(first);
    const job = (await upload(admin, ghostExport).expect(201)).body;
    expect(job.preview.posts).toBe(POSTS);

    // The process stops after its third post, as a restart or a crash would stop it.
    const halted = new Promise<void>((resolve) => {
      first.services.imports.onProgress((_id, done) => {
        if (done === 3) resolve(first.services.imports.stop());
      });
    });
    await admin.post(`/api/admin/imports/${job.id}/confirm`).expect(200);
    await halted;
    const stopped = (await admin.get(`/api/admin/imports/${job.id}`).expect(200)).body;
    expect(stopped).toMatchObject({ status: "importing", progress: { done: 3, total: POSTS }, counts: { imported: 3 } });
    const { storedFile } = (await first.services.repositories.imports.findById(job.id))!;
    await first.close();
    // A crash between writing the report and recording the cursor leaves a line the record does not count.
    const reportPath = join(dataDir, "imports", `${storedFile}.report.csv`);
    await appendFile(reportPath, "post,p3,Field note 3,imported,,/blog/field-note-3\r\n");

    // A new process on the same folder: the lease of the stopped one still holds, so it waits.
    const clock = manualClock(start);
    const second = await startTestApp({ dataDir, clock });
    opened.push(second);
    await second.services.imports.kick();
    expect((await second.services.repositories.imports.findById(job.id))!.progress.done).toBe(3);

    // Once the lease has run out, it takes the job up from the cursor.
    clock.advance(10 * 60 * 1000);
    await second.services.imports.kick();
    const done = (await second.services.repositories.imports.findById(job.id))!;
    expect(done).toMatchObject({
      status: "done",
      progress: { done: POSTS, total: POSTS },
      counts: { imported: POSTS, unchanged: 0, failed: 0 },
    });
    const posts = await second.store.collection<PostRecord>("posts").find({ "importedFrom.source": "ghost" }, { projection: { slug: 1 } });
    expect(posts.map((post) => post.slug).sort()).toEqual(Array.from({ length: POSTS }, (_, n) => `field-note-${n}`).sort());
    // The report names every post once: the resumed run cut the line the crash left before writing its own.
    const reported = (await readFile(reportPath, "utf8"))
      .trim()
      .split("\r\n")
      .slice(1)
      .map((row) => row.split(",")[1]);
    expect(reported).toEqual(Array.from({ length: POSTS }, (_, n) => `p${n}`));
  });

  it("stops after the item it is on when the author cancels, keeping what was written", async () => {
    const app = await startTestApp();
    opened.push(app);
    const admin = await adminAgent(app);
    const job = (await upload(admin, ghostExport).expect(201)).body;
    const cancelled = new Promise<unknown>((resolve) => {
      app.services.imports.onProgress((_id, done) => {
        if (done === 2) resolve(admin.post(`/api/admin/imports/${job.id}/cancel`).expect(200));
      });
    });
    await admin.post(`/api/admin/imports/${job.id}/confirm`).expect(200);
    await cancelled;
    await app.services.imports.settled(job.id);
    const stopped = (await admin.get(`/api/admin/imports/${job.id}`).expect(200)).body;
    expect(stopped.status).toBe("cancelled");
    expect(stopped.progress.done).toBeLessThan(POSTS);
    expect(await app.services.repositories.posts.count({ "importedFrom.source": "ghost" })).toBe(stopped.progress.done);
    await admin.post(`/api/admin/imports/${job.id}/cancel`).expect(409);
  });

  it("is written by exactly one of two processes sharing the data folder that both look for work", async () => {
    const folder = await mkdtemp(join(tmpdir(), "furrow-import-two-"));
    try {
      const clock = manualClock();
      const one = await startTestApp({ dataDir: folder, clock });
      const two = await startTestApp({ dataDir: folder, clock });
      opened.push(one, two);
      const job = (await upload(await adminAgent(one), ghostExport).expect(201)).body;
      // Confirmed in the store, so neither has started yet: then both look for work at once.
      expect(await one.services.repositories.imports.confirm(job.id, clock.now())).toBe(true);
      await Promise.all([one.services.imports.kick(), two.services.imports.kick()]);
      const done = (await two.services.repositories.imports.findById(job.id))!;
      expect(done).toMatchObject({ status: "done", counts: { imported: POSTS, unchanged: 0 } });
      expect(await two.services.repositories.posts.count({ "importedFrom.source": "ghost" })).toBe(POSTS);
      await one.close();
      await two.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
