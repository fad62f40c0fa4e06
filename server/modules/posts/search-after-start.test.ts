import { afterAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import type { PostCard } from "../../../shared/types";
import { startTestApp, type TestApp } from "../../test/test-app";

describe("search right after a start", () => {
  let dataDir = "";
  let restarted: TestApp | undefined;
  afterAll(async () => {
    await restarted?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("finds the posts already in the store, by a word and by a word a typo away, with nothing built at start", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-search-after-start-"));
    const first = await startTestApp({ seed: true, dataDir });
    await first.close();
    // A restart on the same folder: the first request after it is a search.
    restarted = await startTestApp({ dataDir });
    const exact = (await request(restarted.app).get("/api/blog-posts/search?q=agrivoltaics").expect(200)).body as PostCard[];
    const typo = (await request(restarted.app).get("/api/blog-posts/search?q=agrivoltiacs").expect(200)).body as PostCard[];
    expect(exact.map((post) => post.slug)).toContain("agrivoltaics-sharing-sunlight");
    expect(typo.map((post) => post.slug)).toContain("agrivoltaics-sharing-sunlight");
  });
});
