/** `npm run backup -- <file>`: writes the portable archive (everything a backup holds, see kept-collections.ts) as a stream. */
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { resolve } from "node:path";
import { loadConfig } from "../config";
import { writeArchive } from "../modules/backups/archive/write-archive";
import { openStore } from "../store/open-store";

const target = process.argv[2];
if (!target) {
  console.error("Usage: npm run backup -- <file>   (for example furrow-backup.tar.gz)");
  process.exit(2);
}
const config = loadConfig();
const store = await openStore({ dataDir: config.dataDir, mongodbUri: config.mongodbUri, mongodbDb: config.mongodbDb });
try {
  const report = await writeArchive(store, createWriteStream(resolve(target)), { now: new Date() });
  const documents = Object.values(report.counts).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backup of the ${store.kind} store written to ${resolve(target)} (${documents} documents, ${report.uploads} uploaded files, ${(report.bytes / 1024).toFixed(1)} KB)`,
  );
} catch (error) {
  // Half an archive is not a backup: it is removed rather than left to be mistaken for one.
  await rm(resolve(target), { force: true });
  console.error(`The backup could not be written: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
