import { STORAGE_KEYS } from "@shared/constants";
import type { EditorFields } from "./editor-fields";

/**
 * The spec's local draft under 'blog-draft', kept per post (one JSON map keyed by post id, or
 * "new" for a post not saved yet) so two posts open in two tabs never overwrite each other's copy.
 */

export const NEW_POST_KEY = "new";

/** The editor's draft, plus when this browser wrote it. */
export interface LocalDraft {
  title: string;
  content: string;
  excerpt: string;
  tags: string[];
  isPublished: boolean;
  savedAt: number;
}

type DraftMap = Record<string, LocalDraft>;

function isDraft(value: unknown): value is LocalDraft {
  if (!value || typeof value !== "object") return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.title === "string" &&
    typeof draft.content === "string" &&
    typeof draft.excerpt === "string" &&
    Array.isArray(draft.tags) &&
    draft.tags.every((tag) => typeof tag === "string") &&
    typeof draft.isPublished === "boolean" &&
    typeof draft.savedAt === "number"
  );
}

/** Damaged or foreign data in the slot is ignored rather than trusted. */
function readAll(): DraftMap {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.draft) ?? "null");
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, draft]) => isDraft(draft))) as DraftMap;
  } catch {
    return {};
  }
}

function writeAll(drafts: DraftMap): void {
  try {
    if (Object.keys(drafts).length === 0) localStorage.removeItem(STORAGE_KEYS.draft);
    else localStorage.setItem(STORAGE_KEYS.draft, JSON.stringify(drafts));
  } catch {
    // Storage full or disabled: the server copy and auto-save still protect the text.
  }
}

export function readDraft(key: string): LocalDraft | null {
  return readAll()[key] ?? null;
}

export function writeDraft(key: string, fields: EditorFields, savedAt: number): void {
  const { title, content, excerpt, tags, isPublished } = fields;
  writeAll({ ...readAll(), [key]: { title, content, excerpt, tags, isPublished, savedAt } });
}

export function removeDraft(key: string): void {
  const drafts = readAll();
  if (!(key in drafts)) return;
  delete drafts[key];
  writeAll(drafts);
}

/** A new post got its id: its draft now belongs to that id. */
export function moveDraft(from: string, to: string): void {
  const drafts = readAll();
  if (!(from in drafts)) return;
  drafts[to] = drafts[from];
  delete drafts[from];
  writeAll(drafts);
}

export const draftHasWords = (draft: LocalDraft) =>
  Boolean(draft.title.trim() || draft.content.trim() || draft.excerpt.trim() || draft.tags.length > 0);

/** Whether the draft says something the given fields do not. */
export function draftDiffers(draft: LocalDraft, fields: EditorFields): boolean {
  return (
    draft.title !== fields.title ||
    draft.content !== fields.content ||
    draft.excerpt !== fields.excerpt ||
    draft.isPublished !== fields.isPublished ||
    JSON.stringify(draft.tags) !== JSON.stringify(fields.tags)
  );
}
