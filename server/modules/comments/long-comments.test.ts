import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { FIELD_LIMITS } from "../../../shared/constants";
import type { AdminComment } from "../../../shared/types";
import { TAUGHT_DOCUMENTS } from "../../store/repositories/spam-filter.repository";
import { adminAgent, manualClock, startTestApp, type TestApp } from "../../test/test-app";
import { filterTokens } from "./spam-filter";

/** `count` distinct three-letter words the filter keeps (none is a stop word), each followed by a space. */
function distinctWords(count: number): string[] {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const words: string[] = [];
  for (const first of "qxzj")
    for (const second of letters) for (const third of letters) if (words.length < count) words.push(first + second + third);
  return words;
}

describe("a comment with more distinct words than SQLite's old limit on a list", () => {
  const clock = manualClock();
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  let postId: string;

  beforeAll(async () => {
    t = await startTestApp({ seed: true, clock });
    admin = await adminAgent(t);
    postId = (await request(t.app).get("/api/blog-posts?limit=1").expect(200)).body[0].id;
  });
  afterAll(() => t.close());

  // As many distinct words as the comment limit holds: three letters and a space each.
  const words = distinctWords(Math.floor(FIELD_LIMITS.comment / 4));

  it("is taken (201) and waits in moderation, and marking it spam teaches the filter every word once", async () => {
    const content = words.join(" ");
    expect(content.length).toBeLessThanOrEqual(FIELD_LIMITS.comment);
    expect(filterTokens(content)).toHaveLength(words.length);
    expect(words.length).toBeGreaterThan(1_000);

    const formToken = (await request(t.app).get(`/api/comments/form-token?postId=${postId}`).expect(200)).body.token as string;
    clock.advance(60_000);
    const res = await request(t.app)
      .post(`/api/blog-posts/${postId}/comments`)
      .send({ authorName: "Jo Farmer", authorEmail: "jo@example.com", content, formToken })
      .expect(201);
    const held = ((await admin.get("/api/admin/comments").expect(200)).body as AdminComment[]).find(
      (comment) => comment.id === res.body.id,
    );
    expect(held).toMatchObject({ isApproved: false, isSpam: false });

    await admin.put(`/api/comments/${res.body.id}/spam`).expect(200);
    const learned = await t.services.repositories.spamFilter.learnedFor(words);
    expect(learned.filter((record) => record._id !== TAUGHT_DOCUMENTS)).toHaveLength(words.length);
    expect(learned.every((record) => record.spam === 1)).toBe(true);

    // The next one with the same words is read against every one of them, and held as spam.
    const again = (await request(t.app).get(`/api/comments/form-token?postId=${postId}`).expect(200)).body.token as string;
    clock.advance(60_000);
    const second = await request(t.app)
      .post(`/api/blog-posts/${postId}/comments`)
      .send({ authorName: "Jo Farmer", authorEmail: "jo@example.com", content: [...words].reverse().join(" "), formToken: again })
      .expect(201);
    const secondHeld = ((await admin.get("/api/admin/comments").expect(200)).body as AdminComment[]).find(
      (comment) => comment.id === second.body.id,
    );
    expect(secondHeld?.isSpam).toBe(true);
  });
});
