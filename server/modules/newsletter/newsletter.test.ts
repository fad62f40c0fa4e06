import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { SUBSCRIBE_MESSAGE } from "../../../shared/constants";
import { startTestApp, type TestApp } from "../../test/test-app";

describe("newsletter sign-up", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("subscribes an address once, giving the same answer when it is sent again", async () => {
    const first = await request(t.app).post("/api/newsletter/subscribe").send({ email: "Grower@Example.com" }).expect(200);
    const again = await request(t.app).post("/api/newsletter/subscribe").send({ email: " grower@example.com " }).expect(200);
    expect(again.body).toEqual(first.body);
    expect(first.body).toEqual({ ok: true, message: SUBSCRIBE_MESSAGE });
    expect(await t.store.collection("subscribers").countDocuments({})).toBe(1);
    expect((await t.services.repositories.subscribers.findByEmail("grower@example.com"))?.status).toBe("pending");
  });

  it("keeps one record when the same address arrives many times at once", async () => {
    await Promise.all(
      Array.from({ length: 8 }, () => request(t.app).post("/api/newsletter/subscribe").send({ email: "race@example.org" }).expect(200)),
    );
    const all = await t.store.collection("subscribers").find({ email: "race@example.org" });
    expect(all).toHaveLength(1);
  });

  it.each([
    { email: "" },
    { email: "no-at-sign" },
    { email: "a@b" },
    {},
    { email: "x@y.z", extra: 1 },
    { email: ["a@b.c"] },
    // A header can never ride in on the address.
    { email: "reader@example.com\r\nBcc: everyone@example.com" },
    { email: "reader@example.com\nSubject: hi" },
  ])("refuses %j with a 400 and stores nothing", async (body) => {
    const before = await t.store.collection("subscribers").countDocuments({});
    const res = await request(t.app).post("/api/newsletter/subscribe").send(body).expect(400);
    expect(res.body.error).toEqual(expect.any(String));
    expect(await t.store.collection("subscribers").countDocuments({})).toBe(before);
  });
});

describe("newsletter rate limit", () => {
  it("answers 429 past the per-client limit", async () => {
    const t = await startTestApp({ env: { RATE_LIMIT_NEWSLETTER: "3" } });
    try {
      for (let i = 0; i < 3; i++) {
        await request(t.app)
          .post("/api/newsletter/subscribe")
          .send({ email: `n${i}@example.com` })
          .expect(200);
      }
      await request(t.app).post("/api/newsletter/subscribe").send({ email: "n4@example.com" }).expect(429);
      expect(await t.services.repositories.subscribers.findByEmail("n4@example.com")).toBeNull();
    } finally {
      await t.close();
    }
  });
});

describe("newsletter rate limit behind a proxy, for IPv6 clients", () => {
  it("counts two addresses of one IPv6 /64 as one client, and a neighbouring /64 apart", async () => {
    const t = await startTestApp({ env: { RATE_LIMIT_NEWSLETTER: "2", TRUST_PROXY: "1" } });
    const from = (address: string, email: string) =>
      request(t.app).post("/api/newsletter/subscribe").set("X-Forwarded-For", address).send({ email });
    try {
      await from("2001:db8:7:8::1", "v6-a@example.com").expect(200);
      await from("2001:db8:7:8:aaaa:bbbb:cccc:dddd", "v6-b@example.com").expect(200);
      await from("2001:db8:7:8::ffff:2", "v6-c@example.com").expect(429);
      expect(await t.services.repositories.subscribers.findByEmail("v6-c@example.com")).toBeNull();
      await from("2001:db8:7:9::1", "v6-d@example.com").expect(200);
      // An IPv4 client seen through a dual-stack socket counts as its IPv4 address.
      await from("203.0.113.9", "v4-a@example.com").expect(200);
      await from("::ffff:203.0.113.9", "v4-b@example.com").expect(200);
      await from("203.0.113.9", "v4-c@example.com").expect(429);
    } finally {
      await t.close();
    }
  });
});
