import { Readable, type Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { ZipFile } from "yazl";
import type { CommentRecord } from "../../store/repositories/comments.record";
import type { PostRecord } from "../../store/repositories/posts.record";
import type { DocumentStore } from "../../store/types";
import { postDir } from "./export-layout";
import { exportComment, exportPost } from "./export-post";
import { exportReadme } from "./export-readme";

/** Posts read per query: the export holds one batch (and the images being written), never the whole blog. */
const POSTS_PER_BATCH = 50;

/**
 * Zip entries whose bytes are read only when the zip reaches them: adding an image costs nothing
 * until it is written, and `started` tells the writer how far the zip has got. Once stopped (the
 * download failed), no entry reads the store any more, and `stop` waits for the reads under way,
 * so nothing touches the store after the export has returned.
 */
function lazyEntries(fail: (error: Error) => void) {
  let stopped = false;
  const reading = new Set<Promise<unknown>>();
  return {
    entry(load: () => Promise<Buffer>, started?: () => void): Readable {
      let begun = false;
      return new Readable({
        read() {
          if (begun) return;
          begun = true;
          // yazl listens for no error on these streams: an entry ends (empty) and the failure goes to `fail`.
          if (stopped) return void this.push(null);
          started?.();
          const loaded = load().then(
            (data) => {
              this.push(data);
              this.push(null);
            },
            (error: Error) => {
              fail(error);
              this.push(null);
            },
          );
          reading.add(loaded);
          void loaded.finally(() => reading.delete(loaded));
        },
      });
    },
    async stop(): Promise<void> {
      stopped = true;
      await Promise.allSettled([...reading]);
    },
  };
}

/**
 * Writes every post (published, drafts and scheduled) as a zip of Markdown page bundles to
 * `output` (see export-layout.ts): posts are read in batches, and the next batch is read only
 * once the zip has reached the end of the last one, so memory stays flat however big the blog.
 * Resolves once `output` has everything.
 */
export async function writeMarkdownExport(
  store: Pick<DocumentStore, "collection" | "files">,
  output: Writable,
  options: { publicUrl: string; now: Date },
): Promise<{ posts: number; images: number }> {
  const posts = store.collection<PostRecord>("posts");
  const comments = store.collection<CommentRecord>("comments");
  const zip = new ZipFile();
  // An entry that cannot be read (the store failing) ends the download; the reader sees it cut short.
  const fail = (error: Error) => output.destroy(error);
  zip.on("error", fail);
  zip.outputStream.pipe(output);
  const done = finished(output);
  // Stops the zip (and the reading) when the reader goes away mid-download.
  let failure: Error | undefined;
  done.catch((error: Error) => {
    failure = error;
  });
  const lazy = lazyEntries(fail);
  const stored = new Set(await store.files.list());
  const mtime = options.now;
  let count = 0;
  let images = 0;

  try {
    const total = await posts.countDocuments({});
    zip.addBuffer(Buffer.from(exportReadme(options.publicUrl, options.now, total)), "README.md", { mtime });
    let after = "";
    for (;;) {
      if (failure) throw failure;
      const batch = await posts.find({ _id: { $gt: after } }, { sort: { _id: 1 }, limit: POSTS_PER_BATCH });
      if (batch.length === 0) break;
      let reached!: () => void;
      const batchWritten = new Promise<void>((resolve) => (reached = resolve));
      for (const [index, post] of batch.entries()) {
        const dir = postDir(post.slug, post.kind);
        const exported = exportPost(post, options.publicUrl, (name) => stored.has(name));
        zip.addBuffer(Buffer.from(exported.document), `${dir}/index.md`, { mtime });
        for (const name of exported.images) {
          zip.addReadStream(
            lazy.entry(async () => (await store.files.read(name)) ?? Buffer.alloc(0)),
            `${dir}/${name}`,
            { mtime, compress: false },
          );
          images++;
        }
        const last = index === batch.length - 1;
        const loadComments = async () => {
          const approved = await comments.find({ postId: post._id, isApproved: true, isSpam: { $ne: true } }, { sort: { createdAt: 1 } });
          return Buffer.from(`${JSON.stringify(approved.map(exportComment), null, 2)}\n`);
        };
        zip.addReadStream(lazy.entry(loadComments, last ? reached : undefined), `${dir}/comments.json`, { mtime });
      }
      count += batch.length;
      after = batch[batch.length - 1]._id;
      await Promise.race([batchWritten, done]);
    }
    zip.end();
    await done;
  } catch (error) {
    output.destroy(error as Error);
    await lazy.stop();
    throw error;
  }
  return { posts: count, images };
}
