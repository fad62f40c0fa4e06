import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { adminAgent, startTestApp } from "../../test/test-app";
import { importFile } from "./test/import-test-helpers";

const wordpressExport = readFileSync(join(import.meta.dirname, "wordpress", "fixtures", "blog.xml"));

/** The job's answers and the posts it wrote, without what differs between two runs (ids, times). */
async function importWith(env: Record<string, string>) {
  const app = await startTestApp({ env });
  try {
    const admin = await adminAgent(app);
    const job = await importFile(admin, wordpressExport, "blog.xml", "application/xml");
    const posts = (await app.services.repositories.posts.listImportedAddressesAfter("wordpress", "", 100)).map((listed) => listed._id);
    const written = await Promise.all(posts.map((id) => app.services.repositories.posts.findById(id)));
    return {
      status: job.status,
      preview: job.preview,
      counts: job.counts,
      report: job.report,
      posts: written
        .map((post) => ({
          slug: post?.slug,
          title: post?.title,
          html: post?.html,
          excerpt: post?.excerpt,
          hash: post?.importedFrom?.contentHash,
        }))
        .sort((a, b) => String(a.slug).localeCompare(String(b.slug))),
    };
  } finally {
    await app.close();
  }
}

describe("an import read without its reading thread (IMPORT_READ_THREAD=false)", () => {
  it("previews, writes and reports the same as with it", async () => {
    const onThread = await importWith({});
    const here = await importWith({ IMPORT_READ_THREAD: "false" });
    expect(onThread.status).toBe("done");
    expect(onThread.posts.length).toBeGreaterThan(0);
    expect(here).toEqual(onThread);
  }, 60_000);
});
