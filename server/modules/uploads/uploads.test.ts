import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import sharp from "sharp";
import { adminAgent, startTestApp, type TestApp } from "../../test/test-app";

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 45, g: 80, b: 22 } } })
    .png()
    .toBuffer();

describe("image uploads", () => {
  let t: TestApp;
  let admin: ReturnType<TestApp["agent"]>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminAgent(t);
  });
  afterAll(() => t.close());

  it("stores resized WebP copies and serves them for a year", async () => {
    const res = await admin
      .post("/api/admin/uploads")
      .set("Content-Type", "image/png")
      .send(await image(2000, 1000))
      .expect(201);
    expect(res.body).toMatchObject({ width: 1600, height: 800 });
    expect(res.body.url).toMatch(/^\/uploads\/[\w-]+-1600\.webp$/);
    expect(res.body.srcset.split(", ").map((entry: string) => entry.split(" ")[1])).toEqual(["480w", "960w", "1600w"]);

    const served = await request(t.app).get(res.body.url).expect(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toMatch(/max-age=31536000.*immutable/);
    const meta = await sharp(served.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1600, 800]);
    const small = res.body.srcset.split(", ")[0].split(" ")[0];
    expect((await sharp((await request(t.app).get(small).expect(200)).body as Buffer).metadata()).width).toBe(480);
  });

  it("never enlarges a small image", async () => {
    const res = await admin
      .post("/api/admin/uploads")
      .set("Content-Type", "image/png")
      .send(await image(300, 200))
      .expect(201);
    expect(res.body).toMatchObject({ width: 300, height: 200 });
    expect(res.body.srcset.split(", ")).toHaveLength(1);
  });

  it("refuses what is not an image, keeping nothing", async () => {
    const before = await t.services.store.files.list();
    const res = await admin.post("/api/admin/uploads").set("Content-Type", "image/png").send(Buffer.from("not really a png")).expect(400);
    expect(res.body.error).toMatch(/not an image/);
    const text = await admin.post("/api/admin/uploads").set("Content-Type", "text/plain").send("hello").expect(415);
    expect(text.body.error).toMatch(/Content-Type/);
    expect(await t.services.store.files.list()).toEqual(before);
  });

  it("refuses a body over 10 MB with 413, and anyone not signed in with 401", async () => {
    await admin
      .post("/api/admin/uploads")
      .set("Content-Type", "image/png")
      .send(Buffer.alloc(11 * 1024 * 1024))
      .expect(413);
    await request(t.app)
      .post("/api/admin/uploads")
      .set("Content-Type", "image/png")
      .send(await image(10, 10))
      .expect(401);
  });

  it("answers a missing upload, or a name no upload can have, with a JSON 404", async () => {
    for (const path of ["/uploads/nothing-480.webp", "/uploads/..%2Fdata.db", "/uploads/.hidden.webp", "/uploads/a/b.webp"]) {
      const res = await request(t.app).get(path).expect(404);
      expect(res.body, path).toEqual({ error: "Not found" });
    }
  });
});
