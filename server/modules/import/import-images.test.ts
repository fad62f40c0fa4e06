import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportJob } from "../../../shared/schemas/imports";
import { adminAgent, startTestApp, type TestApp } from "../../test/test-app";
import { startImageServer } from "./test/test-image-server";
import { fixture, upload, waitForJob } from "./test/import-test-helpers";
import { zipToBuffer } from "./test/test-zips";

/**
 * Images come home and links between imported posts point here: a WordPress export whose images
 * are on a local image server, imported through the API into the real store.
 */
let t: TestApp;
let admin: ReturnType<typeof request.agent>;
let images: Awaited<ReturnType<typeof startImageServer>>;
let wxr: string;

const STORED = /^\/uploads\/[\w-]+\.webp$/;

async function importAs(body: Buffer | string, name: string, type: string, as = admin): Promise<ImportJob> {
  const uploaded = await upload(as, body, name, type);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const job =
    uploaded.body.status === "reading"
      ? await waitForJob(as, uploaded.body.id, (j) => j.status !== "reading")
      : (uploaded.body as ImportJob);
  expect(job.status).toBe("preview");
  await as.post(`/api/admin/imports/${job.id}/confirm`).expect(200);
  return waitForJob(as, job.id, (j) => j.status === "done" || j.status === "failed");
}

const postAt = (slug: string) => t.services.repositories.posts.findBySlugOrId(slug);

beforeAll(async () => {
  images = await startImageServer(1024);
  wxr = fixture("wordpress-images.xml").toString("utf8").replaceAll("IMAGES_BASE", images.base);
  // The image server is on 127.0.0.1, which an import may fetch from only when allowed.
  t = await startTestApp({ env: { IMPORT_FETCH_PRIVATE_HOSTS: "true" } });
  admin = await adminAgent(t);
});
afterAll(async () => {
  await t?.close();
  await images?.close();
});

describe("an import's images and links", () => {
  let first: ImportJob;

  it("counts the posts' images in the preview, the featured image among them", async () => {
    const uploaded = await upload(admin, wxr, "allotment.xml", "application/xml");
    expect(uploaded.status).toBe(201);
    const job =
      uploaded.body.status === "reading"
        ? await waitForJob(admin, uploaded.body.id, (j) => j.status !== "reading")
        : (uploaded.body as ImportJob);
    // Planting garlic: two in the text and a featured one; Garlic harvest: one.
    expect(job.preview).toMatchObject({ posts: 2, images: 4 });
    await admin.post(`/api/admin/imports/${job.id}/cancel`).expect(200);
    expect(images.requests).toEqual([]);
  });

  it("stores the images as uploads served by this site, points the text and the featured image at them, and keeps a broken one's address with a report line", async () => {
    first = await importAs(wxr, "allotment.xml", "application/xml");
    expect(first.status).toBe("done");
    // The third item is the featured image's attachment, skipped as no post.
    expect(first.counts).toEqual({ imported: 2, updated: 0, unchanged: 0, skipped: 1, failed: 0 });

    const planting = (await postAt("planting-garlic"))!;
    const stored = /!\[Garlic rows\]\(([^)]+)\)/.exec(planting.markdown)?.[1];
    expect(stored).toMatch(STORED);
    expect(planting.featuredImage).toMatch(STORED);
    expect(planting.markdown).not.toContain(`${images.base}/photo.png`);
    expect(planting.markdown).toContain(`![Lost photo](${images.base}/gone.png)`);
    const served = await admin.get(stored!).expect(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    await admin.get(planting.featuredImage).expect(200);

    // One image two posts use is fetched once.
    const harvest = (await postAt("garlic-harvest"))!;
    expect(harvest.markdown).toContain(`![The same rows, in July](${stored})`);
    expect(images.requests.filter((path) => path === "/photo.png")).toHaveLength(1);

    const broken = { kind: "image", originalId: `${images.base}/gone.png`, title: "Planting garlic", outcome: "failed" };
    const reportedBroken = first.report.find((line) => line.kind === "image");
    expect(reportedBroken).toMatchObject(broken);
    expect(reportedBroken?.reason).toBe("the server answered 404; the post keeps the original address");
    const csv = (await admin.get(`/api/admin/imports/${first.id}/report.csv`).expect(200)).text;
    expect(csv).toContain(
      `image,${images.base}/gone.png,Planting garlic,failed,the server answered 404; the post keeps the original address`,
    );
  });

  it("points links between the imported posts, by old permalink or by ?p= id, at their pages here", async () => {
    const planting = (await postAt("planting-garlic"))!;
    expect(planting.markdown).toContain("[the harvest](/blog/garlic-harvest)");
    expect(planting.markdown).toContain("[the same post by its id](/blog/garlic-harvest)");
    expect(planting.html).toContain('href="/blog/garlic-harvest"');
    const harvest = (await postAt("garlic-harvest"))!;
    expect(harvest.markdown).toContain("[how](/blog/planting-garlic)");
    // Saved again as the import's own text, not as an edit of the author's.
    expect(planting.importedFrom?.savedVersion).toBe(planting.version);
    const answered = (await admin.get("/api/blog-posts/planting-garlic").expect(200)).body;
    expect(JSON.stringify(answered)).toContain('href=\\"/blog/garlic-harvest\\"');
  });

  it("fetches nothing and reports every post unchanged when the same file is imported again", async () => {
    const fetched = images.requests.length;
    const before = (await postAt("planting-garlic"))!;
    const again = await importAs(wxr, "allotment.xml", "application/xml");
    expect(again.counts).toEqual({ imported: 0, updated: 0, unchanged: 2, skipped: 1, failed: 0 });
    expect(again.report.map((line) => [line.kind, line.outcome])).toEqual([
      ["post", "unchanged"],
      ["post", "unchanged"],
      // The featured image's attachment item, which is not a post.
      ["post", "skipped"],
    ]);
    expect(images.requests.length).toBe(fetched);
    const after = (await postAt("planting-garlic"))!;
    expect([after.version, after.markdown]).toEqual([before.version, before.markdown]);
  });

  it("updates a post changed in the file since, its links pointed here again, rather than taking it for the author's edit", async () => {
    const changed = wxr.replace("We lifted them on a dry day.", "We lifted them on a wet day.");
    const job = await importAs(changed, "allotment.xml", "application/xml");
    expect(job.counts).toEqual({ imported: 0, updated: 1, unchanged: 1, skipped: 1, failed: 0 });
    const harvest = (await postAt("garlic-harvest"))!;
    expect(harvest.markdown).toContain("We lifted them on a wet day.");
    expect(harvest.markdown).toContain("[how](/blog/planting-garlic)");
    expect(harvest.markdown).toMatch(/!\[The same rows, in July\]\(\/uploads\/[\w-]+\.webp\)/);
    // What an import fetched is remembered for that import only: this one fetched its image again.
    expect(images.requests.filter((path) => path === "/photo.png")).toHaveLength(2);
  });
});

