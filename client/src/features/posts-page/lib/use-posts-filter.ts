import { useSearchParams } from "wouter";
import { readPostsFilter, sameTag, type PostsFilter } from "./posts-filter";

/**
 * The filters live in the URL (?q=&tag=), so a reload, a shared link and back/forward all show
 * the same list. Typing replaces the entry; picking a tag or clearing adds one, like a navigation.
 */
export function usePostsFilter() {
  const [params, setParams] = useSearchParams();
  const filter = readPostsFilter(params);

  const write = (next: PostsFilter, replace: boolean) => {
    const search = new URLSearchParams();
    if (next.q) search.set("q", next.q);
    if (next.tag) search.set("tag", next.tag);
    setParams(search, { replace });
  };

  return {
    filter,
    setQuery: (q: string) => write({ ...filter, q: q.trim() }, true),
    toggleTag: (tag: string) => write({ ...filter, tag: sameTag(filter.tag, tag) ? "" : tag }, false),
    clear: () => write({ q: "", tag: "" }, false),
  };
}
