// Longer than 300 lines on purpose: every case (download, restore of either format, refusals,
// replacing, a cancelled download) reads the one site built in beforeAll, the slow part, which
// holds every kept collection, an upload and what only weeks of use write.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, get } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import sharp from "sharp";
import tar from "tar-stream";
import { ANALYTICS } from "../../../../shared/analytics";
import { openStore } from "../../../store/open-store";
import { COLLECTION_NAMES, type Document, type DocumentStore } from "../../../store/types";
import { archiveContents } from "../../../test/archive-contents";
import { adminAgent, startTestApp, type TestApp } from "../../../test/test-app";
import { KEPT_COLLECTIONS, LEFT_OUT_COLLECTIONS } from "./kept-collections";
import { restoreArchive, restoreFrom, restoreSnapshot } from "../restore/restore";
import { ACTOR_KEY_SETTING } from "../../fediverse/actor-keys";
import { SNAPSHOT_ARCHIVE } from "../snapshots/snapshot-layout";
import { writeArchive } from "./write-archive";

const at = new Date("2026-11-20T10:00:00Z");

/** Every document of every collection and every upload: two stores hold the same data when these match. */
async function everything(store: DocumentStore) {
  const collections: Record<string, Document[]> = {};
  for (const name of COLLECTION_NAMES) collections[name] = await store.collection(name).find({}, { sort: { _id: 1 } });
  const uploads: Record<string, string> = {};
  for (const name of await store.files.list()) uploads[name] = (await store.files.read(name))!.toString("base64");
  return { collections, uploads };
}

