import { DuplicateKeyError } from "../../store/types";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { PostRecord } from "../../store/repositories/posts.record";
import type { SaverRecord } from "../../store/repositories/post-revisions.record";
import type { NewsletterSendsService } from "../newsletter";
import type { RevisionsService } from "../revisions";
import type { PostsSearch } from "./posts-search";

/**
 * A stored post as a save leaves it, but for what the saver alone sets: the version (one past the
 * post replaced) and the publishing date.
 */
export type PostChanges = Omit<PostRecord, "version" | "publishedAt">;

/**
 * A field that records the version a save leaves the post at: the import's own text (a later
 * import updates only a post nobody saved since), or a bulk tagging run's (a rerun leaves it).
 */
export type VersionMark = "importedText" | "autoTagged";

/**
 * One save of a complete post. "new" stores a post that is not there yet (created in the editor,
 * or imported); "edit" and "restore" replace `over`, the stored post the save was made from, only
 * while the store still holds that version of it.
 */
export type PostSave = {
  /** Who the revision names. */
  savedBy: SaverRecord;
  /** The editor's timer saved, not the author's button: such saves may fold into one revision. */
  autosave?: boolean;
  /**
   * Whether the save speaks to the newsletter: starting it when the post is public for the first
   * time, stopping it when a once-public post is saved hidden. Bulk tagging never does.
   */
  newsletter: boolean;
} & (
  | { kind: "new"; post: PostRecord }
  | { kind: "edit"; over: PostRecord; post: PostChanges; marks?: VersionMark }
  | { kind: "restore"; over: PostRecord; post: PostChanges; revision: number }
);

export type NewPostSave = Extract<PostSave, { kind: "new" }>;

/**
 * The post `changes` make of `over`, one version on. A post is dated when it is first public: when
 * its schedule said, if the scheduler (or the author, a moment before it) publishes it once that
 * time has come; else at the save.
 */
function nextVersion(over: PostRecord, changes: PostChanges, marks?: VersionMark): PostRecord {
  const version = over.version + 1;
  const scheduledTime = over.scheduledAt && over.scheduledAt.getTime() <= changes.updatedAt.getTime() ? over.scheduledAt : null;
  return {
    ...changes,
    version,
    publishedAt: changes.isPublished ? (over.publishedAt ?? scheduledTime ?? changes.updatedAt) : over.publishedAt,
    ...(marks === "autoTagged" && { autoTaggedVersion: version }),
    ...(marks === "importedText" && changes.importedFrom && { importedFrom: { ...changes.importedFrom, savedVersion: version } }),
  };
}

/**
 * Told of every save that speaks to readers (the author's and the scheduler's; not an import's or
 * a bulk tagging run's) once it is stored: the fediverse sends its followers a Create, an Update
 * or a Delete from it. `before` is null for a new post.
 */
export interface SaveListener {
  saved(before: PostRecord | null, after: PostRecord, options: { autosave?: boolean }): Promise<void>;
}

interface Dependencies {
  posts: Pick<PostsRepository, "insertMany" | "replaceIfVersion" | "announced">;
  revisions: Pick<RevisionsService, "recordCreated" | "recordSave">;
  search: Pick<PostsSearch, "written">;
  newsletter: Pick<NewsletterSendsService, "postPublished" | "postWithdrawn">;
  /** Absent when nothing listens (FEDIVERSE=off). */
  listener?: SaveListener;
}

/**
 * The one way a post is written: stored (on its version, when it replaces one), kept as a
 * revision, given to search, and told to the newsletter. Create, update, tagging, scheduled
 * publishing, restoring a revision and the importer all save through it.
 */
export function createPostSaver({ posts, revisions, search, newsletter, listener }: Dependencies) {
  /**
   * Starts the newsletter of a post just public for the first time, then clears the scheduler's
   * mark that it was still to be told, so a run stopped in between finishes it (starting a send
   * twice starts it once).
   */
  async function announce(post: PostRecord): Promise<void> {
    await newsletter.postPublished(post);
    if (post.announcementPending) await posts.announced(post._id);
  }

  /**
   * New posts, stored together (one write for the posts and one for their first revisions, however
   * many: the importer writes thousands), then given to search and the newsletter one by one.
   * Answers the ids stored: a post refused by a unique key (its slug taken meanwhile) is left out,
   * with nothing recorded for it.
   */
  async function saveNew(requests: NewPostSave[]): Promise<Set<string>> {
    const stored = await posts.insertMany(requests.map((request) => request.post));
    const saved = requests.filter((request) => stored.has(request.post._id));
    await revisions.recordCreated(saved);
    for (const { post, newsletter } of saved) {
      await search.written(post);
      if (newsletter && post.isPublished) await announce(post);
      if (newsletter) await listener?.saved(null, post, {});
    }
    return stored;
  }

  /** The post as saved; null when another save replaced `over` first: then nothing is recorded, indexed or sent. */
  async function save(request: PostSave): Promise<PostRecord | null> {
    const { savedBy, autosave } = request;
    if (request.kind === "new") {
      if ((await saveNew([request])).size === 0)
        throw new DuplicateKeyError(`A post with the address ${request.post.slug} is stored already`);
      return request.post;
    }
    const before = request.over;
    const post = nextVersion(before, request.post, request.kind === "edit" ? request.marks : undefined);
    if (!(await posts.replaceIfVersion(post, before.version))) return null;
    await revisions.recordSave(before, post, {
      savedBy,
      autosave,
      restoredFrom: request.kind === "restore" ? request.revision : undefined,
    });
    await search.written(post);
    if (!request.newsletter) return post;
    await listener?.saved(before, post, { autosave });
    if (post.isPublished && !before.publishedAt) await announce(post);
    // Every hidden save of a once-public post asks, not only the one that unpublished it: if that
    // one's cancel failed, the author's next save stops the send (a finished one is left as it is).
    if (!post.isPublished && before.publishedAt) await newsletter.postWithdrawn(post._id, "unpublished");
    return post;
  }

  return { save, saveNew, announce };
}

export type PostSaver = ReturnType<typeof createPostSaver>;
