import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTION_NAMES, type ContentScope, type Document } from "../types";
import type { CommentRecord } from "../repositories/comments.record";
import { SqliteStore } from "./sqlite-store";

const comment = (id: string, isApproved: boolean): CommentRecord => ({
  _id: id,
  postId: "post-1",
  authorName: "Jo",
  authorEmail: "jo@example.com",
  content: "Which rye?",
  isApproved,
  createdAt: new Date("2026-11-25T10:00:00Z"),
});

describe("the content generation two connections share", () => {
  let dataDir: string;
  let writer: SqliteStore;
  let reader: SqliteStore;
  const heardByReader: ContentScope[] = [];
  const heardByWriter: ContentScope[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "furrow-content-changes-"));
    writer = await SqliteStore.open(dataDir, COLLECTION_NAMES);
    reader = await SqliteStore.open(dataDir, COLLECTION_NAMES);
    reader.onContentChange((scope) => heardByReader.push(scope));
    writer.onContentChange((scope) => heardByWriter.push(scope));
  });
  afterAll(async () => {
    await reader.close();
    await writer.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** What the reader learns of the writer's changes since it last looked. */
  const outsideChanges = () => {
    heardByReader.length = 0;
    reader.checkForOutsideWrites();
    return [...heardByReader];
  };

  it("announces nothing for writes no reader sees: counters, sessions, the mail queue, a pending comment, a signing secret", async () => {
    outsideChanges();
    await writer.collection("analyticsDaily").updateOne({ _id: "2026-11-25:page" }, { $inc: { "counts.a.c": 1 } }, { upsert: true });
    await writer.collection("rateLimits").updateOne({ _id: "comments:abc" }, { $inc: { count: 1 } }, { upsert: true });
    await writer.collection("sessions").insertOne({ _id: "s1", data: "{}", expiresAt: new Date() } as Document);
    await writer.collection("mailQueue").insertOne({ _id: "m1", status: "pending" } as Document);
    await writer.collection<CommentRecord>("comments").insertOne(comment("pending", false));
    await writer.collection("comments").updateOne({ _id: "pending" }, { $set: { isSpam: true } });
    await writer.collection("comments").deleteOne({ _id: "pending" });
    await writer.collection("settings").insertOne({ _id: "rateLimitKeySecret", value: "c2VjcmV0", updatedAt: new Date() } as Document);
    await writer.collection("settings").insertOne({ _id: "sampleContentSeededAt", value: "2026-11-25", updatedAt: new Date() } as Document);
    expect(heardByWriter).toEqual([]);
    expect(outsideChanges()).toEqual([]);
  });

  it("announces an approved comment's post when it is approved, answered or deleted, here and to the other connection", async () => {
    await writer.collection<CommentRecord>("comments").insertOne(comment("c1", false));
    await writer.collection("comments").updateOne({ _id: "c1" }, { $set: { isApproved: true } });
    expect(heardByWriter).toEqual(["comments:post-1"]);
    expect(outsideChanges()).toEqual(["comments:post-1"]);
    await writer
      .collection("comments")
      .updateOne({ _id: "c1" }, { $set: { reply: { content: "Winter rye.", authorName: "Mara", createdAt: new Date() } } });
    expect(outsideChanges()).toEqual(["comments:post-1"]);
    await writer.collection("comments").deleteMany({ postId: "post-1" });
    expect(outsideChanges()).toEqual(["comments:post-1"]);
    expect(outsideChanges()).toEqual([]);
  });

  it("announces post and settings writes as changing everything, and the other connection's before its own write", async () => {
    await writer.collection("posts").insertOne({ _id: "p1", slug: "p1", title: "T", isPublished: true, tags: [] } as Document);
    await writer.collection("settings").updateOne({ _id: "profile" }, { $set: { value: { name: "Mara" } } }, { upsert: true });
    heardByReader.length = 0;
    // The reader writes content before it looks: it learns the writer's changes in the same step.
    await reader.collection("settings").updateOne({ _id: "profile" }, { $set: { value: { name: "Mara L." } } });
    expect(heardByReader).toEqual(["posts", "settings"]);
    expect(outsideChanges()).toEqual([]);
  });
});
