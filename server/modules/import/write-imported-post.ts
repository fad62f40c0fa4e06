import { FIELD_LIMITS } from "../../../shared/constants";
import type { RenderedMarkdown } from "../../../shared/markdown";
import { uniqueSlug } from "../../../shared/slug";
import { publicPath, RESERVED_PAGE_SLUGS } from "../../../shared/page-addresses";
import type { ImportReportLine } from "../../../shared/schemas/imports";
import type { Clock } from "../../lib/clock";
import type { CommentRecord } from "../../store/repositories/comments.record";
import type { CommentsRepository } from "../../store/repositories/comments.repository";
import type { ImportsRepository } from "../../store/repositories/imports.repository";
import type { SaverRecord } from "../../store/repositories/post-revisions.record";
import type { AuthorRecord, ImportedFromRecord, PostRecord } from "../../store/repositories/posts.record";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import { tagKey } from "../posts";
import { newPostRecord } from "../posts";
import type { NewPostSave, PostSaver } from "../posts";
import { RESERVED_SLUGS } from "../posts";
import type { PrepareImages, PrepareImagesContext } from "./import-hooks";
import { contentHashOf, fitted, type PreparedItem } from "./prepare-item";

/** An item as the reading thread hands it on: fitted and dated, hashed, and rendered when new or changed. */
export type ReadyItem = Omit<PreparedItem, "item"> & { rendered?: RenderedMarkdown };
import type { ImportedPost } from "./imported-item";
import { normaliseOldPaths } from "./old-paths";
import { newComments } from "./imported-comments";

const EDITED_SINCE = "edited in Furrow since the last import: left alone";

export interface WriterDependencies {
  posts: Pick<PostsRepository, "findImported" | "listSlugs" | "listAllTags">;
  comments: Pick<CommentsRepository, "importedIds" | "insertMany">;
  imports: Pick<ImportsRepository, "rememberPaths">;
  saver: Pick<PostSaver, "save" | "saveNew">;
  clock: Clock;
  prepareImages: PrepareImages;
}

export interface WriteOptions {
  author: AuthorRecord;
  authorId: string | null;
  savedBy: SaverRecord;
  images: Omit<PrepareImagesContext, "report">;
}

/** Where the post came from; its old full address tells the links step which host is the old site's. */
function importedFromOf(item: ImportedPost, contentHash: string): Omit<ImportedFromRecord, "savedVersion"> {
  return { source: item.source, originalId: item.originalId, contentHash, ...(item.originalUrl && { originalUrl: item.originalUrl }) };
}

/** Why an item cannot become a post even once fitted to the limits, or null: a reader hands on what the file held, and a file can hold nonsense. */
function problemOf(post: ImportedPost): string | null {
  if (post.title.trim() === "") return "it has no title";
  if (post.markdown.length > FIELD_LIMITS.markdown) return `its text is longer than ${FIELD_LIMITS.markdown} characters`;
  return null;
}

/** An item's identity across runs and within one: its source and its id there. */
const keyOf = (item: Pick<ImportedPost, "source" | "originalId">) => `${item.source}\u0000${String(item.originalId)}`;

/**
 * Writes one item of an import through the one save path, keyed by its source and id: new items
 * are created, changed ones updated (unless the author saved them here since), unchanged ones
 * left; its comments are added once each. Answers the item's report lines.
 */
