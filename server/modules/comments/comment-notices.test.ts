import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { adminAgent, manualClock, startTestApp, type TestApp } from "../../test/test-app";

const MINUTE = 60 * 1000;

describe("the author is told of new comments", () => {
  const clock = manualClock(new Date("2026-11-24T09:01:00Z"));
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  let postId: string;

  beforeAll(async () => {
    t = await startTestApp({ seed: true, clock, env: { ADMIN_EMAILS: "author@furrow.test" } });
    admin = await adminAgent(t);
    postId = ((await request(t.app).get("/api/blog-posts?limit=1").expect(200)).body as { id: string }[])[0].id;
  });
  afterAll(() => t.close());

  const comment = async (content: string, extra: object = {}) => {
    const token = (await request(t.app).get(`/api/comments/form-token?postId=${postId}`).expect(200)).body.token;
    clock.advance(20 * 1000);
    return (
      await request(t.app)
        .post(`/api/blog-posts/${postId}/comments`)
        .send({ authorName: "Jo", authorEmail: "jo@example.com", content, formToken: token, ...extra })
        .expect(201)
    ).body as { id: string };
  };
  const notices = async () =>
    ((await admin.get("/api/admin/outbox").expect(200)).body as { id: string; to: string; subject: string }[]).filter((mail) =>
      /comments? (is|are) waiting/.test(mail.subject),
    );

  it("sends one mail for a burst of ten, to the admin address, listing them and linking to moderation; spam adds nothing", async () => {
    for (let i = 0; i < 10; i++) await comment(`Question ${i} about the probe depth in clay soils.`);
    await comment("Cheap offers http://a.example", { website: "http://bot.example" });
    await t.services.mailWorker.kick();
    expect(await notices()).toEqual([]);

    clock.advance(10 * MINUTE);
    await t.services.mailWorker.kick();
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ to: "author@furrow.test", subject: "10 new comments are waiting on Furrow" });
    const mail = (await admin.get(`/api/admin/outbox/${notice.id}`).expect(200)).body as { html: string; text: string };
    for (let i = 0; i < 10; i++) expect(mail.text).toContain(`Question ${i} about the probe depth`);
    expect(mail.text).not.toContain("Cheap offers");
    expect(mail.text).toMatch(/Moderate comments: http:\/\/\S+\/admin\?tab=comments/);
  });

  it("sends nothing when the author has moderated everything before the notice is due", async () => {
    const before = (await notices()).length;
    const { id } = await comment("One more question about the yield maps.");
    await admin.put(`/api/comments/${id}/approve`).expect(200);
    clock.advance(15 * MINUTE);
    await t.services.mailWorker.kick();
    expect(await notices()).toHaveLength(before);
  });
});
