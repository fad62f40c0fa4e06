import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { parseCsv } from "../../lib/csv";
import { adminAgent, startTestApp, type TestApp } from "../../test/test-app";

describe("the subscriber list in the admin", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminAgent(t);
    for (const email of ["ana@farm.example", "ben@farm.example", "cy@orchard.example"]) {
      await request(t.app).post("/api/newsletter/subscribe").send({ email }).expect(200);
    }
    const ben = (await t.services.repositories.subscribers.findByEmail("ben@farm.example"))!;
    await t.services.repositories.subscribers.confirm(ben._id, new Date());
    const cy = (await t.services.repositories.subscribers.findByEmail("cy@orchard.example"))!;
    await t.services.repositories.subscribers.unsubscribe(cy._id, new Date());
  });
  afterAll(() => t.close());

  const list = async (query = "") => (await admin.get(`/api/admin/subscribers${query}`).expect(200)).body;

  it("lists every address with its status and the count of each, by part of the address and by status", async () => {
    const all = await list();
    expect(all.total).toBe(3);
    expect(all.counts).toEqual({ pending: 1, confirmed: 1, unsubscribed: 1 });
    expect(all.items.map((item: { email: string; status: string }) => [item.email, item.status]).sort()).toEqual([
      ["ana@farm.example", "pending"],
      ["ben@farm.example", "confirmed"],
      ["cy@orchard.example", "unsubscribed"],
    ]);
    expect((await list("?q=FARM")).items.map((item: { email: string }) => item.email).sort()).toEqual([
      "ana@farm.example",
      "ben@farm.example",
    ]);
    expect((await list("?q=farm&status=confirmed")).items.map((item: { email: string }) => item.email)).toEqual(["ben@farm.example"]);
    expect((await list("?q=.*")).total).toBe(0);
    await admin.get("/api/admin/subscribers?status=bounced").expect(400);
    await request(t.app).get("/api/admin/subscribers").expect(401);
  });

  it("exports CSV, and importing it elsewhere keeps every address and status without asking anyone again", async () => {
    const csv = await admin.get("/api/admin/subscribers/export").expect(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-disposition"]).toMatch(/attachment/);
    const rows = parseCsv(csv.text);
    expect(rows[0]).toEqual(["email", "status", "created_at", "confirmed_at", "unsubscribed_at"]);
    expect(rows).toHaveLength(4);

    const other = await startTestApp();
    try {
      const otherAdmin = await adminAgent(other);
      const imported = (await otherAdmin.post("/api/admin/subscribers/import").set("Content-Type", "text/csv").send(csv.text).expect(200))
        .body;
      expect(imported).toEqual({ added: 3, alreadyListed: 0, invalid: [], confirmationsQueued: 1 });
      const statuses = Object.fromEntries(
        ((await otherAdmin.get("/api/admin/subscribers").expect(200)).body.items as { email: string; status: string }[]).map((item) => [
          item.email,
          item.status,
        ]),
      );
      expect(statuses).toEqual({ "ana@farm.example": "pending", "ben@farm.example": "confirmed", "cy@orchard.example": "unsubscribed" });
      // Only the pending address is sent a link.
      const queued = await other.store.collection("mailQueue").find({});
      expect(queued.map((mail) => (mail as unknown as { to: string }).to)).toEqual(["ana@farm.example"]);

      const again = (await otherAdmin.post("/api/admin/subscribers/import").set("Content-Type", "text/csv").send(csv.text).expect(200))
        .body;
      expect(again).toEqual({ added: 0, alreadyListed: 3, invalid: [], confirmationsQueued: 0 });
      expect(await other.store.collection("mailQueue").countDocuments({})).toBe(1);
    } finally {
      await other.close();
    }
  });

  it("imports another service's file with just an email column, reporting the rows it could not read", async () => {
    const file =
      'Email Address,Name\r\nnew@farm.example,New\r\nnot-an-address,Bad\r\nben@farm.example,Ben\r\n"reader@farm.example\r\nBcc: x@y.z",Sneaky\r\n';
    const result = (await admin.post("/api/admin/subscribers/import").set("Content-Type", "text/csv").send(file).expect(200)).body;
    expect(result.added).toBe(1);
    expect(result.alreadyListed).toBe(1);
    expect(result.invalid.map((row: { line: number }) => row.line)).toEqual([3, 5]);
    expect((await t.services.repositories.subscribers.findByEmail("new@farm.example"))?.status).toBe("confirmed");
    await admin.post("/api/admin/subscribers/import").set("Content-Type", "text/csv").send("").expect(400);
    await admin.post("/api/admin/subscribers/import").set("Content-Type", "application/json").send({}).expect(415);
  });

  it("removes an address entirely, and answers an unknown one with 404", async () => {
    const ana = (await t.services.repositories.subscribers.findByEmail("ana@farm.example"))!;
    await admin.delete(`/api/admin/subscribers/${ana._id}`).expect(204);
    expect(await t.services.repositories.subscribers.findByEmail("ana@farm.example")).toBeNull();
    await admin.delete(`/api/admin/subscribers/${ana._id}`).expect(404);
    await request(t.app).delete(`/api/admin/subscribers/${ana._id}`).expect(401);
  });
});
