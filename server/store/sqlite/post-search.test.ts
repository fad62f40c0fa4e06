import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { adminAgent, startTestApp, type TestApp } from "../../test/test-app";
import Database from "better-sqlite3";
import { withinEdits } from "../search/edit-distance";

const titles = (body: { title: string }[]) => body.map((post) => post.title);

describe("search in the database", () => {
  let dataDir: string;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-fts-"));
    first = await startTestApp({ dataDir, seed: true });
    // A second app on the same database file, as a second process would be.
    second = await startTestApp({ dataDir });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const search = (app: TestApp, q: string) =>
    request(app.app)
      .get(`/api/blog-posts/search?q=${encodeURIComponent(q)}`)
      .expect(200);

  it("ranks a title match first, and finds a word by its start as it is typed", async () => {
    const found = titles((await search(first, "nitrogen")).body);
    expect(found[0]).toMatch(/Nitrogen/);
    expect(titles((await search(first, "nitro")).body)[0]).toBe(found[0]);
  });

  it("forgives one typo anywhere in a word: a wrong, missing, extra or swapped letter", async () => {
    const expected = titles((await search(first, "agrivoltaics")).body)[0];
    for (const typo of ["agrivoltaixs", "agrivoltics", "agrivoltaicss", "agrivolatics", "sgrivoltaics"]) {
      expect(titles((await search(first, typo)).body)[0], typo).toBe(expected);
    }
  });

  it("needs every word when some post has them all, and any word otherwise", async () => {
    const both = titles((await search(first, "soil moisture")).body);
    expect(both.length).toBeGreaterThan(0);
    expect(titles((await search(first, "moisture zzzqqq")).body)).toEqual(titles((await search(first, "moisture")).body));
  });

  it("sees a post written through another instance at once, and forgets it when it is unpublished", async () => {
    const admin = await adminAgent(first);
    const title = "Hyperspectral lettuce tipburn detection";
    const post = (
      await admin
        .post("/api/admin/blog-posts")
        .send({ title, content: "Tipburn shows in **glasshouse** lettuce.", tags: ["Imaging"], isPublished: true })
        .expect(201)
    ).body;
    expect(titles((await search(second, "tipburn")).body)).toEqual([title]);
    expect(titles((await search(second, "tipbrun")).body)).toEqual([title]);
    await admin
      .patch(`/api/admin/blog-posts/${post.id}`)
      .send({ title, content: "Tipburn shows in glasshouse lettuce.", tags: ["Imaging"], isPublished: false, baseVersion: post.version })
      .expect(200);
    expect((await search(second, "tipburn")).body).toEqual([]);
  });

  it("reads the index's own syntax in a query as plain words: a phrase, a column, NEAR, a star, brackets", async () => {
    const plain = titles((await search(first, "soil moisture")).body);
    expect(plain.length).toBeGreaterThan(0);
    expect(titles((await search(first, '"soil moisture"')).body)).toEqual(plain);
    for (const crafted of ["{title}: soil moisture", "soil NEAR moisture", "soil^ moisture*", "(((soil moisture", '" OR "soil'])
      expect(titles((await search(first, crafted)).body).length).toBeGreaterThan(0);
  });

  it("never finds a draft", async () => {
    expect(titles((await search(first, "vertical farming energy")).body)).not.toContain("Vertical Farming's Energy Problem");
  });
});

