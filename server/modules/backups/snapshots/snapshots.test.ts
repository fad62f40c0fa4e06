import { mkdir, open, readdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import sharp from "sharp";
import { createLogger } from "../../../lib/logger";
import { startBackgroundJobs } from "../../../jobs/background-jobs";
import { adminAgent, manualClock, startTestApp, type TestApp } from "../../../test/test-app";
import { watched } from "../../../test/watched-job";
import type { PostRecord } from "../../../store/repositories/posts.record";
import { newId } from "../../../lib/ids";

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const silent = createLogger("silent");

const apps: TestApp[] = [];
async function app(options: Parameters<typeof startTestApp>[0] = {}): Promise<TestApp> {
  const started = await startTestApp(options);
  apps.push(started);
  return started;
}

afterEach(async () => {
  vi.useRealTimers();
  // The second app on a shared folder first, so the folder's owner removes it last.
  for (const started of apps.splice(0).reverse()) await started.close();
});

/** Overwrites everything after the first page with noise: the file still opens, its tables no longer read. */
async function corrupt(file: string): Promise<void> {
  const { size } = await stat(file);
  const handle = await open(file, "r+");
  try {
    await handle.write(Buffer.alloc(size - 4096, 0xa5), 0, size - 4096, 4096);
  } finally {
    await handle.close();
  }
}

describe("scheduled snapshots", () => {
  it("are taken when the schedule's slot is due, and not again before the next slot", async () => {
    const clock = manualClock(new Date("2026-11-24T09:00:00Z"));
    const t = await app({ clock });
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { job, runs } = watched(t.services.snapshots.job());
    const running = startBackgroundJobs([job], silent);
    try {
      await runs[0];
      const [first] = await t.services.snapshots.list();
      expect(first).toMatchObject({ reason: "scheduled", kind: "sqlite", createdAt: "2026-11-24T09:00:00.000Z", check: { ok: true } });
      expect((await t.services.snapshots.overview()).nextDueAt).toBe("2026-11-25T00:00:00.000Z");

      // 23:55, still the day's slot: the job looks, and takes nothing.
      clock.advance(14 * HOUR_MS + 55 * MINUTE_MS);
      vi.advanceTimersByTime(5 * MINUTE_MS);
      await runs[1];
      expect(await t.services.snapshots.list()).toHaveLength(1);

      // Midnight: the next day's slot.
      clock.advance(5 * MINUTE_MS);
      vi.advanceTimersByTime(5 * MINUTE_MS);
      await runs[2];
      const snapshots = await t.services.snapshots.list();
      expect(snapshots.map((snapshot) => snapshot.createdAt)).toEqual(["2026-11-25T00:00:00.000Z", "2026-11-24T09:00:00.000Z"]);
      expect((await t.services.snapshots.overview()).nextDueAt).toBe("2026-11-26T00:00:00.000Z");
    } finally {
      await running.stop();
    }
  });

  it("are not taken when BACKUP_EVERY_HOURS is 0, and the overview says no snapshot is due", async () => {
    const t = await app({ env: { BACKUP_EVERY_HOURS: "0" } });
    await t.services.snapshots.job().run();
    expect(await t.services.snapshots.overview()).toMatchObject({
      everyHours: 0,
      nextDueAt: null,
      overdue: false,
      lastGood: null,
      snapshots: [],
    });
  });

  it("are taken once per slot by two servers on one data folder, and by the other once a dead one's lease runs out", async () => {
    const clock = manualClock(new Date("2026-11-24T09:00:00Z"));
    const first = await app({ clock });
    const second = await app({ clock, dataDir: first.dataDir });
    const both = () => Promise.all([first.services.snapshots.job().run(), second.services.snapshots.job().run()]);

    await both();
    await both();
    expect(await first.services.snapshots.list()).toHaveLength(1);

    clock.advance(DAY_MS);
    await both();
    expect((await second.services.snapshots.list()).map((snapshot) => snapshot.createdAt)).toEqual([
      "2026-11-25T09:00:00.000Z",
      "2026-11-24T09:00:00.000Z",
    ]);

    // A process that claimed the next day's slot and died: nobody takes it while its lease holds.
    clock.advance(DAY_MS);
    await first.services.repositories.snapshotLeases.claim(
      "2026-11-26T00:00:00.000Z",
      "a process that died",
      clock.now(),
      new Date(clock.now().getTime() + HOUR_MS),
    );
    await both();
    expect(await first.services.snapshots.list()).toHaveLength(2);
    clock.advance(HOUR_MS + MINUTE_MS);
    await both();
    expect((await first.services.snapshots.list()).map((snapshot) => snapshot.createdAt)).toEqual([
      "2026-11-26T10:01:00.000Z",
      "2026-11-25T09:00:00.000Z",
      "2026-11-24T09:00:00.000Z",
    ]);
  });
});

describe("every snapshot", () => {
  it("holds the database copy, the uploads and its description, and records a passed check with the counts", async () => {
    const t = await app({ seed: true });
    const admin = await adminAgent(t);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 45, g: 80, b: 22 } } })
      .png()
      .toBuffer();
    const uploaded = (await admin.post("/api/admin/uploads").set("Content-Type", "image/png").send(png).expect(201)).body as {
      url: string;
    };

    const snapshot = await t.services.snapshots.take("manual");

    const posts = await t.store.collection("posts").countDocuments({});
    expect(posts).toBeGreaterThan(0);
    expect(snapshot.check).toMatchObject({ ok: true, message: "Opened, integrity ok, counts match", uploads: 1 });
    expect(snapshot.check?.counts).toMatchObject({ posts, comments: await t.store.collection("comments").countDocuments({}) });
    const folder = join(t.config.backups.dir, snapshot.id);
    expect((await readdir(folder)).sort()).toEqual(["furrow.db", "snapshot.json", "uploads"]);
    expect(await readdir(join(folder, "uploads"))).toEqual([uploaded.url.split("/").pop()]);
    expect(snapshot.bytes).toBeGreaterThan((await stat(join(folder, "furrow.db"))).size);
    // Nothing half-written is left beside it.
    expect(await readdir(t.config.backups.dir)).toEqual([snapshot.id]);
  });

  it("that a crash left half-written is never listed, and is removed once it is older than a lease", async () => {
    const clock = manualClock(new Date("2026-11-24T09:00:00Z"));
    const t = await app({ clock });
    const crashed = join(t.config.backups.dir, "2026-11-24T08-30-00Z-scheduled.partial");
    await mkdir(join(crashed, "uploads"), { recursive: true });
    await writeFile(join(crashed, "furrow.db"), "half a copy");

    const taken = await t.services.snapshots.take("manual");
    expect((await t.services.snapshots.list()).map((snapshot) => snapshot.id)).toEqual([taken.id]);
    expect((await readdir(t.config.backups.dir)).sort()).toEqual([crashed.split("/").pop(), taken.id].sort());

    clock.advance(HOUR_MS);
    const next = await t.services.snapshots.take("manual");
    expect(await readdir(t.config.backups.dir)).toEqual([next.id]);
  });

  it("whose copy is corrupted records a failed check, is shown, and is not the last good snapshot", async () => {
    const clock = manualClock(new Date("2026-11-24T09:00:00Z"));
    const t = await app({ clock, seed: true });
    const good = await t.services.snapshots.take("manual");
    // The next day, so the retention rule keeps both.
    clock.advance(DAY_MS);
    const later = await t.services.snapshots.take("manual");
    expect((await t.services.snapshots.overview()).lastGood?.id).toBe(later.id);

    await corrupt(join(t.config.backups.dir, later.id, "furrow.db"));
    const checked = await t.services.snapshots.verify(later.id);

    expect(checked.check?.ok).toBe(false);
    const overview = await t.services.snapshots.overview();
    expect(overview.lastGood?.id).toBe(good.id);
    expect(overview.snapshots.map((snapshot) => [snapshot.id, snapshot.check?.ok])).toEqual([
      [later.id, false],
      [good.id, true],
    ]);
  });

  it("taken while posts are being written is a consistent copy whose check passes", async () => {
    const t = await app();
    // Enough to take the online backup many steps, so the writes land between them.
    const body = "A paragraph about soil and roots. ".repeat(200);
    const at = new Date("2026-01-01T00:00:00Z");
    const posts = Array.from({ length: 1000 }, (_, i): PostRecord => ({
      _id: newId(),
      slug: `bulk-${i}`,
      oldSlugs: [],
      title: `Bulk ${i}`,
      markdown: body,
      html: `<p>${body}</p>`,
      plainText: body,
      excerpt: "",
      hasCustomExcerpt: false,
      featuredImage: "",
      tags: [],
      tagKeys: [],
      category: { name: "Soil", color: "#2d5016" },
      authorId: null,
      author: { name: "A", avatar: "", bio: "" },
      readTime: 1,
      isPublished: true,
      isFeatured: false,
      createdAt: at,
      updatedAt: at,
      publishedAt: at,
      version: 1,
    }));
    for (let i = 0; i < posts.length; i += 300)
      await t.store.collection<PostRecord>("posts").bulkWrite(posts.slice(i, i + 300).map((document) => ({ insertOne: { document } })));
    const admin = await adminAgent(t);
    const before = await t.store.collection("posts").countDocuments({});

    let taking = true;
    let written = 0;
    const writing = (async () => {
      while (taking) {
        await admin
          .post("/api/admin/blog-posts")
          .send({ title: `Written during the copy ${written}`, content: "Words.", excerpt: "", tags: [], isPublished: true })
          .expect(201);
        written++;
      }
    })();
    const snapshot = await t.services.snapshots.take("manual").finally(() => (taking = false));
    await writing;

    expect(written).toBeGreaterThan(0);
    expect(snapshot.check).toMatchObject({ ok: true, message: "Opened, integrity ok, counts match" });
    expect(snapshot.check!.counts.posts).toBeGreaterThanOrEqual(before);
    expect(snapshot.check!.counts.posts).toBeLessThanOrEqual(before + written);
  });
});

