import { FIELD_LIMITS } from "@shared/constants";

/** The /posts filters as the URL carries them (?q=&tag=); empty strings mean "not filtering". */
export interface PostsFilter {
  q: string;
  tag: string;
}

export function readPostsFilter(params: URLSearchParams): PostsFilter {
  return {
    q: (params.get("q") ?? "").trim().slice(0, FIELD_LIMITS.searchQuery),
    tag: (params.get("tag") ?? "").trim(),
  };
}

export const isFiltering = (filter: PostsFilter) => filter.q !== "" || filter.tag !== "";

/** Tags match case-insensitively on the server, so the buttons compare the same way. */
export const sameTag = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
