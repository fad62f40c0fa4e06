/** `npm run restore -- <archive file or snapshot folder> [--replace]`: loads a backup into an empty store (either engine). */
import { resolve } from "node:path";
import { loadConfig } from "../config";
import { InvalidArchiveError, NotEmptyError } from "../modules/backups/archive/archive-format";
import { restoreFrom } from "../modules/backups/restore/restore";
import { systemClock } from "../lib/clock";
import { createLogger } from "../lib/logger";
import { createSnapshotsService } from "../modules/backups/snapshots/snapshots.service";
import { createSnapshotLeasesRepository } from "../store/repositories/snapshot-leases.repository";
import { openStore } from "../store/open-store";
import { postSearchOn } from "../modules/posts/post-search-on-engine";

const args = process.argv.slice(2);
const source = args.find((arg) => !arg.startsWith("--"));
if (!source) {
  console.error("Usage: npm run restore -- <archive file or snapshot folder> [--replace]");
  process.exit(2);
}
const config = loadConfig();
// The posts' search keeps its word list in step with the posts as they are restored.
const store = await openStore({ dataDir: config.dataDir, mongodbUri: config.mongodbUri, mongodbDb: config.mongodbDb, setUp: postSearchOn });
try {
  const report = await restoreFrom(store, resolve(source), {
    replace: args.includes("--replace"),
    // What is about to be replaced is kept first, in the backups folder like any snapshot.
    beforeReplace: async () => {
      const snapshots = createSnapshotsService({
        store,
        leases: createSnapshotLeasesRepository(store),
        clock: systemClock,
        logger: createLogger("warn"),
        settings: config.backups,
      });
      const taken = await snapshots.take("before-restore");
      console.log(`What the store held is kept in ${config.backups.dir}/${taken.id} (${taken.check?.message ?? "not checked"})`);
    },
  });
  const summary = Object.entries(report.collections)
    .map(([name, count]) => `${count} ${name}`)
    .join(", ");
  console.log(`Restored into the ${store.kind} store: ${summary}, ${report.uploads} uploaded files`);
} catch (error) {
  if (error instanceof NotEmptyError || error instanceof InvalidArchiveError) console.error(error.message);
  else if ((error as NodeJS.ErrnoException).code === "ENOENT") console.error(`There is no file or folder at ${resolve(source)}`);
  else throw error;
  process.exitCode = 1;
} finally {
  await store.close();
}
