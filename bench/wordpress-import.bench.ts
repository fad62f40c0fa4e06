/**
 * Issue 24's import budget: a generated 10,000-post WordPress export of about 200 MB (images
 * excluded). For now this times the WordPress reader alone (both of its streamed passes, every post
 * converted to Markdown) and its peak RSS; the writer into the store joins when the import core is
 * merged. Printed, never asserted (design §8). `WXR_POSTS` makes a smaller or larger file.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { wordpressReader } from "../server/modules/import/wordpress/wordpress-reader";
import { writeGeneratedWxr } from "../server/test/wxr-generator";

const posts = Number(process.env.WXR_POSTS ?? 10_000);
const dir = await mkdtemp(join(tmpdir(), "furrow-wxr-bench-"));
let peakRss = 0;
const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 50);
try {
  const file = join(dir, "export.xml");
  const generatedAt = performance.now();
  // ~20 kB a post: thirty paragraphs and four comments, as a long-running blog's posts have.
  const generated = await writeGeneratedWxr(file, { posts, paragraphs: 29, comments: 4 });
  console.log(`generated ${generated.posts} posts, ${generated.comments} comments, ${(generated.bytes / 1e6).toFixed(0)} MB in ${((performance.now() - generatedAt) / 1000).toFixed(1)} s`);

  peakRss = process.memoryUsage.rss();
  const started = performance.now();
  let read = 0;
  let comments = 0;
  let skipped = 0;
  for await (const event of wordpressReader.read(file)) {
    if (event.type === "post") {
      read++;
      comments += event.post.comments.length;
    } else if (event.type === "skipped") skipped++;
  }
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  const seconds = (performance.now() - started) / 1000;
  console.log(`WordPress reader only (the writer is not merged yet): ${read} posts, ${comments} comments, ${skipped} skipped items in ${seconds.toFixed(1)} s (budget for the whole import: 90 s)`);
  console.log(`peak RSS while reading: ${(peakRss / 1024 / 1024).toFixed(0)} MB (budget: 300 MB)`);
} finally {
  clearInterval(sample);
  await rm(dir, { recursive: true, force: true });
}
