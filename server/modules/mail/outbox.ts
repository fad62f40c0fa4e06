import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { OutboxEntry, OutboxSummary } from "../../../shared/types";

const LISTED_MAX = 200;
const ENTRY = /^[\w-]+\.json$/;

/** What the outbox transport wrote, for the admin: newest first, each readable as the reader would see it. */
export function createOutbox(dir: string) {
  const readEntry = async (file: string): Promise<OutboxEntry | null> => {
    try {
      return JSON.parse(await readFile(join(dir, file), "utf8")) as OutboxEntry;
    } catch {
      return null;
    }
  };

  return {
    async list(): Promise<OutboxSummary[]> {
      const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => ENTRY.test(file));
      // File names begin with the time written, so a reverse sort is newest first.
      const newest = files.sort().reverse().slice(0, LISTED_MAX);
      const entries = await Promise.all(newest.map(readEntry));
      return entries.filter((entry): entry is OutboxEntry => entry !== null).map(({ html: _html, text: _text, ...summary }) => summary);
    },

    async read(id: string): Promise<OutboxEntry | null> {
      return ENTRY.test(`${id}.json`) ? readEntry(`${id}.json`) : null;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
