import { publicPath } from "../../../../shared/page-addresses";
import type { PostRecord } from "../../../store/repositories/posts.record";
import type { PostsRepository } from "../../../store/repositories/posts.repository";
import { breathe } from "../../../store/batches";
import { deriveContent } from "../../posts";
import type { PostSaver } from "../../posts";
import type { RewriteImportedLinks, RewriteLinksContext } from "../import-hooks";
import { importedLinksRewriter, importedPostAddresses } from "./rewrite-imported-links";

export interface RewriteLinksDependencies {
  posts: Pick<PostsRepository, "listImportedAfter" | "listImportedAddressesAfter">;
  saver: Pick<PostSaver, "save">;
}

/** Posts read at once: whole posts (their text) for the rewriting, so fewer than the store's usual batch. */
const POSTS_AT_ONCE = 100;
/** Read from each post's whole stored text (about 0.5 ms a post on SQLite): 100 hold the event loop some 50 ms, 500 a quarter of a second. */
const ADDRESSES_AT_ONCE = 100;

/** Every old address of the source's imported posts (old paths, old full URLs) → its address here. */
async function addressMap(posts: RewriteLinksDependencies["posts"], source: string): Promise<Map<string, string>> {
  const addresses = new Map<string, string>();
  for (let after = ""; ;) {
    const batch = await posts.listImportedAddressesAfter(source, after, ADDRESSES_AT_ONCE);
    if (batch.length === 0) return addresses;
    for (const post of batch) {
      const old = { originalUrl: post.importedFrom?.originalUrl ?? null, oldPaths: post.oldPaths ?? [] };
      for (const [from, to] of importedPostAddresses(old, publicPath(post))) addresses.set(from, to);
    }
    after = batch[batch.length - 1]._id;
    await breathe();
  }
}

/** The post with its text rewritten and saved as the import's own version again, or null when nothing changed. */
async function withLinksRewritten(post: PostRecord, rewrite: (markdown: string) => string): Promise<PostRecord | null> {
  const markdown = rewrite(post.markdown);
  if (markdown === post.markdown || !post.importedFrom) return null;
  return { ...post, ...(await deriveContent(markdown, post.hasCustomExcerpt ? post.excerpt : "", { maths: post.maths })) };
}

/**
 * The links step, after an import's last item: links in the source's imported posts to another
 * imported post's old address point at its page here. Every post of the source, not only this
 * run's, so a post imported earlier finds the one this run added. A post the author has edited
 * since its import is left as they made it. Saves through the one save path, without the newsletter.
 */
export function createRewriteImportedLinks({ posts, saver }: RewriteLinksDependencies): RewriteImportedLinks {
  return async ({ source, savedBy, renewLease }: RewriteLinksContext) => {
    const addresses = await addressMap(posts, source);
    if (addresses.size === 0) return;
    // The map of old addresses is looked through for every post: built into its lookup once.
    const rewrite = importedLinksRewriter(addresses);
    for (let after = ""; ;) {
      const batch = await posts.listImportedAfter(source, after, POSTS_AT_ONCE);
      if (batch.length === 0) return;
      for (const post of batch) {
        if (post.version !== post.importedFrom?.savedVersion) continue;
        const rewritten = await withLinksRewritten(post, rewrite);
        // A save that loses to the author's own (false) leaves their version, as it should.
        // Still the import's text ("importedText"): the next import of an unchanged file leaves it, of a changed one updates it.
        if (rewritten) await saver.save({ kind: "edit", over: post, post: rewritten, marks: "importedText", savedBy, newsletter: false });
      }
      after = batch[batch.length - 1]._id;
      if (!(await renewLease())) return;
      await breathe();
    }
  };
}
