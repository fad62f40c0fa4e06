/** `npm run export -- <file>`: writes every post as Markdown with its images and comments to one zip (the admin's Export). */
import { createWriteStream } from "node:fs";
import { resolve } from "node:path";
import { loadConfig } from "../config";
import { writeMarkdownExport } from "../modules/export/write-markdown-export";
import { openStore } from "../store/open-store";

const target = process.argv[2];
if (!target) {
  console.error("Usage: npm run export -- <file>   (for example furrow-export.zip)");
  process.exit(2);
}
const config = loadConfig();
const store = await openStore({ dataDir: config.dataDir, mongodbUri: config.mongodbUri, mongodbDb: config.mongodbDb });
try {
  const { posts, images } = await writeMarkdownExport(store, createWriteStream(resolve(target)), {
    publicUrl: config.publicUrl,
    now: new Date(),
  });
  console.log(`${posts} posts and ${images} images of the ${store.kind} store exported as Markdown to ${resolve(target)}`);
} finally {
  await store.close();
}
