import { useId } from "react";
import type { PostCard } from "@shared/types";
import { displayAuthorName } from "@/lib/utils";
import { groupPosts } from "../lib/group-posts";
import { PostsPageCard } from "./posts-page-card";

export interface PostGroupsProps {
  posts: readonly PostCard[];
  filtering: boolean;
  profileName?: string;
}

const EAGER_IMAGES = 3;

export function PostGroups({ posts, filtering, profileName }: PostGroupsProps) {
  const idPrefix = useId();
  let index = 0;
  return (
    <div className="space-y-12">
      {groupPosts(posts, filtering).map((group, groupIndex) => {
        const headingId = `${idPrefix}-group-${groupIndex}`;
        return (
          <section key={group.label} aria-labelledby={headingId}>
            <h2 id={headingId} className="mb-6 border-b border-border pb-2 font-serif text-2xl font-bold text-primary">
              {group.label}
            </h2>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {group.posts.map((post) => (
                <PostsPageCard
                  key={post.id}
                  post={post}
                  authorName={displayAuthorName(profileName, post.author.name)}
                  eager={index++ < EAGER_IMAGES}
                />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