describe("a Markdown zip's images", () => {
  it("stores a page bundle's image and cover from the zip, fetching nothing", async () => {
    const fetched = images.requests.length;
    const zip = await zipToBuffer([
      {
        name: "site/content/posts/raised-beds/index.md",
        data: "---\ntitle: Raised beds\ndate: 2021-03-01\ncover: ./cover.jpg\n---\nFour beds of larch.\n\n![The beds](images/beds.png)\n",
      },
      { name: "site/content/posts/raised-beds/cover.jpg", data: images.images.jpeg },
      { name: "site/content/posts/raised-beds/images/beds.png", data: images.images.png },
    ]);
    const job = await importAs(zip, "site.zip", "application/zip");
    expect(job.status).toBe("done");
    expect(job.counts.imported).toBe(1);
    expect(job.report.filter((line) => line.kind === "image")).toEqual([]);
    const post = (await postAt("raised-beds"))!;
    const stored = /!\[The beds\]\(([^)]+)\)/.exec(post.markdown)?.[1];
    expect(stored).toMatch(STORED);
    expect(post.featuredImage).toMatch(STORED);
    await admin.get(stored!).expect(200);
    expect(images.requests.length).toBe(fetched);
  });
});

describe("links to a post a later import adds", () => {
  let other: TestApp | undefined;
  afterAll(() => other?.close());

  it("point at its page here once it arrives, in a post an earlier import wrote", async () => {
    other = await startTestApp({ env: { IMPORT_FETCH_PRIVATE_HOSTS: "true" } });
    const agent = await adminAgent(other);
    const withoutHarvest = wxr.replace(/<item>\s*<title><!\[CDATA\[Garlic harvest[\s\S]*?<\/item>/, "");
    expect(withoutHarvest).not.toContain("Garlic harvest");
    expect((await importAs(withoutHarvest, "allotment.xml", "application/xml", agent)).counts.imported).toBe(1);
    const planting = async () => (await other!.services.repositories.posts.findBySlugOrId("planting-garlic"))!;
    expect((await planting()).markdown).toContain("[the harvest](https://old.example.com/2020/07/15/garlic-harvest/)");

    const job = await importAs(wxr, "allotment.xml", "application/xml", agent);
    expect(job.counts).toMatchObject({ imported: 1, unchanged: 1 });
    expect((await planting()).markdown).toContain("[the harvest](/blog/garlic-harvest)");
  });
});
