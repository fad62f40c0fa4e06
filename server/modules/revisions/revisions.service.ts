import { REVISIONS, type RevisionKind } from "../../../shared/revisions";
import type { AuthUser } from "../../../shared/types";
import { countWordChanges } from "../../../shared/word-diff";
import { NotFoundError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import type { PostRevisionsRepository, RevisionSummaryRecord } from "../../store/repositories/post-revisions.repository";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { PostRecord } from "../../store/repositories/posts.record";
import type { PostRevisionRecord, RevisionContent, SaverRecord } from "../../store/repositories/post-revisions.record";

export interface SaveRecordOptions {
  savedBy: SaverRecord;
  /** The editor's timer saved, not the author's button: such saves may fold together. */
  autosave?: boolean;
  /** The save brought back this revision's content. */
  restoredFrom?: number;
}

/** Saves racing for the same revision number or fold retry this often before the request fails. */
const MAX_ATTEMPTS = 5;

function contentOf(post: RevisionContent): RevisionContent {
  return {
    title: post.title,
    markdown: post.markdown,
    excerpt: post.excerpt,
    hasCustomExcerpt: post.hasCustomExcerpt,
    tags: [...post.tags],
    category: { name: post.category.name, color: post.category.color },
    featuredImage: post.featuredImage,
    featuredImageAlt: post.featuredImageAlt ?? "",
    slug: post.slug,
    isPublished: post.isPublished,
    maths: post.maths ?? false,
  };
}

/** Words the author wrote: the title, their own excerpt (a derived one only echoes the body) and the body. */
function wordChanges(before: RevisionContent | null, after: RevisionContent): Pick<PostRevisionRecord, "wordsAdded" | "wordsRemoved"> {
  const texts = (content: RevisionContent | null) =>
    content ? [content.title, content.hasCustomExcerpt ? content.excerpt : "", content.markdown] : ["", "", ""];
  const old = texts(before);
  let wordsAdded = 0;
  let wordsRemoved = 0;
  texts(after).forEach((text, index) => {
    const { added, removed } = countWordChanges(old[index], text);
    wordsAdded += added;
    wordsRemoved += removed;
  });
  return { wordsAdded, wordsRemoved };
}

/** Who a revision names for a save made by a signed-in user. */
export const saverOf = (user: AuthUser): SaverRecord => ({ id: user.id, name: user.name });

const sameSaver = (a: SaverRecord, b: SaverRecord) => a.id === b.id && (a.id !== null || a.name === b.name);

/**
 * Whether an auto-save at `at` joins `latest` rather than starting an entry: only an entry that
 * auto-saves made (an explicit save is a version the author chose to keep, never overwritten), by
 * the same person, touched within the last ten minutes and begun within the hour.
 */
function foldsInto(latest: PostRevisionRecord, savedBy: SaverRecord, at: Date): boolean {
  return (
    latest.kind === "edit" &&
    latest.autosaves > 0 &&
    sameSaver(latest.savedBy, savedBy) &&
    at.getTime() - latest.savedAt.getTime() < REVISIONS.foldIdleMs &&
    at.getTime() - latest.firstSavedAt.getTime() < REVISIONS.foldSpanMs
  );
}

function kindOf(before: PostRecord, after: PostRecord, restoredFrom: number | undefined): RevisionKind {
  if (restoredFrom !== undefined) return "restore";
  if (before.isPublished !== after.isPublished) return after.isPublished ? "publish" : "unpublish";
  return "edit";
}

interface NewRevision {
  number: number;
  kind: RevisionKind;
  savedBy: SaverRecord;
  /** What the words changed are counted against. */
  previous: RevisionContent | null;
  autosaves: number;
  restoredFrom?: number;
}

/** A post's state as a revision; its time is the save's, which the post carries as updatedAt. */
function revisionOf(post: PostRecord, revision: NewRevision): PostRevisionRecord {
  return {
    _id: newId(),
    postId: post._id,
    number: revision.number,
    kind: revision.kind,
    ...contentOf(post),
    savedBy: revision.savedBy,
    firstSavedAt: post.updatedAt,
    savedAt: post.updatedAt,
    postVersion: post.version,
    ...wordChanges(revision.previous, post),
    ...(revision.restoredFrom !== undefined && { restoredFrom: revision.restoredFrom }),
    autosaves: revision.autosaves,
  };
}

interface Dependencies {
  revisions: PostRevisionsRepository;
  posts: Pick<PostsRepository, "count">;
}

/**
 * Keeps every post's history: each save becomes a revision, or folds into the last one when it is
 * one more auto-save of the same sitting (see foldsInto). Times come from the saved post, whose
 * updatedAt the posts service took from the clock.
 */
export function createRevisionsService({ revisions, posts }: Dependencies) {
  const prune = (postId: string) => revisions.prune(postId, REVISIONS.keepLatest);

  /**
   * A post saved before revisions were kept has none: its stored state becomes revision 1, so the
   * save's changes are counted against something. Null when another save recorded it first.
   */
  async function baseline(post: PostRecord): Promise<PostRevisionRecord | null> {
    const revision = revisionOf(post, {
      number: 1,
      kind: "created",
      savedBy: { id: post.authorId, name: post.author.name },
      previous: null,
      autosaves: 0,
    });
    return (await revisions.insert(revision)) ? revision : null;
  }

  /** The entry now shows `post`; its words changed are counted again against the entry before it. */
  async function fold(latest: PostRevisionRecord, post: PostRecord): Promise<boolean> {
    const previous = await revisions.latest(post._id, latest.number);
    return revisions.fold(latest, {
      ...contentOf(post),
      savedAt: post.updatedAt,
      postVersion: post.version,
      ...wordChanges(previous, post),
    });
  }

  async function ensurePost(postId: string): Promise<void> {
    if ((await posts.count({ _id: postId })) === 0) throw new NotFoundError("Post not found");
  }

  return {
    /** The first revisions of posts just created, in one write however many. */
    async recordCreated(created: { post: PostRecord; savedBy: SaverRecord; autosave?: boolean }[]): Promise<void> {
      await revisions.insertFirsts(
        created.map(({ post, savedBy, autosave = false }) =>
          revisionOf(post, {
            number: 1,
            kind: post.isPublished ? "publish" : "created",
            savedBy,
            previous: null,
            autosaves: autosave ? 1 : 0,
          }),
        ),
      );
    },

    /** After a save took the post from `before` to `after`. */
    async recordSave(before: PostRecord, after: PostRecord, { savedBy, autosave = false, restoredFrom }: SaveRecordOptions): Promise<void> {
      const kind = kindOf(before, after, restoredFrom);
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const latest = (await revisions.latest(after._id)) ?? (await baseline(before));
        if (!latest) continue;
        const recorded =
          kind === "edit" && autosave && foldsInto(latest, savedBy, after.updatedAt)
            ? await fold(latest, after)
            : await revisions.insert(
                revisionOf(after, {
                  number: latest.number + 1,
                  kind,
                  savedBy,
                  previous: latest,
                  autosaves: autosave ? 1 : 0,
                  restoredFrom,
                }),
              );
        if (recorded) {
          await prune(after._id);
          return;
        }
      }
      throw new Error(`Could not record a revision of post ${after._id}: other saves kept taking its place`);
    },

    /** Newest first, without bodies. */
    async list(postId: string): Promise<RevisionSummaryRecord[]> {
      await ensurePost(postId);
      return revisions.list(postId);
    },

    async get(postId: string, number: number): Promise<PostRevisionRecord> {
      await ensurePost(postId);
      const revision = await revisions.find(postId, number);
      if (!revision) throw new NotFoundError("Revision not found");
      return revision;
    },

    deleteForPost(postId: string): Promise<number> {
      return revisions.deleteForPost(postId);
    },
  };
}

export type RevisionsService = ReturnType<typeof createRevisionsService>;
