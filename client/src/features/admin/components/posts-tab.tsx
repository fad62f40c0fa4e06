import { useState } from "react";
import { Link } from "wouter";
import { publicPath, type PostKind } from "@shared/page-addresses";
import type { PostCard } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { SectionCard } from "@/components/ui/section-card";
import { SkeletonList } from "@/components/ui/skeleton";
import { formatScheduled } from "@/lib/schedule-time";
import { formatCardDate } from "@/lib/format-date";
import { useAdminPosts } from "../api/get-admin-posts";
import { useDeletePost } from "../api/delete-post";

const DELETE_POST_CONFIRM = "Are you sure you want to delete this post?";

function StateBadge({ post, goesLive }: { post: PostCard; goesLive: string | undefined }) {
  if (post.isPublished) return <Badge variant="default">Published</Badge>;
  return goesLive ? <Badge variant="soft">Scheduled</Badge> : <Badge variant="outline">Draft</Badge>;
}

function PostRow({ post, onDelete, deleting }: { post: PostCard; onDelete: () => void; deleting: boolean }) {
  // Only a draft waits for its time; a published post's schedule is spent.
  const goesLive = post.isPublished ? undefined : post.scheduledAt;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h3 className="font-semibold text-foreground">{post.title}</h3>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <StateBadge post={post} goesLive={goesLive} />
          {post.isFeatured && <Badge variant="earth">Featured</Badge>}
          {goesLive && (
            <>
              {/* In the author's zone, the one they scheduled it in. */}
              <span className="font-medium text-body">Goes live {formatScheduled(goesLive)}</span>
              <span aria-hidden="true">·</span>
            </>
          )}
          <span>Updated {formatCardDate(post.updatedAt)}</span>
          <span aria-hidden="true">·</span>
          <span className="truncate">{publicPath(post)}</span>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link
          href={`/edit-post/${post.id}`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
          aria-label={`Edit ${post.title}`}
        >
          Edit
        </Link>
        {/* A draft has no public page yet, so there is nothing to view. */}
        {post.isPublished && (
          <a
            href={publicPath(post)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "ghost", size: "sm" })}
            aria-label={`View ${post.title} (opens in a new tab)`}
          >
            View
          </a>
        )}
        <Button variant="destructive" size="sm" onClick={onDelete} disabled={deleting} aria-label={`Delete ${post.title}`}>
          {deleting ? "Deleting..." : "Delete"}
        </Button>
      </div>
    </li>
  );
}

/** Posts and pages share the editor and this list; the switch shows one kind at a time. */
function KindSwitch({ kind, onChange }: { kind: PostKind; onChange: (kind: PostKind) => void }) {
  return (
    <div role="group" aria-label="Show" className="mb-2 inline-flex rounded-md border border-border p-0.5">
      {(["post", "page"] as const).map((option) => (
        <Button
          key={option}
          variant={kind === option ? "default" : "ghost"}
          size="sm"
          aria-pressed={kind === option}
          onClick={() => onChange(option)}
        >
          {option === "post" ? "Posts" : "Pages"}
        </Button>
      ))}
    </div>
  );
}

export function PostsTab({ onContentChanged }: { onContentChanged?: () => unknown }) {
  const posts = useAdminPosts();
  const remove = useDeletePost(onContentChanged);
  const [kind, setKind] = useState<PostKind>("post");
  const shown = posts.data?.filter((post) => (post.kind ?? "post") === kind);

  const confirmDelete = (id: string) => {
    if (window.confirm(DELETE_POST_CONFIRM)) remove.mutate(id);
  };

  const newPost = (
    <div className="flex flex-wrap gap-2">
      <Link href="/create-post" className={buttonVariants()}>
        New Post
      </Link>
      <Link href="/create-post?kind=page" className={buttonVariants({ variant: "outline" })}>
        New Page
      </Link>
    </div>
  );

  return (
    <SectionCard id="posts-heading" title="Posts" description="Drafts and published posts, most recent first." action={newPost}>
      <KindSwitch kind={kind} onChange={setKind} />
      {posts.isPending && <SkeletonList label="Loading posts" count={4} rowClassName="h-14" />}
      {posts.isError && <ErrorState message="We couldn't load the posts." onRetry={() => void posts.refetch()} />}
      {shown?.length === 0 && (
        <p className="py-6 text-center text-muted-foreground">
          {kind === "post" ? "No posts yet. Write the first one." : "No pages yet: an About page is a good first one."}
        </p>
      )}
      {shown && shown.length > 0 && (
        <ul className="divide-y divide-border">
          {shown.map((post) => (
            <PostRow
              key={post.id}
              post={post}
              onDelete={() => confirmDelete(post.id)}
              deleting={remove.isPending && remove.variables === post.id}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
