/** `npm run restore -- <file> [--replace]`: loads an archive into an empty store (either engine). */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { loadConfig } from "../config";
import { InvalidArchiveError, NotEmptyError, restoreBackup } from "../backup/archive";
import { openStore } from "../store/open-store";
import { postSearchOn } from "../modules/posts/post-search-on-engine";

const args = process.argv.slice(2);
const source = args.find((arg) => !arg.startsWith("--"));
if (!source) {
  console.error("Usage: npm run restore -- <file> [--replace]");
  process.exit(2);
}
const config = loadConfig();
// The posts' search keeps its word list in step with the posts as they are restored.
const store = await openStore({ dataDir: config.dataDir, mongodbUri: config.mongodbUri, mongodbDb: config.mongodbDb, setUp: postSearchOn });
try {
  const report = await restoreBackup(store, await readFile(resolve(source)), { replace: args.includes("--replace") });
  const summary = Object.entries(report.collections).map(([name, count]) => `${count} ${name}`).join(", ");
  console.log(`Restored into the ${store.kind} store: ${summary}, ${report.uploads} uploaded files`);
} catch (error) {
  if (error instanceof NotEmptyError || error instanceof InvalidArchiveError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await store.close();
}
