import { createReadStream } from "node:fs";
import { basename, resolve } from "node:path";
import type { Config } from "../config";
import { systemClock } from "../lib/clock";
import { HttpError } from "../lib/errors";
import { configuredLogger } from "../lib/logger";
import { postSearchOn } from "../modules/posts/post-search-on-engine";
import { createServices } from "../services";
import { openStore } from "../store/open-store";

export interface CliOutput {
  line(text: string): void;
  /** Redraws one line in place (a terminal); absent when the output is a file or a pipe. */
  progress?(text: string): void;
}

const BAR_WIDTH = 30;
const bar = (done: number, total: number) => {
  const filled = total > 0 ? Math.round((done / total) * BAR_WIDTH) : 0;
  return `[${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}] ${done}/${total}`;
};

/**
 * What `npm run import -- <file>` does, on the data folder the server uses: the same upload,
 * preview and writing as the admin's, then the counts. Answers the exit code: 0 done, 1 refused
 * or failed.
 */
export async function runImport(file: string, config: Config, out: CliOutput): Promise<number> {
  const store = await openStore({
    dataDir: config.dataDir,
    mongodbUri: config.mongodbUri,
    mongodbDb: config.mongodbDb,
    setUp: postSearchOn,
  });
  const services = createServices(store, { config, clock: systemClock, logger: configuredLogger(config) });
  const { imports } = services;
  try {
    const profile = await services.profile.get();
    const author = { name: profile.name || "Furrow", avatar: profile.avatar, bio: profile.bio };
    let job;
    try {
      job = await imports.upload({
        body: createReadStream(resolve(file)),
        fileName: basename(file),
        savedBy: { id: null, name: "Import (command line)" },
        author,
        authorId: null,
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      out.line(`Refused: ${error.message}`);
      return 1;
    }
    await imports.settled(job._id);
    job = await imports.get(job._id);
    if (job.status !== "preview" || !job.preview) {
      out.line(`The file could not be read: ${job.error ?? job.status}`);
      return 1;
    }
    const { preview } = job;
    out.line(
      `${job.source} export: ${preview.posts} published, ${preview.drafts} drafts, ${preview.scheduled} scheduled, ${preview.pages ?? 0} pages, ${preview.comments} comments, ${preview.tags} tags, ${preview.images} images`,
    );
    for (const [kind, count] of Object.entries(preview.skipped)) out.line(`  skipped: ${count} ${kind}`);
    for (const warning of preview.warnings) out.line(`  warning: ${warning}`);
    const total = job.progress.total;
    let shown = -1;
    const unsubscribe = imports.onProgress((id, done) => {
      if (id !== job._id) return;
      if (out.progress) out.progress(bar(done, total));
      // Without a terminal, a line every tenth of the way rather than one per item.
      else if (Math.floor((done * 10) / Math.max(total, 1)) !== shown) {
        shown = Math.floor((done * 10) / Math.max(total, 1));
        out.line(bar(done, total));
      }
    });
    await imports.confirm(job._id);
    await imports.kick();
    await imports.settled(job._id);
    unsubscribe();
    const finished = await imports.get(job._id);
    const { counts } = finished;
    out.line(
      `Import ${finished.status}: ${counts.imported} imported, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.skipped} skipped, ${counts.failed} failed`,
    );
    if (finished.error) out.line(`Stopped: ${finished.error}`);
    out.line(`The full report: ${config.dataDir}/imports/${finished.storedFile}.report.csv`);
    return finished.status === "done" ? 0 : 1;
  } finally {
    await imports.stop();
    await services.mailWorker.stop();
    await store.close();
  }
}