describe("the streamed backup archive", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  let work: string;
  let downloaded: string;
  let uploadName: string;

  beforeAll(async () => {
    t = await startTestApp({ seed: true });
    admin = await adminAgent(t);
    work = await mkdtemp(join(tmpdir(), "furrow-archive-test-"));
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#4A7C2A" } })
      .png()
      .toBuffer();
    const upload = (await admin.post("/api/admin/uploads").set("Content-Type", "image/png").send(png).expect(201)).body as { url: string };
    uploadName = upload.url.split("/").at(-1)!;
    await admin
      .post("/api/admin/blog-posts")
      .send({ title: "With a picture", content: "Body", featuredImage: upload.url, isPublished: true, tags: ["Data"] })
      .expect(201);
    await request(t.app).post("/api/newsletter/subscribe").send({ email: "kept@example.com" }).expect(200);
    await t.services.mailWorker.kick();
    await request(t.app)
      .post(ANALYTICS.collectPath)
      .set("User-Agent", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36")
      .set("Content-Type", "text/plain;charset=UTF-8")
      .send(JSON.stringify({ path: "/blog/with-a-picture", events: [{ type: "pageview" }] }))
      .expect(202);
    // The fediverse account's key pair, made on the first fetch of the actor: a restored blog must keep it, or followers' servers refuse its signatures.
    await request(t.app).get("/fediverse/actor").set("Accept", "application/activity+json").expect(200);
    // What the app writes only after weeks of use, written directly: the filter's counts, an old link, a mail a worker holds.
    await t.store.collection("spamFilter").insertOne({ _id: "word:casino", spam: 4, ham: 0 } as Document);
    await t.store.collection("importedPaths").insertOne({ _id: "/2019/05/old-post/", postId: "p1", createdAt: at } as Document);
    await t.store.collection("newsletterSends").insertOne({
      _id: "send-1",
      postId: "p1",
      postTitle: "Old",
      content: "full",
      status: "sending",
      cursor: null,
      queued: 1,
      createdAt: at,
      subject: "Old",
      html: "<p>Old</p>",
      text: "Old",
    } as Document);
    await t.store.collection("mailQueue").insertOne({
      _id: "held",
      kind: "newsletter",
      to: "kept@example.com",
      sendId: "send-1",
      status: "sending",
      attempts: 1,
      nextAttemptAt: at,
      leaseUntil: new Date("2099-01-01T00:00:00Z"),
      createdAt: at,
    } as Document);

    downloaded = join(work, "download.tar.gz");
    const res = await admin
      .get("/api/admin/backup")
      .expect(200)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => done(null, Buffer.concat(chunks)));
      });
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="furrow-backup-\d{4}-\d{2}-\d{2}\.tar\.gz"$/);
    await writeFile(downloaded, res.body as Buffer);
  });
  afterAll(async () => {
    await t.close();
    await rm(work, { recursive: true, force: true });
  });

  const emptyStore = async () => openStore({ dataDir: await mkdtemp(join(work, "store-")) });

  it("downloads every kept collection and upload, and leaves out sessions, rate limits and the day's analytics de-duplication", async () => {
    const contents = await archiveContents(downloaded);
    for (const name of KEPT_COLLECTIONS) {
      expect(contents.collections[name]?.length ?? 0, name).toBe(await t.store.collection(name).countDocuments({}));
    }
    for (const name of [
      "posts",
      "comments",
      "subscribers",
      "settings",
      "mailQueue",
      "newsletterSends",
      "spamFilter",
      "analyticsDaily",
      "analyticsKeys",
      "importedPaths",
    ]) {
      expect(contents.collections[name]?.length, name).toBeGreaterThan(0);
    }
    expect(LEFT_OUT_COLLECTIONS.sort()).toEqual([
      "analyticsSalts",
      "analyticsSeen",
      "fediverseActors",
      "fediverseDeliveries",
      "fediverseInbox",
      "imports",
      "meta",
      "rateLimits",
      "sessions",
      "snapshotLeases",
    ]);
    expect(await t.store.collection("sessions").countDocuments({})).toBeGreaterThan(0);
    expect(await t.store.collection("analyticsSeen").countDocuments({})).toBeGreaterThan(0);
    for (const name of LEFT_OUT_COLLECTIONS) expect(contents.collections, name).not.toHaveProperty(name);
    expect(Object.keys(contents.uploads)).toEqual(await t.store.files.list());
    expect(contents.uploads[uploadName]).toEqual(await t.store.files.read(uploadName));
    // The site's signing secrets are settings too, kept so links already sent keep working.
    expect((contents.collections.settings ?? []).some((setting) => setting._id.endsWith("Secret"))).toBe(true);
    expect((contents.collections.settings ?? []).map((setting) => setting._id)).toContain(ACTOR_KEY_SETTING);
  });

  it("restores into an empty store every kept document as it was, dates as dates, and a mail a worker held free to be sent again", async () => {
    const store = await emptyStore();
    try {
      const report = await restoreArchive(store, downloaded);
      expect(report.uploads).toBe(2);
      const original = await everything(t.store);
      const restored = await everything(store);
      for (const name of KEPT_COLLECTIONS.filter((kept) => kept !== "mailQueue"))
        expect(restored.collections[name], name).toEqual(original.collections[name]);
      for (const name of LEFT_OUT_COLLECTIONS.filter((left) => left !== "meta")) expect(restored.collections[name], name).toEqual([]);
      // The restored store's own schema version, the latest, as the original's.
      expect(restored.collections.meta).toEqual(original.collections.meta);
      expect(restored.uploads).toEqual(original.uploads);
      const held = original.collections.mailQueue.find((mail) => mail._id === "held") as Document & { leaseUntil: Date };
      expect(held.leaseUntil).toBeInstanceOf(Date);
      expect(restored.collections.mailQueue).toEqual(
        original.collections.mailQueue.map((mail) => (mail._id === "held" ? { ...held, status: "pending", leaseUntil: null } : mail)),
      );
      const post = (await store.collection("posts").findOne({ slug: "with-a-picture" })) as unknown as { createdAt: Date };
      expect(post.createdAt).toBeInstanceOf(Date);
    } finally {
      await store.close();
    }
  });

  it("restores an archive written before streaming (format 1: one gzipped JSON object, uploads in base64)", async () => {
    const image = await t.store.files.read(uploadName);
    const formatOne = join(work, "format-1.json.gz");
    await writeFile(
      formatOne,
      gzipSync(
        JSON.stringify({
          format: "furrow-backup",
          version: 1,
          createdAt: at.toISOString(),
          collections: {
            posts: [
              { _id: "old-post", title: "From 2025", slug: "from-2025", createdAt: { $date: "2025-03-01T08:00:00.000Z" }, tags: ["Soil"] },
            ],
            comments: [
              {
                _id: "old-comment",
                postId: "old-post",
                authorName: "Jo",
                content: "Kept",
                isApproved: true,
                createdAt: { $date: "2025-03-02T08:00:00.000Z" },
              },
            ],
            subscribers: [],
            users: [],
            settings: [{ _id: "newsletterSecret", value: "c2VjcmV0", updatedAt: { $date: "2025-01-01T00:00:00.000Z" } }],
            postRevisions: [],
          },
          uploads: [{ name: "old-image.png", data: image!.toString("base64") }],
        }),
      ),
    );
    const store = await emptyStore();
    try {
      expect(await restoreArchive(store, formatOne)).toMatchObject({ collections: { posts: 1, comments: 1, settings: 1 }, uploads: 1 });
      expect(await store.collection("posts").findOne({ _id: "old-post" })).toEqual({
        _id: "old-post",
        title: "From 2025",
        slug: "from-2025",
        createdAt: new Date("2025-03-01T08:00:00.000Z"),
        tags: ["Soil"],
      });
      expect(await store.files.read("old-image.png")).toEqual(image);
    } finally {
      await store.close();
    }
  });

  describe("refuses a bad archive or snapshot with a clear message and changes nothing, even when asked to replace", () => {
    let target: DocumentStore;
    let before: Awaited<ReturnType<typeof everything>>;
    let whole: Buffer;
    beforeAll(async () => {
      target = await emptyStore();
      await target.collection("posts").insertOne({ _id: "already-here", title: "Already here", createdAt: at } as Document);
      await target.files.save("already-here.png", Buffer.from("png"));
      before = await everything(target);
      whole = await readFile(downloaded);
    });
    afterAll(() => target.close());

    const refused = async (name: string, bytes: Buffer, message: RegExp, replace = true) => {
      const file = join(work, name);
      await writeFile(file, bytes);
      await expect(restoreArchive(target, file, { replace })).rejects.toThrow(message);
      expect(await everything(target)).toEqual(before);
    };

    it("a truncated archive (cut in half)", () =>
      refused(
        "truncated.tar.gz",
        whole.subarray(0, whole.length / 2),
        /^This backup is damaged or incomplete \(.+\); nothing was restored$/,
      ));

    it("a corrupted archive (bytes flipped in the middle)", async () => {
      const corrupted = Buffer.from(whole);
      for (let at = Math.floor(corrupted.length / 2); at < corrupted.length / 2 + 16; at++) corrupted[at] ^= 0xff;
      await refused("corrupted.tar.gz", corrupted, /^This backup is damaged or incomplete/);
    });

    it("an archive from a newer Furrow", async () => {
      const pack = tar.pack();
      pack.entry(
        { name: "manifest.json" },
        JSON.stringify({ format: "furrow-backup", version: 3, createdAt: at.toISOString(), engine: "embedded" }),
      );
      pack.finalize();
      const gzipped = Buffer.concat(await pack.pipe(createGzip()).toArray());
      await refused("newer.tar.gz", gzipped, /^This backup was made by a newer Furrow \(format 3\)$/);
    });

    it("a file that is not a backup at all", () =>
      refused("notes.txt", Buffer.from("Remember to order seed potatoes."), /^This file is not a Furrow backup \(it is not gzipped\)$/));

    it("a gzipped file that is not a backup", () =>
      refused("other.gz", gzipSync("just some text, long enough to fill a tar header block or not"), /^This file is not a Furrow backup$/));

    const refusedSnapshot = async (name: string, files: Record<string, Buffer | string>, message: RegExp) => {
      const folder = join(work, name);
      await mkdir(folder, { recursive: true });
      for (const [file, content] of Object.entries(files)) await writeFile(join(folder, file), content);
      await expect(restoreSnapshot(target, folder, { replace: true })).rejects.toThrow(message);
      expect(await everything(target)).toEqual(before);
    };

    it("a folder that is not a snapshot", () =>
      refusedSnapshot(
        "not-a-snapshot",
        { "notes.txt": "seed potatoes" },
        /^This folder is not a Furrow snapshot \(it has no furrow\.db\)$/,
      ));

    it("a snapshot whose database is damaged", () =>
      refusedSnapshot(
        "damaged-snapshot",
        { "furrow.db": Buffer.alloc(8192, 7) },
        /^This snapshot is damaged \(.+\); nothing was restored$/,
      ));

    it("a snapshot from a newer Furrow", () =>
      refusedSnapshot(
        "newer-snapshot",
        { "furrow.db": "", "snapshot.json": JSON.stringify({ version: 2 }) },
        /^This backup was made by a newer Furrow \(format 2\)$/,
      ));

    it("a whole archive into a store that holds data, without --replace", () =>
      refused(
        "whole.tar.gz",
        whole,
        /^The store already holds data; restore into an empty DATA_DIR, or pass --replace to empty it first$/,
        false,
      ));
  });

  it("replaces what a store holds when asked to, and takes the chance to run the hook first", async () => {
    const store = await emptyStore();
    try {
      await store.collection("posts").insertOne({ _id: "replaced", title: "Gone after the restore", createdAt: at } as Document);
      const seenBeforeReplacing: number[] = [];
      await restoreArchive(store, downloaded, {
        replace: true,
        beforeReplace: async () => void seenBeforeReplacing.push(await store.collection("posts").countDocuments({})),
      });
      expect(seenBeforeReplacing).toEqual([1]);
      expect(await store.collection("posts").findOne({ _id: "replaced" })).toBeNull();
      expect(await store.collection("posts").countDocuments({})).toBe(await t.store.collection("posts").countDocuments({}));
    } finally {
      await store.close();
    }
  });

  it("restores from a stream as well as from a file", async () => {
    const store = await emptyStore();
    try {
      const report = await restoreArchive(store, Readable.from([await readFile(downloaded)]));
      expect(report.collections.posts).toBe(await t.store.collection("posts").countDocuments({}));
    } finally {
      await store.close();
    }
  });

  it("restores a MongoDB store's snapshot folder, which holds the portable archive", async () => {
    const folder = await mkdtemp(join(tmpdir(), "furrow-archive-snapshot-"));
    const store = await emptyStore();
    try {
      await writeArchive(t.store, createWriteStream(join(folder, SNAPSHOT_ARCHIVE)), { now: at });
      const report = await restoreFrom(store, folder);
      expect(report.collections.posts).toBe(await t.store.collection("posts").countDocuments({}));
    } finally {
      await store.close();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("stops writing when the reader goes away, with the error, and the site keeps answering", async () => {
    const out = new PassThrough();
    out.once("data", () => out.destroy(new Error("The reader went away")));
    await expect(writeArchive(t.store, out, { now: at })).rejects.toThrow();

    // A download cancelled over real HTTP after its first bytes.
    const server = createServer(t.app).listen(0, "127.0.0.1");
    try {
      await new Promise((resolve) => server.once("listening", resolve));
      const cookie = (await admin.get("/api/admin/stats")).request.cookies;
      await new Promise<void>((resolve, reject) => {
        const req = get(
          { host: "127.0.0.1", port: (server.address() as AddressInfo).port, path: "/api/admin/backup", headers: { cookie } },
          (res) => {
            expect(res.statusCode).toBe(200);
            res.once("data", () => {
              req.destroy();
              resolve();
            });
          },
        );
        req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
      });
      await request(server).get("/healthz").expect(200);
      expect(await admin.get("/api/admin/backup").expect(200)).toBeTruthy();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("writes a file of its own kind: the manifest first, documents in JSON Lines, the totals last", async () => {
    const file = join(work, "written.tar.gz");
    const report = await writeArchive(t.store, createWriteStream(file), { now: at });
    const names: string[] = [];
    const extract = tar.extract();
    const reading = pipeline(createReadStream(file), createGunzip(), extract);
    for await (const entry of extract) {
      names.push(entry.header.name);
      entry.resume();
    }
    await reading;
    expect(names[0]).toBe("manifest.json");
    expect(names.at(-1)).toBe("totals.json");
    expect(names).toContain("collections/posts/000001.jsonl");
    expect(names.filter((name) => name.startsWith("uploads/")).sort()).toEqual(
      (await readdir(join(t.dataDir, "uploads")))
        .filter((name) => !name.startsWith("."))
        .sort()
        .map((name) => `uploads/${name}`),
    );
    expect(report.counts.posts).toBe(await t.store.collection("posts").countDocuments({}));
    expect(report.bytes).toBe((await readFile(file)).length);
  });
});