describe("the kept snapshots", () => {
  it("are removed from the disk by the retention rule as new ones are taken", async () => {
    const clock = manualClock(new Date("2026-11-16T03:00:00Z"));
    const t = await app({ clock, env: { BACKUP_KEEP_DAILY: "2", BACKUP_KEEP_WEEKLY: "2" } });
    const before: string[] = [];
    // Nine days, Monday 16 to Tuesday 24 November, one a day; a snapshot before an import every fourth day.
    for (let day = 0; day < 9; day++) {
      await t.services.snapshots.take("scheduled");
      if (day % 4 === 0) {
        clock.advance(HOUR_MS);
        before.push((await t.services.snapshots.take("before-import")).id);
        clock.advance(-HOUR_MS);
      }
      clock.advance(DAY_MS);
    }

    const kept = await t.services.snapshots.list();
    const days = (reason: string) =>
      kept.filter((snapshot) => snapshot.reason === reason).map((snapshot) => snapshot.createdAt.slice(0, 10));
    // The last 2 days, and Sunday the 22nd as the newest of the week before (retention.test.ts has the whole calendar).
    expect(days("scheduled")).toEqual(["2026-11-24", "2026-11-23", "2026-11-22"]);
    expect(kept.filter((snapshot) => snapshot.reason === "before-import").map((snapshot) => snapshot.id)).toEqual([...before].reverse());
    expect((await readdir(t.config.backups.dir)).sort()).toEqual(kept.map((snapshot) => snapshot.id).sort());
    // 12 real snapshots, each copied and then checked by a node process of its own.
  }, 60_000);
});

describe("the backups overview", () => {
  it("says a snapshot is overdue when none was taken, or the last good one is older than twice the schedule", async () => {
    const clock = manualClock(new Date("2026-11-24T09:00:00Z"));
    const t = await app({ clock, env: { BACKUP_EVERY_HOURS: "6" } });
    expect(await t.services.snapshots.overview()).toMatchObject({
      overdue: true,
      lastGood: null,
      everyHours: 6,
      retention: { daily: 7, weekly: 4 },
    });

    const snapshot = await t.services.snapshots.take("manual");
    clock.advance(12 * HOUR_MS);
    expect(await t.services.snapshots.overview()).toMatchObject({ overdue: false, lastGood: { id: snapshot.id } });
    clock.advance(MINUTE_MS);
    expect(await t.services.snapshots.overview()).toMatchObject({ overdue: true, lastGood: { id: snapshot.id } });
  });
});
