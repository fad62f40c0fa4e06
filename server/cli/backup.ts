/** `npm run backup -- <file>`: writes every post, comment, subscriber, setting and upload to one archive. */
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { loadConfig } from "../config";
import { createBackup } from "../backup/archive";
import { openStore } from "../store/open-store";

const target = process.argv[2];
if (!target) {
  console.error("Usage: npm run backup -- <file>   (for example furrow-backup.json.gz)");
  process.exit(2);
}
const config = loadConfig();
const store = await openStore({ dataDir: config.dataDir, mongodbUri: config.mongodbUri, mongodbDb: config.mongodbDb });
try {
  const archive = await createBackup(store);
  await writeFile(resolve(target), archive);
  console.log(`Backup of the ${store.kind} store written to ${resolve(target)} (${(archive.length / 1024).toFixed(1)} KB)`);
} finally {
  await store.close();
}
