import type { Clock } from "../../lib/clock";
import type { Logger } from "../../lib/logger";
import type { MailQueueRepository } from "../../store/repositories/mail-queue.repository";
import type { QueuedMailRecord } from "../../store/repositories/mail-queue.record";
import type { BackgroundJob } from "../../jobs/background-jobs";
import { type MailTransport, type OutgoingMail, PermanentMailError, SkipMail } from "./mail-transport";

/** Waits after each temporary failure, in turn; past the last the message is given up on. */
const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 3 * 3_600_000, 6 * 3_600_000];
const BATCH = 50;
const CHECK_EVERY_MS = 2_000;

interface Dependencies {
  queue: MailQueueRepository;
  transport: () => Promise<MailTransport>;
  clock: Clock;
  logger: Logger;
  /** Messages handed to the transport per minute, at most: providers throttle or block faster senders. */
  ratePerMinute: number;
  /** How long a claimed message is this worker's; after it, another worker may take it up again. */
  leaseMs?: number;
  /** Turns a queued record into the mail for its reader. */
  compose: (mail: QueuedMailRecord) => Promise<OutgoingMail>;
  /** Whether the message was withdrawn (its newsletter cancelled), asked after each claim. */
  withdrawn?: (mail: QueuedMailRecord) => Promise<boolean>;
}

/**
 * Sends what the queue holds, one message at a time at the configured pace. Each message is
 * claimed in the store first, so two instances never send the same one; one whose sender died
 * mid-send is taken up again when its lease runs out (the only case a reader may get it twice).
 */
export function createMailWorker({
  queue,
  transport,
  clock,
  logger,
  ratePerMinute,
  leaseMs = 60_000,
  compose,
  withdrawn = async () => false,
}: Dependencies) {
  const gapMs = 60_000 / ratePerMinute;
  let draining: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  // The pause between messages, which stop() cuts short: at a slow pace it lasts up to a minute.
  // A stop that came while a message was being sent finds no pause to cut: none may begin after it.
  let wake: (() => void) | null = null;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopped) return resolve();
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** True when the message went to the transport (so the pace counts it), false when it was passed over. */
  async function deliver(mail: QueuedMailRecord): Promise<boolean> {
    if (!(await queue.claim(mail, new Date(clock.now().getTime() + leaseMs)))) return false;
    // Asked after the claim, in the store: a cancel that lands from here on finds this message
    // "sending" and leaves it, so this one delivery may still go out; any later one cannot. The
    // same check stops what a restart, another instance or a lease run out would take up again.
    if (await withdrawn(mail)) {
      await queue.markCancelled(mail._id, clock.now());
      return false;
    }
    const attempt = mail.attempts + 1;
    try {
      await (await transport()).send(await compose(mail));
      await queue.markSent(mail._id, clock.now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof SkipMail) {
        await queue.markSkipped(mail._id, reason);
        return true;
      }
      const delay = RETRY_DELAYS_MS[attempt - 1];
      if (error instanceof PermanentMailError || delay === undefined) {
        await queue.markFailed(mail._id, reason);
        logger.warn("A message could not be delivered and was given up on", { id: mail._id, attempt, reason });
      } else {
        await queue.retryLater(mail._id, new Date(clock.now().getTime() + delay), reason);
        logger.warn("A message could not be delivered; it will be retried", { id: mail._id, attempt, retryInMs: delay, reason });
      }
    }
    return true;
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        const due = await queue.due(clock.now(), BATCH);
        if (due.length === 0 || stopped) break;
        for (const mail of due) {
          if (stopped) return;
          // Passing over a cancelled message sends nothing, so it need not wait its turn.
          if (await deliver(mail)) await pause(gapMs);
        }
      }
    } while (again && !stopped);
  }

  /** Starts sending now, or makes the current round look again once it is done. */
  function kick(): Promise<void> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = drain()
      .catch((error: unknown) =>
        logger.warn("Sending queued mail stopped; it resumes at the next round", {
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => {
        draining = null;
      });
    return draining;
  }

  return {
    kick,
    job(): BackgroundJob {
      return { name: "deliver queued mail", everyMs: CHECK_EVERY_MS, run: kick };
    },
    /** For shutdown: no new message is started; the one being sent finishes. */
    async stop(): Promise<void> {
      stopped = true;
      wake?.();
      await draining;
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
