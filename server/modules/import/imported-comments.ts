import type { ImportReportLine } from "../../../shared/schemas/imports";
import { newId } from "../../lib/ids";
import type { CommentRecord } from "../../store/repositories/comments.record";
import type { CommentsRepository } from "../../store/repositories/comments.repository";
import type { ImportedComment, ImportedPost } from "./imported-item";

/** Replies after the comments they answer, each thread in date order, so the list reads as it did. */
function inThreadOrder(comments: ImportedComment[]): ImportedComment[] {
  const byDate = [...comments].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const ids = new Set(byDate.map((comment) => comment.originalId));
  const placed = new Set<string>();
  const ordered: ImportedComment[] = [];
  let pending = byDate;
  while (pending.length > 0) {
    const next = pending.filter(
      (comment) => comment.parentOriginalId === null || !ids.has(comment.parentOriginalId) || placed.has(comment.parentOriginalId),
    );
    // A loop of replies (a corrupt file) would never place: the rest go in date order.
    const batch = next.length > 0 ? next : pending;
    for (const comment of batch) {
      ordered.push(comment);
      placed.add(comment.originalId);
    }
    pending = pending.filter((comment) => !placed.has(comment.originalId));
  }
  return ordered;
}

/** The item's comments not added yet, as records to write with the post, and their report lines. */
export async function newComments(
  comments: Pick<CommentsRepository, "importedIds">,
  postId: string,
  item: ImportedPost,
  postIsNew: boolean,
): Promise<{ records: CommentRecord[]; lines: ImportReportLine[] }> {
  if (item.comments.length === 0) return { records: [], lines: [] };
  const known = postIsNew ? new Set<string>() : await comments.importedIds(postId, item.source);
  const names = new Map(item.comments.map((comment) => [comment.originalId, comment.authorName]));
  const lines: ImportReportLine[] = [];
  const records: CommentRecord[] = [];
  for (const comment of inThreadOrder(item.comments)) {
    const line = {
      kind: "comment" as const,
      originalId: comment.originalId,
      title: `${comment.authorName} on ${item.title}`,
      path: null,
    };
    if (known.has(comment.originalId)) {
      lines.push({ ...line, outcome: "unchanged", reason: "" });
      continue;
    }
    const answered = comment.parentOriginalId === null ? undefined : names.get(comment.parentOriginalId);
    const record: CommentRecord = {
      _id: newId(),
      postId,
      authorName: comment.authorName.trim() || "Anonymous",
      authorEmail: comment.authorEmail,
      content: comment.content,
      isApproved: comment.status === "approved",
      createdAt: comment.createdAt,
      importedFrom: { source: item.source, originalId: comment.originalId },
      ...(answered && { inReplyTo: { authorName: answered } }),
      ...(comment.reply && { reply: comment.reply }),
    };
    records.push(record);
    known.add(comment.originalId);
    lines.push({ ...line, outcome: "imported", reason: comment.status === "pending" ? "waiting for moderation" : "" });
  }
  return { records, lines };
}
