/**
 * What a comment submission's spam checks cost (budget: under 2 ms a submission), on the real
 * embedded store with the sample content and a filter taught on half the labelled set: the
 * hidden field, the signed token, links, copies under other posts and the filter's score.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../server/config";
import { systemClock } from "../server/lib/clock";
import { createLogger } from "../server/lib/logger";
import { createServices } from "../server/services";
import { openStore } from "../server/store/open-store";
import { seedSampleContent } from "../server/seed/seed";
import { filterTokens } from "../server/modules/comments/spam-filter";
import { readerComments, spamComments } from "../server/modules/comments/test/spam-corpus";

const ROUNDS = 10;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const dataDir = await mkdtemp(join(tmpdir(), "furrow-comment-checks-"));
const store = await openStore({ dataDir });
try {
  const services = createServices(store, {
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
    clock: systemClock,
    logger: createLogger("silent"),
  });
  await seedSampleContent(services, systemClock);
  const [post] = (await services.posts.list({ limit: 1, offset: 0 })).items;
  const corpus = [...readerComments(), ...spamComments()];
  for (const [index, comment] of corpus.entries()) {
    if (index % 2 === 0) await services.repositories.spamFilter.teach(filterTokens(comment.content), comment.spam ? "spam" : "ham", 1);
  }
  const token = await services.comments.formToken(post._id, { isAdmin: false });
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const comment of corpus) {
      const started = performance.now();
      await services.comments.check(post._id, {
        authorName: "A",
        authorEmail: "a@example.com",
        content: comment.content,
        website: comment.honeypot,
        formToken: token,
      });
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `comment spam checks, ${times.length} submissions: p50 ${percentile(times, 50).toFixed(3)} ms, p95 ${percentile(times, 95).toFixed(3)} ms, max ${times[times.length - 1].toFixed(2)} ms (budget under 2 ms)`,
  );
} finally {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
}
