import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import sharp from "sharp";
import { openStore } from "../store/open-store";
import { oldNedbFolder } from "../test/nedb-folder";
import { adminAgent, startTestApp, type TestApp } from "../test/test-app";
import { createBackup, readArchive, restoreBackup, BACKED_UP } from "./archive";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Each record and upload by content hash: two archives hold the same data when these match. */
function contentHashes(bytes: Buffer) {
  const archive = readArchive(bytes);
  const hash = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");
  return {
    records: Object.fromEntries(BACKED_UP.map((name) => [name, (archive.collections[name] ?? []).map(hash).sort()])),
    uploads: archive.uploads.map((upload) => `${upload.name}:${hash(upload.data)}`).sort(),
  };
}

describe("backup and restore", () => {
  let t: TestApp;
  let admin: ReturnType<TestApp["agent"]>;
  const dirs: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({ seed: true });
    admin = await adminAgent(t);
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#4A7C2A" } }).png().toBuffer();
    const upload = (await admin.post("/api/admin/uploads").set("Content-Type", "image/png").send(png).expect(201)).body;
    await admin.post("/api/admin/blog-posts").send({ title: "With a picture", content: "Body", featuredImage: upload.url, isPublished: true, tags: ["Data"] }).expect(201);
    await request(t.app).post("/api/newsletter/subscribe").send({ email: "kept@example.com" }).expect(200);
  });
  afterAll(async () => {
    await t.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  const freshDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), "furrow-restore-"));
    dirs.push(dir);
    return dir;
  };

  it("holds every record and upload, and a restore into a fresh store gives back the same archive", async () => {
    const first = (await admin.get("/api/admin/backup").expect(200).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    })).body as Buffer;
    const archive = readArchive(first);
    expect(archive.collections.posts).toHaveLength(await t.services.repositories.posts.count());
    expect(archive.collections.comments).toHaveLength(await t.services.repositories.comments.count());
    expect(archive.collections.subscribers).toHaveLength(1);
    expect(archive.uploads.length).toBe(2);
    expect(JSON.stringify(archive.collections.posts)).toContain('"markdown"');
    expect(archive.collections).not.toHaveProperty("sessions");

    const dir = await freshDir();
    const store = await openStore({ dataDir: dir });
    try {
      const report = await restoreBackup(store, first);
      expect(report.uploads).toBe(2);
      const post = await store.collection("posts").findOne({ slug: "with-a-picture" });
      expect((post as unknown as { createdAt: Date }).createdAt).toBeInstanceOf(Date);
      const second = await createBackup(store);
      expect(contentHashes(second)).toEqual(contentHashes(first));
    } finally {
      await store.close();
    }
  });

  it("backs up a data folder from before SQLite (NeDB), once imported, with every document the same", async () => {
    const oldDir = await freshDir();
    const old = await oldNedbFolder(oldDir, BACKED_UP);
    for (const name of BACKED_UP) for (const document of await t.services.store.collection(name).find({})) await old.collection(name).insertOne(document);
    await old.close();
    const store = await openStore({ dataDir: oldDir });
    try {
      expect(contentHashes(await createBackup(store)).records).toEqual(contentHashes(await createBackup(t.services.store)).records);
    } finally {
      await store.close();
    }
  });

  it("refuses to restore over existing data unless asked to replace it, and refuses a file that is not a backup", async () => {
    const bytes = await createBackup(t.services.store);
    await expect(restoreBackup(t.services.store, bytes)).rejects.toThrow(/already holds data/);
    await expect(restoreBackup(t.services.store, Buffer.from("hello"))).rejects.toThrow(/not a Furrow backup/);
    const before = await t.services.repositories.posts.count();
    await restoreBackup(t.services.store, bytes, { replace: true });
    expect(await t.services.repositories.posts.count()).toBe(before);
  });

  it("works from the command line: npm run backup, then npm run restore into a new DATA_DIR", async () => {
    const archivePath = join(await freshDir(), "furrow.json.gz");
    const target = await freshDir();
    const env = { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent" };
    const tsx = join(ROOT, "node_modules", ".bin", "tsx");
    const backup = await run(tsx, ["server/cli/backup.ts", archivePath], { cwd: ROOT, env: { ...env, DATA_DIR: t.dataDir } });
    expect(backup.stdout).toMatch(/Backup of the embedded store written/);
    const restore = await run(tsx, ["server/cli/restore.ts", archivePath], { cwd: ROOT, env: { ...env, DATA_DIR: target } });
    expect(restore.stdout).toMatch(/Restored into the embedded store: \d+ posts/);
    const again = await run(tsx, ["server/cli/restore.ts", archivePath], { cwd: ROOT, env: { ...env, DATA_DIR: target } }).catch((error: { code: number; stderr: string }) => error);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringMatching(/already holds data/) });
    const store = await openStore({ dataDir: target });
    try {
      expect(contentHashes(await createBackup(store))).toEqual(contentHashes(await readFile(archivePath)));
    } finally {
      await store.close();
    }
  }, 60_000);
});
