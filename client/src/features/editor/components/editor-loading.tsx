import { useEffect } from "react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { useAdminPost } from "@/lib/get-admin-post";
import { loadErrorText } from "../api/load-error-text";
import type { EditorStore } from "../lib/editor-store";

/** A spinner while an existing post loads; on failure 'Failed to fetch post: {status}'. */
export function EditorLoading({ postId, store }: { postId: string; store: EditorStore }) {
  const post = useAdminPost(postId);

  useEffect(() => {
    if (post.data && !store.getSnapshot().loaded) store.loadPost(post.data);
  }, [post.data, store]);

  if (post.isError) {
    return (
      <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 px-4">
        <h1 className="sr-only">Edit Post</h1>
        <ErrorState className="w-full" message={loadErrorText(post.error)} onRetry={() => void post.refetch()} />
        <Link href="/admin" className={buttonVariants({ variant: "outline" })}>
          Back to the dashboard
        </Link>
      </main>
    );
  }
  return (
    <main className="flex min-h-screen items-center justify-center">
      <Spinner label="Loading post..." showLabel />
    </main>
  );
}
