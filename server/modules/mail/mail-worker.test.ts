import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../../lib/clock";
import { newId } from "../../lib/ids";
import { createLogger } from "../../lib/logger";
import { startTestApp, type TestApp } from "../../test/test-app";
import { createMailWorker } from "./mail-worker";
import type { MailTransport, OutgoingMail } from "./mail-transport";

describe("the mail worker stopping", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it("stops once the message being sent when it was told to is sent, without waiting out the pace after it", async () => {
    const queue = t.services.repositories.mailQueue;
    for (const to of ["first@example.com", "second@example.com"]) {
      await queue.enqueue({
        _id: newId(),
        kind: "confirmation",
        to,
        subject: "Confirm",
        html: "<p>Confirm</p>",
        text: "Confirm",
        status: "pending",
        attempts: 0,
        nextAttemptAt: new Date(0),
        createdAt: new Date(0),
      });
    }
    // The first send is held open until the stop has been asked for, as a slow mail server holds it.
    const sent: string[] = [];
    let sending!: () => void;
    const sendStarted = new Promise<void>((resolve) => (sending = resolve));
    let finishSend!: () => void;
    const transport: MailTransport = {
      kind: "outbox",
      send: (mail: OutgoingMail) => {
        sent.push(mail.to);
        sending();
        return new Promise<void>((resolve) => (finishSend = resolve));
      },
      close: () => undefined,
    };
    // One message a minute: a pause begun after the stop would hold it for a minute.
    const worker = createMailWorker({
      queue,
      transport: async () => transport,
      clock: systemClock,
      logger: createLogger("silent"),
      ratePerMinute: 1,
      compose: async (mail) => ({ to: mail.to, subject: mail.subject!, html: mail.html!, text: mail.text! }),
    });
    const draining = worker.kick();
    await sendStarted;
    const stopping = worker.stop();
    finishSend();
    // Before the fix, the pause after this send began once the stop had passed, and this waited a minute (past the test's limit).
    await stopping;
    await draining;
    expect(sent).toEqual(["first@example.com"]);
    const second = (await queue.due(new Date(), 10)).map((mail) => mail.to);
    expect(second).toEqual(["second@example.com"]);
  }, 10_000);
});
