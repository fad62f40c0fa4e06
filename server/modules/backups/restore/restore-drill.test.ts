/**
 * The restore drill (issue 25, item 5), through the real commands: a site used as an author and
 * readers use it, `npm run backup` run on its data folder, `npm run restore` into an empty one (and
 * from a snapshot folder), then a second app on the restored folder answering as the first does.
 */
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import request from "supertest";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYTICS } from "../../../../shared/analytics";
import { newsletterFormAction, newsletterLinkRequest } from "../../../../shared/newsletter-links";
import { PAGE_STATE_ID } from "../../../../shared/ssr";
import { builtClientAssets } from "../../../http/client-assets";
import { openStore } from "../../../store/open-store";
import { projectRoot } from "../../../lib/project-root";
import { SQLITE_FILE } from "../../../store/sqlite/sqlite-store";
import { emlsIn, linksInEml } from "../../../test/mail-links";
import { adminAgent, startTestApp, type TestApp } from "../../../test/test-app";
import { CLIENT_SHELL } from "../../../test/test-app-with-shell";
import { SNAPSHOT_DATABASE, SNAPSHOT_DESCRIPTION, SNAPSHOT_UPLOADS } from "../snapshots/snapshot-layout";

const run = promisify(execFile);
const ROOT = projectRoot(import.meta.url);
const TSX = join(ROOT, "node_modules", ".bin", "tsx");
const SITE = "https://furrow.test";
const ENV = { PUBLIC_URL: SITE };
const ARTICLE = "/blog/soil-moisture-sensors-irrigation-scheduling";
const READER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** One of the real commands, on the data folder given, as an operator runs it. */
const command = (script: string, args: string[], dataDir: string) =>
  run(TSX, [`server/cli/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir },
  });

const failed = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 0, stderr: "" }),
    (error: { code: number; stderr: string }) => error,
  );

/** The page's server-written state (what the browser renders from), or the whole page if it has none. */
const pageData = (html: string) =>
  new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">(.*?)</script>`, "s").exec(html)?.[1] ?? html;

describe("the restore drill: backup, then restore into an empty folder, gives the same site", () => {
  let work: string;
  let dist: string;
  let original: TestApp;
  let unsubscribeLink: string;
  const opened: TestApp[] = [];

  const startOn = async (dataDir?: string) => {
    const app = await startTestApp({ seed: !dataDir, dataDir, clientAssets: builtClientAssets(dist), env: ENV });
    opened.push(app);
    return app;
  };

  /** What a reader, the author and the analytics see of a site. */
  async function whatEveryoneSees(t: TestApp) {
    const admin = await adminAgent(t);
    const get = async (agent: ReturnType<TestApp["agent"]> | typeof admin, path: string) => {
      const res = await agent.get(path).expect(200);
      return res.type === "text/html" ? pageData(res.text) : res.body;
    };
    const reader = t.agent();
    return {
      home: await get(reader, "/"),
      posts: await get(reader, "/api/blog-posts"),
      article: await get(reader, ARTICLE),
      image: (await reader.get(`/uploads/${(await t.store.files.list())[0]}`).expect(200)).body as Buffer,
      adminPosts: await get(admin, "/api/admin/blog-posts"),
      adminComments: await get(admin, "/api/admin/comments"),
      adminSubscribers: await get(admin, "/api/admin/subscribers"),
      analytics: await get(admin, "/api/admin/analytics?days=30"),
    };
  }

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "furrow-drill-"));
    dist = join(work, "dist");
    await mkdir(join(dist, "assets"), { recursive: true });
    await writeFile(join(dist, "index.html"), CLIENT_SHELL);

    original = await startOn();
    const admin = await adminAgent(original);
    // A reader subscribes and confirms; the author publishes a post sent as a newsletter.
    await request(original.app).post("/api/newsletter/subscribe").send({ email: "ana@farm.example" }).expect(200);
    const subscribers = original.services.repositories.subscribers;
    await subscribers.confirm((await subscribers.findByEmail("ana@farm.example"))!._id, new Date());
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#4A7C2A" } })
      .png()
      .toBuffer();
    const image = (await admin.post("/api/admin/uploads").set("Content-Type", "image/png").send(png).expect(201)).body as { url: string };
    await admin
      .post("/api/admin/blog-posts")
      .send({
        title: "Hedgerow sensors in spring",
        content: "What the sensors told us.",
        featuredImage: image.url,
        isPublished: true,
        tags: ["IoT"],
        newsletter: { send: true, content: "full" },
      })
      .expect(201);
    await original.services.newsletterSends.prepare();
    await original.services.mailWorker.kick();
    const mail = (await emlsIn(join(original.dataDir, "outbox"))).find(
      (sent) => sent.to === "ana@farm.example" && sent.subject === "Hedgerow sensors in spring",
    );
    unsubscribeLink = linksInEml(mail!.raw).find((link) => newsletterLinkRequest(new URL(link).searchParams)?.action === "unsubscribe")!;
    expect(unsubscribeLink).toBeTruthy();
    // A reader's visit, counted by the beacon.
    await request(original.app)
      .post(ANALYTICS.collectPath)
      .set("User-Agent", READER)
      .set("Content-Type", "text/plain;charset=UTF-8")
      .send(
        JSON.stringify({
          path: ARTICLE,
          events: [
            { type: "pageview", referrer: "www.google.com" },
            { type: "depth", percent: 50 },
          ],
        }),
      )
      .expect(202);
  }, 60_000);

  afterAll(async () => {
    for (const app of opened) await app.close();
    await rm(work, { recursive: true, force: true });
  });

  /** The restored site answers as the original does, and the link in mail the original sent unsubscribes its reader. */
  async function expectSameSite(restored: TestApp) {
    const seen = await whatEveryoneSees(original);
    expect(JSON.stringify(seen.analytics)).toContain("google.com");
    expect(await whatEveryoneSees(restored)).toEqual(seen);
    const token = newsletterLinkRequest(new URL(unsubscribeLink).searchParams)!.token;
    const res = await request(restored.app).post(newsletterFormAction("unsubscribe", token)).type("form").send("").expect(303);
    expect(res.headers.location).toBe("/newsletter?unsubscribe=unsubscribed");
    expect((await restored.services.repositories.subscribers.findByEmail("ana@farm.example"))?.status).toBe("unsubscribed");
    expect((await original.services.repositories.subscribers.findByEmail("ana@farm.example"))?.status).toBe("confirmed");
  }

  it("npm run backup, then npm run restore into an empty folder: the same pages, admin lists, analytics, and old unsubscribe links that work", async () => {
    const archive = join(work, "furrow-backup.tar.gz");
    const backup = await command("backup", [archive], original.dataDir);
    expect(backup.stdout).toMatch(
      /^Backup of the embedded store written to .+furrow-backup\.tar\.gz \(\d+ documents, \d+ uploaded files, [\d.]+ KB\)/,
    );
    const target = join(work, "restored");
    const restore = await command("restore", [archive], target);
    expect(restore.stdout).toMatch(/^Restored into the embedded store: \d+ posts, /);

    // Once more into the folder now holding data: refused, and it says how to go on.
    expect(await failed(command("restore", [archive], target))).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^The store already holds data; restore into an empty DATA_DIR, or pass --replace to empty it first/),
    });
    // With --replace it goes ahead, having first kept what it replaces as a checked snapshot.
    const replaced = await command("restore", [archive, "--replace"], target);
    expect(replaced.stdout).toMatch(/What the store held is kept in .+before-restore \(Opened, integrity ok, counts match\)/);
    const [kept] = (await readdir(join(target, "backups"))).filter((name) => name.endsWith("before-restore"));
    expect(JSON.parse(await readFile(join(target, "backups", kept, SNAPSHOT_DESCRIPTION), "utf8"))).toMatchObject({
      reason: "before-restore",
      check: { ok: true },
    });
    await expectSameSite(await startOn(target));
  }, 120_000);

  // furrow.sqlite: the copy's name in snapshot folders written by older versions.
  it.each([SNAPSHOT_DATABASE, "furrow.sqlite"])(
    "npm run restore from a snapshot folder (a SQLite copy named %s and its uploads) gives the same site too",
    async (copyName) => {
      const snapshot = join(work, "backups", `2026-11-26T03-00-00Z-scheduled-${copyName}`);
      await mkdir(snapshot, { recursive: true });
      const live = new Database(join(original.dataDir, SQLITE_FILE), { readonly: true });
      try {
        await live.backup(join(snapshot, copyName));
      } finally {
        live.close();
      }
      await cp(join(original.dataDir, "uploads"), join(snapshot, SNAPSHOT_UPLOADS), { recursive: true });
      await writeFile(
        join(snapshot, SNAPSHOT_DESCRIPTION),
        JSON.stringify({ version: 1, reason: "scheduled", createdAt: "2026-11-26T03:00:00.000Z" }),
      );

      const target = join(work, `from-snapshot-${copyName}`);
      const restore = await command("restore", [snapshot], target);
      expect(restore.stdout).toMatch(/^Restored into the embedded store: \d+ posts, .*, \d+ uploaded files/);
      await expectSameSite(await startOn(target));
    },
    120_000,
  );

  it("refuses a damaged archive on the command line with a clear message and exit code 1, leaving the folder empty", async () => {
    const damaged = join(work, "damaged.tar.gz");
    await command("backup", [damaged], original.dataDir);
    await truncate(damaged, 2000);
    const target = join(work, "still-empty");
    expect(await failed(command("restore", [damaged], target))).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^This backup is damaged or incomplete \(.+\); nothing was restored/),
    });
    const store = await openStore({ dataDir: target });
    try {
      expect(await store.collection("posts").countDocuments({})).toBe(0);
    } finally {
      await store.close();
    }
  }, 60_000);
});
