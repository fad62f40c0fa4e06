import { Suspense } from "react";
import { TagPostsSkeleton } from "@/features/tags/components/tag-posts-skeleton";
import { useProfile } from "@/features/profile/api/get-profile";
import { safeDecode } from "@/lib/utils";
import { useTagPosts } from "@/features/tags/api/get-tag-posts";
import { PageHead } from "../page-head";

// In this page's own file (router.tsx loads it with the page), not in the site's first script.
import { TagPosts } from "@/features/tags/components/tag-posts";

export function TagPage({ tag }: { tag: string }) {
  const name = safeDecode(tag);
  const { data: profile } = useProfile();
  // The same query TagPosts reads: fetched once, and the head can count the posts.
  const { data } = useTagPosts(name);
  return (
    <>
      <PageHead spec={{ page: "tag", tag: name, posts: data?.posts, total: data?.total }} />
      {/* A full screen tall from the start: the footer stays below the fold while the list loads, not jumping down after. */}
      <div className="mx-auto min-h-screen max-w-7xl px-4 pb-16 pt-28 sm:px-6 lg:px-8">
        <header className="mb-2">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-light">Tag</p>
          <h1 className="mt-1 break-words font-serif text-3xl font-bold text-primary sm:text-4xl">{name}</h1>
        </header>
        <Suspense fallback={<TagPostsSkeleton />}>
          <TagPosts tag={name} profileName={profile?.name} />
        </Suspense>
      </div>
    </>
  );
}
