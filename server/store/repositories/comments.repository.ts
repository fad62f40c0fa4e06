import type { CommentRecord, DocumentStore } from "../types";

export function createCommentsRepository(store: DocumentStore) {
  const comments = () => store.collection<CommentRecord>("comments");

  return {
    insert(comment: CommentRecord): Promise<void> {
      return comments().insertOne(comment);
    },

    listApproved(postId: string): Promise<CommentRecord[]> {
      return comments().find({ postId, isApproved: true }, { sort: { createdAt: 1, _id: 1 } });
    },

    listAll(): Promise<CommentRecord[]> {
      return comments().find({}, { sort: { createdAt: -1, _id: -1 } });
    },

    async approve(id: string): Promise<boolean> {
      return (await comments().updateOne({ _id: id }, { $set: { isApproved: true } })).matchedCount === 1;
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
