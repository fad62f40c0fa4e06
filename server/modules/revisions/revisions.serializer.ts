import type { Revision, RevisionSummary } from "../../../shared/types";
import type { RevisionSummaryRecord } from "../../store/repositories/post-revisions.repository";
import type { PostRevisionRecord } from "../../store/repositories/post-revisions.record";

export function toRevisionSummary(revision: RevisionSummaryRecord): RevisionSummary {
  return {
    number: revision.number,
    kind: revision.kind,
    firstSavedAt: revision.firstSavedAt.toISOString(),
    savedAt: revision.savedAt.toISOString(),
    savedBy: revision.savedBy.name,
    wordsAdded: revision.wordsAdded,
    wordsRemoved: revision.wordsRemoved,
    autosaves: revision.autosaves,
    restoredFrom: revision.restoredFrom ?? null,
    title: revision.title,
    isPublished: revision.isPublished,
  };
}

export function toRevision(revision: PostRevisionRecord): Revision {
  return {
    ...toRevisionSummary(revision),
    markdown: revision.markdown,
    excerpt: revision.excerpt,
    hasCustomExcerpt: revision.hasCustomExcerpt,
    tags: revision.tags,
    category: { name: revision.category.name, color: revision.category.color },
    featuredImage: revision.featuredImage,
    featuredImageAlt: revision.featuredImageAlt ?? "",
    slug: revision.slug,
    maths: revision.maths ?? false,
    postVersion: revision.postVersion,
  };
}
