import type { InboxActivityRecord } from "../../../store/repositories/fediverse-queue.record";
import type { InboxQueueRepository } from "../../../store/repositories/fediverse-queue.repository";
import type { InboxCaps } from "./inbox-caps";

interface Waiting {
  record: InboxActivityRecord;
  settle(queued: boolean): void;
  fail(error: unknown): void;
}

/**
 * Stores the inbox's accepted activities a group at a time: what arrives while one group is being
 * written goes in the next, so twenty servers posting at once cost two writes (the caps' counters
 * and the queue), each one disk flush, instead of three flushes each. Nobody waits for a timer: an
 * activity alone is written on the next turn.
 */
export function createInboxWriter({ queue, caps }: { queue: InboxQueueRepository; caps: InboxCaps }) {
  let waiting: Waiting[] = [];
  let writing = false;

  async function writeGroup(): Promise<void> {
    writing = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        const within = await caps.takeMany(group.map((entry) => entry.record.server));
        await queue.enqueueMany(group.filter((_, n) => within[n]).map((entry) => entry.record));
        group.forEach((entry, n) => entry.settle(within[n]));
      } catch (error) {
        for (const entry of group) entry.fail(error);
      }
    }
    writing = false;
  }

  return {
    /** Resolves once the activity is stored (true), or refused by a cap (false). */
    add(record: InboxActivityRecord): Promise<boolean> {
      return new Promise<boolean>((settle, fail) => {
        waiting.push({ record, settle, fail });
        if (!writing) {
          writing = true;
          setImmediate(() => void writeGroup());
        }
      });
    },
  };
}

export type InboxWriter = ReturnType<typeof createInboxWriter>;
