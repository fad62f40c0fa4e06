import { useMemo } from "react";
import { publicPath } from "@shared/page-addresses";
import { PAGE_ROUTES } from "@shared/routes";
import { useAdminPosts } from "@/features/admin/api/get-admin-posts";
import { useTags } from "@/features/posts-page/api/get-tags";

/** The blog's fixed pages a reader can be sent to (not the admin's screens). */
const FIXED_PAGES = [PAGE_ROUTES.home, PAGE_ROUTES.posts, PAGE_ROUTES.contact, PAGE_ROUTES.privacy];

/**
 * Site addresses the navigation editor's Link fields suggest: the fixed pages, every tag's page
 * and every published post and page. Composed here, as it reads two features' lists.
 * Suggestions still loading, or failed, are simply not offered yet.
 */
export function useLinkSuggestions(): string[] {
  const tags = useTags();
  const posts = useAdminPosts();
  return useMemo(
    () => [
      ...FIXED_PAGES,
      ...(tags.data ?? []).map((tag) => `/tags/${encodeURIComponent(tag.name)}`),
      ...(posts.data ?? []).filter((post) => post.isPublished).map(publicPath),
    ],
    [tags.data, posts.data],
  );
}
