import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { adminAgent, startTestApp, type TestApp } from "../../../test/test-app";
import { SqliteStore } from "../../../store/sqlite/sqlite-store";
import { COLLECTION_NAMES } from "../../../store/types";
import { fixture, upload, waitForJob } from "../../import/test/import-test-helpers";
import type { ImportJob } from "../../../../shared/schemas/imports";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await startTestApp({ seed: true, env });
  cleanups.push(() => t.close());
  return t;
}

/** A BACKUP_DIR no snapshot can be written to: it is a file. */
async function unwritableBackupDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "furrow-no-backups-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  await writeFile(join(dir, "backups"), "not a folder");
  return join(dir, "backups");
}

async function secondDatabase(): Promise<SqliteStore> {
  const dir = await mkdtemp(join(tmpdir(), "furrow-target-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return SqliteStore.open(dir, COLLECTION_NAMES);
}

async function previewed(t: TestApp): Promise<{ admin: Awaited<ReturnType<typeof adminAgent>>; job: ImportJob }> {
  const admin = await adminAgent(t);
  const uploaded = await upload(admin, fixture("ghost-export.json"), "ghost.json");
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  return { admin, job: await waitForJob(admin, uploaded.body.id, (job) => job.status === "preview") };
}

describe("a snapshot before an engine switch", () => {
  it("is taken of the store in charge before the switch copies anything", async () => {
    const t = await app();
    const posts = await t.store.collection("posts").countDocuments({});
    await t.services.migration.switchTo(await secondDatabase(), null);
    const [snapshot] = await t.services.snapshots.list();
    expect(snapshot).toMatchObject({ reason: "before-engine-switch", kind: "sqlite", check: { ok: true, counts: { posts } } });
  });

  it("that cannot be taken stops the switch with a clear message, and the blog stays where it was", async () => {
    const t = await app({ BACKUP_DIR: await unwritableBackupDir() });
    const engine = t.services.store.engine;
    await expect(t.services.migration.switchTo(await secondDatabase(), null)).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/^No snapshot could be taken before the switch, so nothing was switched: /),
    });
    expect(t.services.store.engine).toBe(engine);
  });
});

describe("a snapshot before an import", () => {
  it("is taken when the author confirms, of the blog as it was before anything is written", async () => {
    const t = await app();
    const posts = await t.store.collection("posts").countDocuments({});
    const { admin, job } = await previewed(t);
    await admin.post(`/api/admin/imports/${job.id}/confirm`).expect(200);
    await waitForJob(admin, job.id, (each) => each.status === "done");

    expect(await t.store.collection("posts").countDocuments({})).toBeGreaterThan(posts);
    const [snapshot] = await t.services.snapshots.list();
    expect(snapshot).toMatchObject({ reason: "before-import", check: { ok: true, counts: { posts } } });
  });

  it("that cannot be taken answers 503 with a clear message, and the import writes nothing and still waits for confirmation", async () => {
    const t = await app({ BACKUP_DIR: await unwritableBackupDir() });
    const posts = await t.store.collection("posts").countDocuments({});
    const { admin, job } = await previewed(t);
    const refused = await admin.post(`/api/admin/imports/${job.id}/confirm`).expect(503);
    expect(refused.body.error).toMatch(/^No snapshot could be taken before the import, so nothing was imported: /);
    expect((await admin.get(`/api/admin/imports/${job.id}`).expect(200)).body.status).toBe("preview");
    expect(await t.store.collection("posts").countDocuments({})).toBe(posts);
  });
});
