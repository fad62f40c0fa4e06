import { createGunzip } from "node:zlib";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import request from "supertest";
import sharp from "sharp";
import { extract } from "tar-stream";
import Database from "better-sqlite3";
import { backupsOverviewSchema, snapshotSchema, type Snapshot } from "../../../shared/schemas/backups";
import { testAppWithAdmin } from "../../test/test-app";
import { binary } from "../../test/binary-body";
import { SNAPSHOT_VERSION } from "./snapshots/snapshot-layout";

/** The download's files by name, read from the tar.gz the way a restore unpacks it. */
async function unpack(body: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const reader = extract();
  const done = (async () => {
    for await (const entry of reader) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      files.set(entry.header.name, Buffer.concat(chunks));
    }
  })();
  Readable.from([body]).pipe(createGunzip()).pipe(reader);
  await done;
  return files;
}

describe("the backups API", () => {
  const t = testAppWithAdmin({ seed: true });

  it("shows the schedule and no snapshots on a new site, then the one taken by Back up now", async () => {
    const empty = backupsOverviewSchema.parse((await t.admin.get("/api/admin/backups").expect(200)).body);
    expect(empty).toMatchObject({
      folder: t.app.config.backups.dir,
      everyHours: 24,
      retention: { daily: 7, weekly: 4 },
      overdue: true,
      lastGood: null,
      snapshots: [],
    });

    const taken = snapshotSchema.parse((await t.admin.post("/api/admin/backups").expect(201)).body);
    expect(taken).toMatchObject({ reason: "manual", kind: "sqlite", check: { ok: true, message: "Opened, integrity ok, counts match" } });

    const overview = backupsOverviewSchema.parse((await t.admin.get("/api/admin/backups").expect(200)).body);
    expect(overview).toMatchObject({ overdue: false, lastGood: { id: taken.id } });
    expect(overview.snapshots.map((snapshot) => snapshot.id)).toContain(taken.id);
  });

  it("answers 409 with a message to Back up now while a snapshot is being taken", async () => {
    const scheduled = t.app.services.snapshots.take("scheduled");
    const refused = await t.admin.post("/api/admin/backups").expect(409);
    expect(refused.body.error).toBe("A snapshot is being taken right now; try again once it is done.");
    await scheduled;
    await t.admin.post("/api/admin/backups").expect(201);
  });

  it("downloads a snapshot as a tar.gz of its folder: the database copy that opens, the uploads and snapshot.json", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 80, b: 22 } } })
      .png()
      .toBuffer();
    const image = (await t.admin.post("/api/admin/uploads").set("Content-Type", "image/png").send(png).expect(201)).body as { url: string };
    const snapshot = (await t.admin.post("/api/admin/backups").expect(201)).body as Snapshot;

    const res = await t.admin.get(`/api/admin/backups/${snapshot.id}/download`).buffer(true).parse(binary).expect(200);
    expect(res.headers["content-type"]).toMatch(/^application\/gzip/);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="furrow-snapshot-${snapshot.id}.tar.gz"`);

    const files = await unpack(res.body as Buffer);
    const name = image.url.split("/").pop()!;
    expect([...files.keys()].sort()).toEqual([
      `${snapshot.id}/furrow.db`,
      `${snapshot.id}/snapshot.json`,
      `${snapshot.id}/uploads/${name}`,
    ]);
    expect(files.get(`${snapshot.id}/uploads/${name}`)).toEqual(await t.app.store.files.read(name));
    expect(JSON.parse(files.get(`${snapshot.id}/snapshot.json`)!.toString("utf8"))).toEqual({ version: SNAPSHOT_VERSION, ...snapshot });
    const copy = new Database(files.get(`${snapshot.id}/furrow.db`)!);
    try {
      expect(copy.prepare("SELECT count(*) FROM posts").pluck().get()).toBe(snapshot.check!.counts.posts);
    } finally {
      copy.close();
    }
  });

  it("answers 404 for an id no kept snapshot has, and 400 for one that would leave the backups folder", async () => {
    expect((await t.admin.get("/api/admin/backups/2020-01-01T00-00-00Z-manual/download").expect(404)).body.error).toMatch(
      /No snapshot has this id/,
    );
    await t.admin.get("/api/admin/backups/%2E%2E/download").expect(400);
    await t.admin.get("/api/admin/backups/..%2F..%2Fetc/download").expect(400);
    await t.admin.get("/api/admin/backups/.hidden/download").expect(400);
  });

  it("answers 401 to a signed-out visitor on every backups route, and takes no snapshot", async () => {
    const before = (await t.app.services.snapshots.list()).length;
    const [snapshot] = await t.app.services.snapshots.list();
    await request(t.app.app).get("/api/admin/backups").expect(401);
    await request(t.app.app).post("/api/admin/backups").expect(401);
    await request(t.app.app).get(`/api/admin/backups/${snapshot.id}/download`).expect(401);
    expect(await t.app.services.snapshots.list()).toHaveLength(before);
  });
});