export function createImportWriter({ posts, comments, imports, saver, clock, prepareImages }: WriterDependencies) {
  /** The blog's spelling of each tag, by its lower-cased key, filled once per run and kept up as posts are written. */
  let spellings: Map<string, string> | null = null;

  async function tagsInBlogSpelling(tags: string[]): Promise<string[]> {
    if (!spellings) {
      spellings = new Map();
      for (const post of await posts.listAllTags())
        for (const tag of post.tags) if (!spellings.has(tagKey(tag))) spellings.set(tagKey(tag), tag);
    }
    const result: string[] = [];
    for (const raw of tags) {
      const tag = raw.trim().replace(/\s+/g, " ").slice(0, FIELD_LIMITS.tag);
      if (!tag) continue;
      const key = tagKey(tag);
      if (!spellings.has(key)) spellings.set(key, tag);
      const spelled = spellings.get(key)!;
      if (!result.includes(spelled)) result.push(spelled);
    }
    return result.slice(0, FIELD_LIMITS.tagsPerPost);
  }

  /**
   * The slugs in use, read once per run: asking the store for each candidate would look through
   * every post's old slugs each time (an array, which the embedded engine's index does not serve).
   * A post the editor creates meanwhile with the same slug is caught by the unique index: that item
   * fails and is reported.
   */
  let taken: Set<string> | null = null;
  async function slugTaken(candidate: string): Promise<boolean> {
    if (!taken) {
      taken = new Set(RESERVED_SLUGS);
      for (const post of await posts.listSlugs()) for (const slug of [post.slug, ...(post.oldSlugs ?? [])]) taken.add(slug);
    }
    return taken.has(candidate);
  }

  async function buildRecord(item: ImportedPost, slug: string, options: WriteOptions, rendered?: RenderedMarkdown): Promise<PostRecord> {
    const now = clock.now();
    const dated = item.publishedAt ?? item.updatedAt ?? now;
    const record = await newPostRecord(
      {
        title: item.title.trim().slice(0, FIELD_LIMITS.title),
        content: item.markdown,
        excerpt: (item.excerpt ?? "").slice(0, FIELD_LIMITS.excerpt),
        tags: await tagsInBlogSpelling(item.tags),
        isPublished: item.status === "published",
        isFeatured: item.featured,
        maths: item.maths ?? false,
        featuredImage: item.featuredImage ?? "",
        featuredImageAlt: (item.featuredImageAlt ?? "").slice(0, FIELD_LIMITS.imageAlt),
        slug,
        ...(item.kind === "page" && { kind: "page" as const }),
      },
      {
        slug,
        author: options.author,
        authorId: options.authorId,
        createdAt: item.status === "draft" ? (item.updatedAt ?? now) : dated,
        now,
        render: rendered && (() => Promise.resolve(rendered)),
      },
    );
    // Published keeps its date; a scheduled one waits for the scheduler; a draft stays a draft.
    record.updatedAt = item.updatedAt ?? record.createdAt;
    if (item.status === "scheduled") record.scheduledAt = item.publishedAt;
    record.oldPaths = normaliseOldPaths(item.oldPaths);
    return record;
  }

  /**
   * Writes wait here and are stored together by flush(): a few writes (transactions, on SQLite) for
   * a whole checkpoint's posts, revisions, old addresses and comments, where one each per item cost
   * more than the items themselves.
   */
  let waiting: {
    postId: string;
    request: NewPostSave | null;
    oldPaths: string[];
    comments: CommentRecord[];
    lines: ImportReportLine[];
    key: string;
  }[] = [];

  /**
   * Stores what is waiting. A new post refused by a unique key (its address taken meanwhile by a
   * post written in the editor) is not stored: its lines, already handed out, become failures.
   */
  async function flush(): Promise<void> {
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    const requests = batch.flatMap((entry) => (entry.request ? [entry.request] : []));
    const stored = await saver.saveNew(requests);
    const kept = batch.filter((entry) => !entry.request || stored.has(entry.request.post._id));
    for (const entry of batch) {
      if (kept.includes(entry)) continue;
      const [postLine, ...rest] = entry.lines;
      Object.assign(postLine, {
        outcome: "failed",
        reason: `its address /blog/${entry.request!.post.slug} was taken while it was imported`,
        path: null,
      });
      for (const line of rest)
        if (line.kind === "comment") Object.assign(line, { outcome: "failed", reason: "its post could not be written" });
    }
    await imports.rememberPaths(kept.map(({ postId, oldPaths }) => ({ postId, oldPaths })));
    await comments.insertMany(kept.flatMap((entry) => entry.comments));
  }

  /**
   * The post's line and its comments' lines, the post's first. What it writes may wait for the next
   * flush(); the lines answered are the same objects flush() marks if the writing fails then.
   * `ready`: the reading thread fitted, dated and hashed the item already, and rendered its text
   * when the store did not hold it at that hash.
   */
  async function write(read: ImportedPost, options: WriteOptions, ready?: ReadyItem): Promise<ImportReportLine[]> {
    const line = {
      kind: read.kind === "page" ? ("page" as const) : ("post" as const),
      originalId: String(read.originalId),
      title: String(read.title ?? ""),
    };
    if (typeof read.title !== "string") return [{ ...line, outcome: "failed", reason: "it has no title", path: null }];
    if (typeof read.markdown !== "string") return [{ ...line, outcome: "failed", reason: "it has no text", path: null }];
    // Any source's over-long title, excerpt or slug, or missing date, is fitted with a note rather than refused.
    const item = ready ? read : fitted(read);
    line.title = item.title;
    const problem = problemOf(item);
    if (problem) return [{ ...line, outcome: "failed", reason: problem, path: null }];
    const notes = [...item.notes];
    const extra: ImportReportLine[] = [];
    const context: PrepareImagesContext = { ...options.images, report: (reported) => extra.push(reported) };
    const hash = ready?.hash ?? contentHashOf(item);
    // The same item twice in one file: the first must be stored before the second looks for it.
    if (waiting.some((entry) => entry.key === keyOf(item))) await flush();
    const existing = await posts.findImported(item.source, item.originalId);
    let post: PostRecord;
    let outcome: ImportReportLine["outcome"];
    let request: NewPostSave | null = null;
    let oldPaths: string[] = [];
    if (existing && existing.importedFrom?.contentHash === hash) {
      post = existing;
      outcome = "unchanged";
    } else if (existing && existing.version !== existing.importedFrom?.savedVersion) {
      return [{ ...line, outcome: "skipped", reason: EDITED_SINCE, path: publicPath(existing) }];
    } else {
      const prepared = await prepareImages(item, context);
      // The thread's render holds while the images step left the text as it was.
      const rendered = prepared.markdown === item.markdown ? ready?.rendered : undefined;
      if (item.status === "scheduled" && item.publishedAt && item.publishedAt.getTime() <= clock.now().getTime())
        notes.push("its scheduled time has passed: the scheduler publishes it now");
      if (existing) {
        const fresh = await buildRecord(prepared, existing.slug, options, rendered);
        const changes = {
          ...fresh,
          _id: existing._id,
          slug: existing.slug,
          oldSlugs: existing.oldSlugs,
          createdAt: existing.createdAt,
          importedFrom: { ...existing.importedFrom!, ...importedFromOf(item, hash) },
        };
        const saved = await saver.save({
          kind: "edit",
          over: existing,
          post: changes,
          marks: "importedText",
          savedBy: options.savedBy,
          newsletter: false,
        });
        if (!saved) return [{ ...line, outcome: "skipped", reason: EDITED_SINCE, path: publicPath(existing) }];
        post = saved;
        outcome = "updated";
      } else {
        // A page lives at the top of the site: a reserved address ("contact") stays the site's own, and the page takes the next free one.
        const free =
          prepared.kind === "page" ? (candidate: string) => RESERVED_PAGE_SLUGS.has(candidate) || slugTaken(candidate) : slugTaken;
        const slug = await uniqueSlug(prepared.slug || prepared.title, async (candidate) => free(candidate));
        taken?.add(slug);
        post = await buildRecord(prepared, slug, options, rendered);
        post.importedFrom = { ...importedFromOf(item, hash), savedVersion: post.version };
        request = { kind: "new", post, savedBy: options.savedBy, newsletter: false };
        if (slug !== (prepared.slug || "")) notes.push(`its address here is ${publicPath(post)}`);
        outcome = "imported";
      }
      oldPaths = post.oldPaths ?? [];
    }
    // A page takes no comments: any it had on the old site stay there.
    const { records, lines } = await newComments(
      comments,
      post._id,
      item.kind === "page" ? { ...item, comments: [] } : item,
      request !== null,
    );
    if (records.length > 0) notes.push(`${records.length} comment${records.length === 1 ? "" : "s"} added`);
    const answer: ImportReportLine[] = [{ ...line, outcome, reason: notes.join("; "), path: publicPath(post) }, ...extra, ...lines];
    if (request || oldPaths.length > 0 || records.length > 0)
      waiting.push({ postId: post._id, request, oldPaths, comments: records, lines: answer, key: keyOf(item) });
    return answer;
  }

  return {
    write,
    flush,
    /** A new run reads the blog's tags afresh: the author may have added some since. */
    reset() {
      spellings = null;
      taken = null;
      waiting = [];
    },
  };
}

export type ImportWriter = ReturnType<typeof createImportWriter>;
