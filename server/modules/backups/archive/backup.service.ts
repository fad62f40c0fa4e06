import type { Writable } from "node:stream";
import type { Clock } from "../../../lib/clock";
import type { DocumentStore } from "../../../store/types";
import { writeArchive } from "./write-archive";

/** The admin's "Download backup": the same streamed archive `npm run backup` writes. */
export function createBackupService({ store, clock }: { store: DocumentStore; clock: Clock }) {
  return {
    download(): { filename: string; write: (out: Writable) => Promise<unknown> } {
      const now = clock.now();
      return { filename: `furrow-backup-${now.toISOString().slice(0, 10)}.tar.gz`, write: (out) => writeArchive(store, out, { now }) };
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
