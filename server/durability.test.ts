import { afterEach, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../e2e/server";
import { openStore } from "./store/open-store";

const servers: RunningServer[] = [];
afterEach(async () => {
  while (servers.length) await servers.pop()!.stop();
});

async function start(dataDir?: string) {
  const server = await startServer({
    args: ["--api-only"],
    dataDir,
    env: { RATE_LIMIT_COMMENTS: "10000", RATE_LIMIT_NEWSLETTER: "10000" },
  });
  servers.push(server);
  return server;
}

const post = (url: string, path: string, body: unknown) =>
  fetch(url + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("an acknowledged write is on disk", () => {
  it("keeps every comment and subscriber acknowledged before the process was killed", async () => {
    const first = await start();
    const [card] = await (await fetch(`${first.url}/api/blog-posts?limit=1`)).json();

    // A burst of concurrent writes; the process is killed the moment the last acknowledgement arrives.
    const acknowledged: string[] = [];
    const subscribed: string[] = [];
    await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const comment = await post(first.url, `/api/blog-posts/${card.id}/comments`, {
          authorName: `Reader ${i}`,
          authorEmail: `reader${i}@example.com`,
          content: `Comment number ${i}`,
        });
        if (comment.status === 201) acknowledged.push((await comment.json()).id);
        const signUp = await post(first.url, "/api/newsletter/subscribe", { email: `sub${i}@example.com` });
        if (signUp.status === 200) subscribed.push(`sub${i}@example.com`);
      }),
    );
    await first.kill();
    expect(acknowledged).toHaveLength(30);

    const store = await openStore({ dataDir: first.dataDir });
    try {
      const comments = await store.collection("comments").find({ _id: { $in: acknowledged } });
      expect(comments).toHaveLength(30);
      const subscribers = await store.collection("subscribers").find({ email: { $in: subscribed } });
      expect(subscribers).toHaveLength(30);
    } finally {
      await store.close();
    }
  });

  it("serves what it acknowledged after a kill and a restart on the same data", async () => {
    const first = await start();
    const [card] = await (await fetch(`${first.url}/api/blog-posts?limit=1`)).json();
    const created = await post(first.url, `/api/blog-posts/${card.id}/comments`, {
      authorName: "Last words",
      authorEmail: "last@example.com",
      content: "Written just before the crash",
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    await first.kill();

    const second = await start(first.dataDir);
    // The sample content is not added twice, and the comment is there, pending.
    const list = await fetch(`${second.url}/api/blog-posts?limit=100`);
    expect(list.headers.get("x-total-count")).toBe("12");
    await second.kill();
    const reopened = await openStore({ dataDir: first.dataDir });
    try {
      expect(await reopened.collection("comments").findOne({ _id: id })).toMatchObject({
        content: "Written just before the crash",
        isApproved: false,
      });
    } finally {
      await reopened.close();
    }
  });
});

describe("a graceful shutdown", () => {
  it("on SIGTERM during a burst of writes finishes what it accepted, exits 0, and keeps every acknowledged write", async () => {
    const server = await start();
    const [card] = await (await fetch(`${server.url}/api/blog-posts?limit=1`)).json();
    const acknowledged: string[] = [];
    let terminated: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | undefined;

    await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        try {
          const response = await post(server.url, `/api/blog-posts/${card.id}/comments`, {
            authorName: `Burst ${i}`,
            authorEmail: `burst${i}@example.com`,
            content: `Written during shutdown ${i}`,
          });
          if (response.status === 201) acknowledged.push((await response.json()).id);
        } catch {
          // Refused once the server stopped accepting: never acknowledged, so nothing is owed.
        }
        // Stop the server while the burst is still under way.
        if (acknowledged.length === 10) terminated ??= server.terminate();
      }),
    );
    const exit = await (terminated ?? server.terminate());
    expect(exit).toEqual({ code: 0, signal: null });
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);

    const store = await openStore({ dataDir: server.dataDir });
    try {
      const stored = await store.collection("comments").find({ _id: { $in: acknowledged } });
      expect(stored).toHaveLength(acknowledged.length);
    } finally {
      await store.close();
    }
  });
});
