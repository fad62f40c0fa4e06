import type { Revision } from "@shared/types";
import { wordDiff, type DiffSegment } from "@shared/word-diff";

/** A stretch of unchanged text left out between two changes. */
export type DisplayPart = DiffSegment | { kind: "gap" };

export interface FieldChange {
  field: "Title" | "Body" | "Tags";
  parts: DisplayPart[];
}

/** What the editor holds now, the side a restore would change. */
export interface CurrentText {
  title: string;
  content: string;
  tags: string[];
}

/** Unchanged text kept either side of a change, so an edit reads in its sentence. */
const CONTEXT_CHARS = 160;

/** The first `length` characters, cut back to a word's end so no word is split. */
function head(text: string, length: number): string {
  const cut = text.slice(0, length);
  const space = cut.search(/\s\S*$/);
  return space > 0 ? cut.slice(0, space + 1) : cut;
}

/** The last `length` characters, moved forward to a word's start. */
function tail(text: string, length: number): string {
  const cut = text.slice(text.length - length);
  const space = cut.search(/\s/);
  return space >= 0 && space < cut.length - 1 ? cut.slice(space + 1) : cut;
}

/**
 * A long body with a few edits would be pages of unchanged text to scroll through; only the text
 * around each change is kept, the rest becomes a gap.
 */
export function displayParts(segments: DiffSegment[], context = CONTEXT_CHARS): DisplayPart[] {
  const parts: DisplayPart[] = [];
  segments.forEach((segment, index) => {
    if (segment.kind !== "same") {
      parts.push(segment);
      return;
    }
    const before = index > 0 ? context : 0;
    const after = index < segments.length - 1 ? context : 0;
    // Leaving out less than a line saves nothing and hides the sentence.
    if (segment.text.length <= before + after + context / 2) {
      parts.push(segment);
      return;
    }
    if (before) parts.push({ kind: "same", text: head(segment.text, before) });
    parts.push({ kind: "gap" });
    if (after) parts.push({ kind: "same", text: tail(segment.text, after) });
  });
  return parts;
}

/** Tags as whole words: kept ones, then those a restore drops, then those it brings back. */
function tagSegments(current: string[], restored: string[]): DiffSegment[] {
  const tags: DiffSegment[] = [
    ...current.map((tag) => ({ kind: restored.includes(tag) ? ("same" as const) : ("removed" as const), text: tag })),
    ...restored.filter((tag) => !current.includes(tag)).map((tag) => ({ kind: "added" as const, text: tag })),
  ].sort((a, b) => order[a.kind] - order[b.kind]);
  // The commas belong to neither side: only the tags themselves are struck through or underlined.
  return tags.flatMap((tag, index) => (index === 0 ? [tag] : [{ kind: "same" as const, text: ", " }, tag]));
}

const order: Record<DiffSegment["kind"], number> = { same: 0, removed: 1, added: 2 };

const changed = (segments: DiffSegment[]) => segments.some((segment) => segment.kind !== "same");

/**
 * What restoring `revision` would change in the editor's text, field by field: removed words are
 * the current ones it drops, added words the ones it brings back. Unchanged fields are left out.
 */
export function revisionChanges(current: CurrentText, revision: Pick<Revision, "title" | "markdown" | "tags">): FieldChange[] {
  const fields: { field: FieldChange["field"]; segments: DiffSegment[] }[] = [
    { field: "Title", segments: wordDiff(current.title, revision.title).segments },
    { field: "Body", segments: wordDiff(current.content, revision.markdown).segments },
    { field: "Tags", segments: tagSegments(current.tags, revision.tags) },
  ];
  return fields.filter(({ segments }) => changed(segments)).map(({ field, segments }) => ({ field, parts: displayParts(segments) }));
}
