import type { AdminPost, PostCard, PostDetail } from "../../../shared/types";
import { ogImagePath } from "../../../shared/page-meta";
import type { PostCardRecord } from "../../store/repositories/posts.repository";
import type { PostRecord } from "../../store/repositories/posts.record";

/** Card fields only: what every list (latest, featured, search, related, tag) sends. */
export function toPostCard(post: PostCardRecord): PostCard {
  return {
    id: post._id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    // A post without its own picture shows its drawn card, never a broken image.
    featuredImage: post.featuredImage || ogImagePath(post.title, post.category.name),
    // The drawn card shows the title, which the page already says: no words of its own.
    featuredImageAlt: post.featuredImage ? (post.featuredImageAlt ?? "") : "",
    tags: post.tags,
    category: { name: post.category.name, color: post.category.color },
    author: { name: post.author.name, avatar: post.author.avatar },
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    publishedAt: post.publishedAt ? post.publishedAt.toISOString() : null,
    readTime: post.readTime,
    isPublished: post.isPublished,
    isFeatured: post.isFeatured,
    ...(post.scheduledAt && { scheduledAt: post.scheduledAt.toISOString() }),
    ...(post.kind === "page" && { kind: "page" as const }),
  };
}

export function toPostDetail(post: PostRecord): PostDetail {
  return {
    ...toPostCard(post),
    author: { name: post.author.name, avatar: post.author.avatar, bio: post.author.bio },
    content: post.html,
  };
}

/** The editor's view: the markdown source and the version its next save must name. */
export function toAdminPost(post: PostRecord): AdminPost {
  return {
    ...toPostDetail(post),
    markdown: post.markdown,
    version: post.version,
    newsletter: post.newsletter ?? null,
    maths: post.maths ?? false,
    seriesMembership: post.series ? { seriesId: post.series.id, position: post.series.position } : null,
  };
}
