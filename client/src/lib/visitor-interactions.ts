/**
 * What this visit remembers of its reader, used to rank a tag's posts. It lives in memory only:
 * readers are promised no cookies and no local or session storage (see the privacy page), so the
 * record lasts as long as the tab's page does and is gone on reload.
 */
export interface VisitorInteractions {
  tagClicks: Record<string, number>;
  postViews: Record<string, number>;
  lastInteraction: number;
}

const empty = (): VisitorInteractions => ({ tagClicks: {}, postViews: {}, lastInteraction: 0 });

let record: VisitorInteractions = empty();

/** Own entries only: a post id or tag such as "constructor" must not read Object's prototype. */
const countIn = (counts: Record<string, number>, key: string) => (Object.hasOwn(counts, key) ? counts[key] : 0);

/** A copy, so a caller holding it (a component's state) never sees it change underneath. */
export function readVisitorInteractions(): VisitorInteractions {
  return { tagClicks: { ...record.tagClicks }, postViews: { ...record.postViews }, lastInteraction: record.lastInteraction };
}

/** Tests start each case as a new reader. */
export function forgetVisitorInteractions(): void {
  record = empty();
}

export function recordPostView(postId: string): void {
  record.postViews[postId] = countIn(record.postViews, postId) + 1;
  record.lastInteraction = Date.now();
}

/** Tags are counted case-insensitively, as the tag page matches them. */
export function recordTagClick(tag: string): void {
  const key = tag.trim().toLowerCase();
  record.tagClicks[key] = countIn(record.tagClicks, key) + 1;
  record.lastInteraction = Date.now();
}
