import type { Clock } from "../lib/clock";
import type { DocumentStore } from "../store/types";
import { createBackup } from "./archive";

/** The admin's "Download backup": the same archive `npm run backup` writes. */
export function createBackupService({ store, clock }: { store: DocumentStore; clock: Clock }) {
  return {
    async download(): Promise<{ archive: Buffer; filename: string }> {
      const now = clock.now();
      return { archive: await createBackup(store, now), filename: `furrow-backup-${now.toISOString().slice(0, 10)}.json.gz` };
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
