import { STORAGE_KEYS } from "@shared/constants";

/** What this browser remembers of its reader (spec section 3), used to rank a tag's posts. */
export interface VisitorInteractions {
  tagClicks: Record<string, number>;
  postViews: Record<string, number>;
  lastInteraction: number;
}

const empty = (): VisitorInteractions => ({ tagClicks: {}, postViews: {}, lastInteraction: 0 });

const isCountMap = (value: unknown): value is Record<string, number> =>
  typeof value === "object" && value !== null && Object.values(value).every((count) => typeof count === "number" && Number.isFinite(count));

/** A damaged or foreign value in storage is treated as no record, never as an error. */
export function readVisitorInteractions(): VisitorInteractions {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.visitorInteractions) ?? "null");
    if (!parsed || typeof parsed !== "object") return empty();
    const record = parsed as Partial<VisitorInteractions>;
    return {
      tagClicks: isCountMap(record.tagClicks) ? record.tagClicks : {},
      postViews: isCountMap(record.postViews) ? record.postViews : {},
      lastInteraction: typeof record.lastInteraction === "number" ? record.lastInteraction : 0,
    };
  } catch {
    return empty();
  }
}

function update(change: (record: VisitorInteractions) => void): void {
  const record = readVisitorInteractions();
  change(record);
  record.lastInteraction = Date.now();
  try {
    localStorage.setItem(STORAGE_KEYS.visitorInteractions, JSON.stringify(record));
  } catch {
    // Storage full or disabled (private mode): ranking simply falls back to featured and recency.
  }
}

export function recordPostView(postId: string): void {
  update((record) => {
    record.postViews[postId] = (record.postViews[postId] ?? 0) + 1;
  });
}

/** Tags are counted case-insensitively, as the tag page matches them. */
export function recordTagClick(tag: string): void {
  const key = tag.trim().toLowerCase();
  update((record) => {
    record.tagClicks[key] = (record.tagClicks[key] ?? 0) + 1;
  });
}