describe("the order of results", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const publish = (title: string, fields: { excerpt?: string; tags?: string[]; content?: string }) =>
    t.services.posts.create(
      { title, excerpt: fields.excerpt ?? "", tags: fields.tags ?? [], content: fields.content ?? "Nothing to see.", isPublished: true },
      { author: { name: "Test", avatar: "", bio: "" } },
    );

  it("puts title matches first, then tags, then the excerpt, then the body, the newest first within each", async () => {
    // Written oldest first, so that recency alone would give the reverse order.
    await publish("Hedgerow survey, older", {});
    await publish("Hedgerow survey, newer", {});
    await publish("Tagged only", { tags: ["Hedgerow"] });
    await publish("Summarised only", { excerpt: "A walk along the hedgerow." });
    await publish("In the body only", { excerpt: "Spring planting.", content: "We planted a hedgerow last spring." });
    const found = titles((await request(t.app).get("/api/blog-posts/search?q=hedgerow").expect(200)).body);
    expect(found).toEqual(["Hedgerow survey, newer", "Hedgerow survey, older", "Tagged only", "Summarised only", "In the body only"]);
  });

  it("finds a word by a start that many indexed words share", async () => {
    // 26 words start with "quox": more than a typed start is spelt out as, so the index matches the start itself.
    const words = [..."abcdefghijklmnopqrstuvwxyz"].map((letter) => `quox${letter}ian`).join(" ");
    await publish("Many words", { content: words });
    expect(titles((await request(t.app).get("/api/blog-posts/search?q=quox").expect(200)).body)).toEqual(["Many words"]);
    expect(titles((await request(t.app).get("/api/blog-posts/search?q=quoxm").expect(200)).body)).toEqual(["Many words"]);
  });
});

describe("the typo measure", () => {
  it("counts a wrong, missing, extra or swapped letter as one edit", () => {
    expect(withinEdits("nitrogen", "nitrogen", 0)).toBe(true);
    expect(withinEdits("nitrogen", "nitrogan", 1)).toBe(true);
    expect(withinEdits("nitrogen", "nitrgen", 1)).toBe(true);
    expect(withinEdits("nitrogen", "nitroogen", 1)).toBe(true);
    expect(withinEdits("nitrogen", "nitorgen", 1)).toBe(true);
    expect(withinEdits("nitrogen", "nitorgne", 1)).toBe(false);
    expect(withinEdits("nitrogen", "nitorgne", 2)).toBe(true);
    expect(withinEdits("soil", "sail", 0)).toBe(false);
  });
});

describe("a database from before the summary index", () => {
  it("gets it filled on open, so title matches come first as before", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "furrow-fts-summary-"));
    try {
      const before = await startTestApp({ dataDir, seed: true });
      const expected = titles((await request(before.app).get("/api/blog-posts/search?q=nitrogen").expect(200)).body);
      await before.close();
      const db = new Database(join(dataDir, "furrow.db"));
      db.exec(`DROP TRIGGER posts_summary_search_insert; DROP TRIGGER posts_summary_search_update;
        DROP TRIGGER posts_summary_search_delete; DROP TABLE posts_summary_search;`);
      db.close();

      const after = await startTestApp({ dataDir });
      try {
        expect(titles((await request(after.app).get("/api/blog-posts/search?q=nitrogen").expect(200)).body)).toEqual(expected);
        expect(expected[0]).toMatch(/Nitrogen/);
      } finally {
        await after.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("a search index made with other options (word positions kept, no prefix index)", () => {
  it("is made again on open, and finds every published post as before", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "furrow-fts-old-"));
    try {
      const before = await startTestApp({ dataDir, seed: true });
      const expected = titles((await request(before.app).get("/api/blog-posts/search?q=nitro").expect(200)).body);
      await before.close();
      // The index as an older release made it: word positions kept, no prefix index.
      const db = new Database(join(dataDir, "furrow.db"));
      db.exec(`DROP TABLE posts_search_vocabulary; DROP TABLE posts_search;
        CREATE VIRTUAL TABLE posts_search USING fts5(title, excerpt, tags, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');`);
      db.close();

      const after = await startTestApp({ dataDir });
      try {
        expect(titles((await request(after.app).get("/api/blog-posts/search?q=nitro").expect(200)).body)).toEqual(expected);
        expect(expected.length).toBeGreaterThan(0);
      } finally {
        await after.close();
      }
      const reopened = new Database(join(dataDir, "furrow.db"), { readonly: true });
      expect(reopened.prepare("SELECT sql FROM sqlite_master WHERE name = 'posts_search'").pluck().get()).toContain(
        "prefix='3', detail=none",
      );
      reopened.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
