import { RESERVED_PAGE_SLUGS } from "./routes";
import { slugify } from "./slug";

/** A post is an article under /blog; a page (About, Now, Colophon) lives at the site's top level. */
export type PostKind = "post" | "page";

export { RESERVED_PAGE_SLUGS };

export const reservedSlugMessage = (slug: string) => `“${slug}” is a reserved address; choose another slug`;
export const takenSlugMessage = (slug: string) => `“${slug}” is already the address of another post or page; choose another slug`;

/** The slug a page would get from this slug field (or title), and why it cannot have it; null when it may. */
export function pageSlugProblem(slugOrTitle: string): string | null {
  const slug = slugify(slugOrTitle);
  return RESERVED_PAGE_SLUGS.has(slug) ? reservedSlugMessage(slug) : null;
}

/** Where readers find a post or page on this site. */
export function publicPath(post: { slug: string; kind?: PostKind }): string {
  const slug = encodeURIComponent(post.slug);
  return post.kind === "page" ? `/${slug}` : `/blog/${slug}`;
}
