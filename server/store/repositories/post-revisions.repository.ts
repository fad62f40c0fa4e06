import type { DocumentStore } from "../types";
import type { PostRevisionRecord } from "./post-revisions.record";
import { insertOnce } from "../insert-once";

/** A revision without its body: what a history list shows. */
export type RevisionSummaryRecord = Omit<PostRevisionRecord, "markdown">;

/** What folding another auto-save into a revision changes. */
export type RevisionFold = Omit<
  PostRevisionRecord,
  "_id" | "postId" | "number" | "kind" | "savedBy" | "firstSavedAt" | "restoredFrom" | "autosaves"
>;

const NEWEST_FIRST = { number: -1 } as const;

export function createPostRevisionsRepository(store: DocumentStore) {
  const revisions = () => store.collection<PostRevisionRecord>("postRevisions");

  return {
    /** False when the post already has a revision with this number: another save took it first. */
    insert(revision: PostRevisionRecord): Promise<boolean> {
      return insertOnce(revisions(), revision);
    },

    /** First revisions of new posts in one write; one already there is left as it is. */
    async insertFirsts(records: PostRevisionRecord[]): Promise<void> {
      if (records.length > 0) await revisions().bulkWrite(records.map((document) => ({ insertOne: { document } })));
    },

    /** The newest revision of the post numbered below `before` (the newest of all without it). */
    latest(postId: string, before?: number): Promise<PostRevisionRecord | null> {
      return revisions().findOne(before === undefined ? { postId } : { postId, number: { $lt: before } }, { sort: NEWEST_FIRST });
    },

    find(postId: string, number: number): Promise<PostRevisionRecord | null> {
      return revisions().findOne({ postId, number });
    },

    /** Newest first, without the bodies. */
    list(postId: string): Promise<RevisionSummaryRecord[]> {
      return revisions().find({ postId }, { sort: NEWEST_FIRST, projection: { markdown: 0 } });
    },

    /**
     * Folds one more auto-save in, unless the revision moved on since it was read (another save
     * folded first): false then, and the caller reads again.
     */
    async fold(revision: Pick<PostRevisionRecord, "_id" | "postVersion">, changes: RevisionFold): Promise<boolean> {
      const result = await revisions().updateOne(
        { _id: revision._id, postVersion: revision.postVersion },
        { $set: changes, $inc: { autosaves: 1 } },
      );
      return result.matchedCount === 1;
    },

    /** Deletes revisions older than the newest `keep` whose content readers never saw (drafts, unpublished). */
    async prune(postId: string, keep: number): Promise<number> {
      const [oldestKept] = await revisions().find({ postId }, { sort: NEWEST_FIRST, skip: keep - 1, limit: 1, projection: { number: 1 } });
      if (!oldestKept) return 0;
      return revisions().deleteMany({ postId, number: { $lt: oldestKept.number }, isPublished: false });
    },

    deleteForPost(postId: string): Promise<number> {
      return revisions().deleteMany({ postId });
    },
  };
}

export type PostRevisionsRepository = ReturnType<typeof createPostRevisionsRepository>;
