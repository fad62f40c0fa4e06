import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../../e2e/server";
import { startSmtpSink } from "../../test/smtp-sink";

const READERS = 40;
const SECRET = "one-site-across-a-restart-0123456789abcdef";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe("a newsletter send killed mid-way", () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it("finishes after a restart: every confirmed reader gets it, and only a delivery in flight at the kill can arrive twice", async () => {
    const sink = await startSmtpSink();
    cleanup.push(() => sink.stop());
    const dataDir = await mkdtemp(join(tmpdir(), "furrow-kill-send-"));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    // Paced at 5 a second, so the kill lands mid-send; a short lease so the restart takes up an interrupted delivery soon.
    const env = {
      SMTP_URL: sink.url,
      MAIL_RATE_PER_MINUTE: "300",
      MAIL_LEASE_SECONDS: "2",
      SESSION_SECRET: SECRET,
      SEED_SAMPLE_CONTENT: "false",
    };
    const first: RunningServer = await startServer({ args: ["--api-only"], dataDir, env });
    cleanup.push(() => first.terminate());

    const signIn = await fetch(`${first.url}/auth/demo`, { method: "POST" });
    const cookie = signIn.headers.getSetCookie()[0].split(";")[0];
    const readers = Array.from({ length: READERS }, (_, index) => `reader${String(index).padStart(2, "0")}@farm.example`);
    const imported = await fetch(`${first.url}/api/admin/subscribers/import`, {
      method: "POST",
      headers: { cookie, "content-type": "text/csv" },
      body: `email,status\n${readers.map((email) => `${email},confirmed`).join("\n")}\n`,
    });
    expect(await imported.json()).toMatchObject({ added: READERS });

    const published = await fetch(`${first.url}/api/admin/blog-posts`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({
        title: "Sent through a crash",
        content: "Every reader gets this once.",
        isPublished: true,
        newsletter: { send: true, content: "excerpt" },
      }),
    });
    expect(published.status).toBe(201);

    await until(() => sink.received.length >= 10, 30_000, "the first deliveries");
    await first.kill();
    const beforeRestart = sink.received.length;
    expect(beforeRestart).toBeLessThan(READERS);

    const second = await startServer({ args: ["--api-only"], dataDir, env });
    cleanup.push(() => second.terminate());
    await until(() => new Set(sink.received.flatMap((mail) => mail.to)).size === READERS, 60_000, "every reader to receive it");
    // Counted once the queue says nothing is left to send: a delivery is marked sent only after the mail server took it.
    const sendsReport = async () =>
      (await (await fetch(`${second.url}/api/admin/newsletter/sends`, { headers: { cookie } })).json()) as {
        sent: number;
        pending: number;
      }[];
    await until(async () => (await sendsReport())[0]?.pending === 0, 60_000, "the queue to be empty");

    const perReader = new Map<string, number>();
    for (const mail of sink.received) for (const to of mail.to) perReader.set(to, (perReader.get(to) ?? 0) + 1);
    expect([...perReader.keys()].sort()).toEqual(readers);
    const twice = [...perReader.values()].filter((count) => count > 1).length;
    // One worker sends one message at a time: at most that one was handed over before the kill but not marked sent.
    expect(twice).toBeLessThanOrEqual(1);

    const sends = await sendsReport();
    expect(sends[0]).toMatchObject({ sent: READERS, failed: 0, pending: 0, queued: READERS });
  }, 120_000);
});
