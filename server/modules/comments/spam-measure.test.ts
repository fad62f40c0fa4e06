import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { adminAgent, manualClock, startTestApp, type TestApp } from "../../test/test-app";
import { type LabelledComment, readerComments, spamComments } from "./test/spam-corpus";

/** Every other comment: one half teaches the filter, the other half measures it. */
const halves = (list: LabelledComment[]) =>
  [list.filter((_, index) => index % 2 === 0), list.filter((_, index) => index % 2 === 1)] as const;

/**
 * The spam defences measured on 200 labelled comments through the real API and store: the
 * filter is taught by the author's decisions on one half, then each comment of the other half
 * is submitted as it would arrive (its timing, its hidden field, its copies under other posts).
 */
describe("the spam defences on a labelled set", () => {
  const clock = manualClock();
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  let postIds: string[];
  let copies = 0;

  beforeAll(async () => {
    t = await startTestApp({ seed: true, clock });
    admin = await adminAgent(t);
    postIds = ((await request(t.app).get("/api/blog-posts?limit=3").expect(200)).body as { id: string }[]).map((post) => post.id);
  });
  afterAll(() => t.close());

  /** Sends a comment as it would arrive; true when it landed in Spam. */
  async function arrive(comment: LabelledComment, index: number): Promise<{ id: string; spam: boolean }> {
    const [post, elsewhere] = [postIds[index % 2], postIds[2]];
    if (comment.repeatedElsewhere) {
      // The spammer's copy under another post came first (its own verdict is not counted).
      const token = (await request(t.app).get(`/api/comments/form-token?postId=${elsewhere}`).expect(200)).body.token;
      clock.advance(comment.formAgeMs);
      await request(t.app)
        .post(`/api/blog-posts/${elsewhere}/comments`)
        .send({ authorName: `Copy ${copies++}`, authorEmail: "copy@example.com", content: comment.content, formToken: token })
        .expect(201);
    }
    const token = (await request(t.app).get(`/api/comments/form-token?postId=${post}`).expect(200)).body.token;
    clock.advance(comment.formAgeMs);
    const res = await request(t.app)
      .post(`/api/blog-posts/${post}/comments`)
      .send({
        authorName: `Commenter ${index}`,
        authorEmail: `c${index}@example.com`,
        content: comment.content,
        website: comment.honeypot,
        formToken: token,
      })
      .expect(201);
    const stored = await t.store.collection("comments").findOne({ _id: res.body.id });
    return { id: res.body.id, spam: (stored as unknown as { isSpam?: boolean }).isSpam === true };
  }

  it("holds at least 95% of the spam and no reader's comment, once taught on the other half", async () => {
    const [hamTeach, hamMeasure] = halves(readerComments());
    const [spamTeach, spamMeasure] = halves(spamComments());
    expect(hamTeach.length + hamMeasure.length + spamTeach.length + spamMeasure.length).toBeGreaterThanOrEqual(200);

    // The author's decisions: approve the readers, mark the spam the checks let through as spam.
    for (const [index, comment] of hamTeach.entries()) {
      const { id } = await arrive(comment, index);
      await admin.put(`/api/comments/${id}/approve`).expect(200);
    }
    for (const [index, comment] of spamTeach.entries()) {
      const { id, spam } = await arrive(comment, index);
      if (!spam) await admin.put(`/api/comments/${id}/spam`).expect(200);
    }
    // Having looked through the Spam view, the author empties it: a verdict on every one in it.
    await admin.delete("/api/admin/comments/spam").expect(200);

    // One at a time, so each comment's own timing is what the checks see.
    let readersHeld = 0;
    for (const [index, comment] of hamMeasure.entries()) if ((await arrive(comment, 1000 + index)).spam) readersHeld++;
    let spamHeld = 0;
    for (const [index, comment] of spamMeasure.entries()) {
      const verdict = await arrive(comment, 2000 + index);
      if (verdict.spam) spamHeld++;
    }
    console.log(
      `spam defences: ${spamHeld} of ${spamMeasure.length} spam held (${Math.round((100 * spamHeld) / spamMeasure.length)}%), ${readersHeld} of ${hamMeasure.length} readers' comments wrongly held`,
    );
    expect(readersHeld).toBe(0);
    expect(spamHeld / spamMeasure.length).toBeGreaterThanOrEqual(0.95);
  });
});
