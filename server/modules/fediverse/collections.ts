import { ACTIVITY_CONTEXT } from "./activity-streams";

/** Items a page of the outbox or the followers holds. */
export const COLLECTION_PAGE_SIZE = 20;

/**
 * A paged `OrderedCollection` as Mastodon reads one: the collection itself says how many items
 * there are and where the first page is; each page lists its items and the next page.
 */
export function orderedCollection(id: string, totalItems: number) {
  return {
    "@context": ACTIVITY_CONTEXT,
    id,
    type: "OrderedCollection",
    totalItems,
    ...(totalItems > 0 ? { first: `${id}?page=1`, last: `${id}?page=${Math.max(1, Math.ceil(totalItems / COLLECTION_PAGE_SIZE))}` } : {}),
  };
}

export function orderedCollectionPage(id: string, page: number, totalItems: number, orderedItems: unknown[]) {
  const pages = Math.ceil(totalItems / COLLECTION_PAGE_SIZE);
  return {
    "@context": ACTIVITY_CONTEXT,
    id: `${id}?page=${page}`,
    type: "OrderedCollectionPage",
    partOf: id,
    totalItems,
    orderedItems,
    ...(page < pages ? { next: `${id}?page=${page + 1}` } : {}),
    ...(page > 1 ? { prev: `${id}?page=${page - 1}` } : {}),
  };
}

/** The page a query asks for: a whole number from 1, or null for the collection itself (or a page that cannot be). */
export function pageAsked(value: unknown): number | null | "invalid" {
  if (value === undefined) return null;
  if (typeof value !== "string" || !/^[1-9]\d{0,5}$/.test(value)) return "invalid";
  return Number(value);
}
