import { stringify } from "yaml";
import { publicPath } from "../../../shared/page-addresses";
import type { CommentRecord } from "../../store/repositories/comments.record";
import type { PostRecord } from "../../store/repositories/posts.record";

/** An uploaded image as the site addresses it, relative or on the site's own full address. */
const uploadPattern = (publicUrl: string) =>
  new RegExp(`(?:${publicUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})?/uploads/([\\w-]+\\.(?:webp|png|jpe?g|gif|avif))`, "g");

export interface ExportedPost {
  /** index.md: front matter, then the body. */
  document: string;
  /** Upload names to copy beside index.md. */
  images: string[];
}

/** The post's old addresses that should keep leading to it: its earlier slugs, and its paths on the site it was imported from. */
function aliases(post: PostRecord): string[] {
  // oldPaths is the importer's (issue 24); read as optional so an export works on records without it.
  const imported = (post as PostRecord & { oldPaths?: unknown }).oldPaths;
  const paths = Array.isArray(imported) ? imported.filter((path): path is string => typeof path === "string") : [];
  return [...new Set([...post.oldSlugs.map((slug) => publicPath({ slug, kind: post.kind })), ...paths])];
}

/**
 * One post as a Markdown file with YAML front matter, in the field names Hugo, Astro and Jekyll
 * themes use: its uploaded images become files beside it, referenced by name, so the bundle stands
 * alone; a cover that is not an upload keeps its address, made absolute on this site.
 */
export function exportPost(post: PostRecord, publicUrl: string, storedNames: (name: string) => boolean): ExportedPost {
  const images = new Set<string>();
  const local = (match: string, name: string) => {
    if (!storedNames(name)) return match.startsWith("/") ? `${publicUrl}${match}` : match;
    images.add(name);
    return name;
  };
  const body = post.markdown.replace(uploadPattern(publicUrl), local);
  let cover: string | undefined;
  if (post.featuredImage) {
    const upload = new RegExp(`^${uploadPattern(publicUrl).source}$`).exec(post.featuredImage);
    cover = upload
      ? local(upload[0], upload[1])
      : post.featuredImage.startsWith("/")
        ? `${publicUrl}${post.featuredImage}`
        : post.featuredImage;
  }
  const scheduled = !post.isPublished && post.scheduledAt ? post.scheduledAt : null;
  const frontMatter: Record<string, unknown> = {
    title: post.title,
    slug: post.slug,
    date: (post.publishedAt ?? scheduled ?? post.createdAt).toISOString(),
    updated: post.updatedAt.toISOString(),
    ...(scheduled ? { publishDate: scheduled.toISOString() } : {}),
    // A scheduled post is no draft: its future date holds it back in Hugo and Jekyll as it does here,
    // and Furrow's importer makes it scheduled again (draft: true would leave it a draft for good).
    draft: !post.isPublished && !scheduled,
    featured: post.isFeatured,
    // The name Hugo's themes and Jekyll's read to load maths; Furrow's importer reads it back.
    ...(post.maths ? { math: true } : {}),
    tags: post.tags,
    description: post.excerpt,
    ...(cover ? { cover } : {}),
    ...(aliases(post).length ? { aliases: aliases(post) } : {}),
    // Hugo's name for what a file is; the folder (content/pages) already tells Furrow's importer.
    ...(post.kind === "page" ? { type: "page" } : {}),
  };
  const yaml = stringify(frontMatter, { lineWidth: 0 });
  return { document: `---\n${yaml}---\n\n${body.trimEnd()}\n`, images: [...images] };
}

/** An approved comment as comments.json keeps it: what readers saw, never the commenter's e-mail. */
export function exportComment(comment: CommentRecord) {
  return {
    name: comment.authorName,
    date: comment.createdAt.toISOString(),
    text: comment.content,
    reply: comment.reply
      ? { name: comment.reply.authorName, date: comment.reply.createdAt.toISOString(), text: comment.reply.content }
      : null,
  };
}
