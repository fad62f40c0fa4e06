import { Suspense } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useTags } from "@/features/posts-page/api/get-tags";
import { useProfile } from "@/features/profile/api/get-profile";
import { PageHead } from "../page-head";

// The filters and the paged list are in this page's own file (router.tsx loads it with the page):
// the home page's first load has no room for them.
import { PostsBrowser } from "@/features/posts-page/components/posts-browser";

export function PostsPage() {
  const { data: profile } = useProfile();
  // Asked for alongside the browser's code, and waited for: the tag buttons wrap to several rows,
  // and arriving after the list they would push it down the screen.
  const tags = useTags();
  const loading = <Spinner label="Loading posts..." showLabel className="py-16" />;
  return (
    <>
      <PageHead spec={{ page: "posts", path: "/posts" }} />
      {/* A full screen tall from the start: the footer stays below the fold while the list loads, not jumping down after. */}
      <div className="mx-auto min-h-screen max-w-7xl px-4 pb-16 pt-28 sm:px-6 lg:px-8">
        <header className="mb-10">
          <h1 className="font-serif text-3xl font-bold text-primary sm:text-4xl">All Blog Posts</h1>
          <p className="mt-3 max-w-2xl text-body">
            Browse every article on precision farming, smart sensors and sustainable agriculture. Search by keyword or pick a tag to narrow
            the list.
          </p>
        </header>
        {tags.isPending ? (
          loading
        ) : (
          <Suspense fallback={loading}>
            <PostsBrowser profileName={profile?.name} />
          </Suspense>
        )}
      </div>
    </>
  );
}
