import type { DocumentStore } from "../types";
import type { CommentRecord, CommentReplyRecord } from "./comments.record";

export function createCommentsRepository(store: DocumentStore) {
  const comments = () => store.collection<CommentRecord>("comments");

  return {
    /** The source ids of the comments an import already added under a post, so a rerun adds none twice. */
    async importedIds(postId: string, source: string): Promise<Set<string>> {
      const found = await comments().find({ postId, "importedFrom.source": source }, { projection: { importedFrom: 1 } });
      return new Set(found.map((comment) => comment.importedFrom?.originalId ?? ""));
    },

    insert(comment: CommentRecord): Promise<void> {
      return comments().insertOne(comment);
    },

    /** A post's imported comments in one write (one transaction on SQLite), in the order given. */
    async insertMany(records: CommentRecord[]): Promise<void> {
      if (records.length > 0) await comments().bulkWrite(records.map((document) => ({ insertOne: { document } })));
    },

    listApproved(postId: string): Promise<CommentRecord[]> {
      return comments().find({ postId, isApproved: true }, { sort: { createdAt: 1, _id: 1 } });
    },

    listAll(): Promise<CommentRecord[]> {
      return comments().find({}, { sort: { createdAt: -1, _id: -1 } });
    },

    findById(id: string): Promise<CommentRecord | null> {
      return comments().findOne({ _id: id });
    },

    /** Approving a comment the checks held as spam clears that too ("Not spam"). */
    async approve(id: string): Promise<boolean> {
      return (await comments().updateOne({ _id: id }, { $set: { isApproved: true, isSpam: false, taughtAs: "ham" } })).matchedCount === 1;
    },

    /** Answers an approved comment; false when there is no approved comment by that id. */
    async reply(id: string, reply: CommentReplyRecord): Promise<boolean> {
      return (await comments().updateOne({ _id: id, isApproved: true }, { $set: { reply } })).matchedCount === 1;
    },

    /**
     * The commenter's stop link: no reply notice for this comment, ever again. Written once: the
     * same link posted again changes nothing, so it cannot be used to churn the article's cache.
     */
    async stopReplyNotices(id: string): Promise<void> {
      await comments().updateOne({ _id: id, notifyOnReply: true }, { $set: { notifyOnReply: false } });
    },

    async markSpam(id: string): Promise<boolean> {
      return (await comments().updateOne({ _id: id }, { $set: { isApproved: false, isSpam: true, taughtAs: "spam" } })).matchedCount === 1;
    },

    /**
     * Whether this text already stands under another post (a spammer's copy and paste). Only a copy
     * that was not itself held counts: otherwise one held comment would get every later reader who
     * writes the same words held too.
     */
    async postedElsewhere(contentKey: string, postId: string): Promise<boolean> {
      return (
        (await comments().findOne({ contentKey, postId: { $ne: postId }, isSpam: { $ne: true } }, { projection: { _id: 1 } })) !== null
      );
    },

    /** Waiting for the author: not approved, and not held as spam. */
    countPending(): Promise<number> {
      return comments().countDocuments({ isApproved: false, isSpam: { $ne: true } });
    },

    /** Waiting for the author and written since `since`, oldest first: what a notice lists. */
    pendingSince(since: Date): Promise<CommentRecord[]> {
      return comments().find({ isApproved: false, isSpam: { $ne: true }, createdAt: { $gte: since } }, { sort: { createdAt: 1, _id: 1 } });
    },

    /** The next held comments after `cursor` in id order: clean-up walks the Spam view in batches. */
    spamAfter(cursor: string | null, limit: number): Promise<CommentRecord[]> {
      return comments().find(cursor === null ? { isSpam: true } : { isSpam: true, _id: { $gt: cursor } }, { sort: { _id: 1 }, limit });
    },

    /** Those of `ids` still held as spam: one rescued meanwhile stays. */
    deleteSpamByIds(ids: string[]): Promise<number> {
      return comments().deleteMany({ _id: { $in: ids }, isSpam: true });
    },

    /** The comment a fediverse note became, found by the note and its author (nobody else may edit or remove it). */
    findFediverseNote(noteId: string, actorId: string): Promise<CommentRecord | null> {
      return comments().findOne({ "fediverse.noteId": noteId, "fediverse.actorId": actorId });
    },

    /** The notes an approved reply to a post came as from the fediverse, oldest first: its ActivityPub replies. */
    async approvedFediverseNoteIds(postId: string, limit: number): Promise<string[]> {
      const replies = await comments().find(
        { postId, isApproved: true, "fediverse.noteId": { $exists: true } },
        { projection: { fediverse: 1 }, sort: { createdAt: 1 }, limit },
      );
      return replies.flatMap((reply) => (reply.fediverse ? [reply.fediverse.noteId] : []));
    },

    async editContent(id: string, content: string, contentKey: string): Promise<void> {
      await comments().updateOne({ _id: id }, { $set: { content, contentKey } });
    },

    async delete(id: string): Promise<boolean> {
      return (await comments().deleteOne({ _id: id })) === 1;
    },

    deleteForPost(postId: string): Promise<number> {
      return comments().deleteMany({ postId });
    },

    count(filter: Record<string, unknown> = {}): Promise<number> {
      return comments().countDocuments(filter);
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
