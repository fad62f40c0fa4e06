import { lookup as mediaTypeOf } from "mime-types";
import type { PostRecord } from "../../store/repositories/posts.record";
import type { ReactionCounts } from "../../store/repositories/fediverse-reactions.repository";
import { ACTIVITY_CONTEXT, PUBLIC_AUDIENCE } from "./activity-streams";
import { fediverseContent } from "./article-content";
import type { FediverseIdentity } from "./identity";

export type FederatedPost = Pick<
  PostRecord,
  "_id" | "slug" | "title" | "html" | "excerpt" | "featuredImage" | "tags" | "publishedAt" | "updatedAt" | "createdAt"
>;

function attachment(url: string, alt: string) {
  const type = mediaTypeOf(new URL(url).pathname);
  return { type: "Image", mediaType: type || "image/jpeg", url, name: alt };
}

/**
 * A published post as an Activity Streams `Article`, at the id that never changes: the title as
 * its name, the excerpt as its summary (so a timeline shows more than a link), the text in the
 * HTML Mastodon keeps, its pictures as attachments, its tags as hashtags linking to the tag pages.
 */
export function articleObject(
  identity: FediverseIdentity,
  post: FederatedPost,
  counts: ReactionCounts & { replies: number },
  withContext = true,
) {
  const id = identity.articleId(post._id);
  const url = identity.articleUrl(post.slug);
  const { content, images } = fediverseContent(post.html, identity.publicUrl);
  const published = post.publishedAt ?? post.createdAt;
  const featured = post.featuredImage ? new URL(post.featuredImage, identity.publicUrl).href : null;
  const pictures = [...(featured ? [{ url: featured, alt: "" }] : []), ...images.filter((image) => image.url !== featured)];
  return {
    ...(withContext ? { "@context": ACTIVITY_CONTEXT } : {}),
    id,
    type: "Article",
    attributedTo: identity.actorId,
    name: post.title,
    url,
    summary: post.excerpt,
    content,
    mediaType: "text/html",
    published: published.toISOString(),
    // Mastodon applies an Update only when `updated` is newer than what it holds.
    ...(post.updatedAt.getTime() > published.getTime() ? { updated: post.updatedAt.toISOString() } : {}),
    to: [PUBLIC_AUDIENCE],
    cc: [identity.followers],
    attachment: pictures.map((picture) => attachment(picture.url, picture.alt)),
    ...(featured ? { image: { type: "Image", url: featured } } : {}),
    tag: post.tags.map((tag) => ({ type: "Hashtag", href: identity.tagUrl(tag), name: `#${tag.replace(/[^\p{L}\p{N}_]/gu, "")}` })),
    replies: { id: `${id}/replies`, type: "Collection", totalItems: counts.replies },
    likes: { id: `${id}/likes`, type: "Collection", totalItems: counts.likes },
    shares: { id: `${id}/shares`, type: "Collection", totalItems: counts.shares },
  };
}

/** What a post the blog no longer publishes is: gone, at its id, so a server that asks removes its copy. */
export function tombstone(identity: FediverseIdentity, postId: string, deletedAt: Date | null, withContext = true) {
  return {
    ...(withContext ? { "@context": ACTIVITY_CONTEXT } : {}),
    id: identity.articleId(postId),
    type: "Tombstone",
    formerType: "Article",
    ...(deletedAt ? { deleted: deletedAt.toISOString() } : {}),
  };
}
