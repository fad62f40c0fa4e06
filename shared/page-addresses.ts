import { PAGE_ROUTES } from "./routes";
import { slugify } from "./slug";

/** A post is an article under /blog; a page (About, Now, Colophon) lives at the site's top level. */
export type PostKind = "post" | "page";

/**
 * Top-level paths the server answers itself, besides the route table's: a page there would never
 * be reached (or would hide the real thing). Kept here so the editor can warn before a save.
 */
const SERVER_PATHS = [
  "api",
  "auth",
  "assets",
  "uploads",
  "images",
  "video",
  "l",
  "docs",
  "fediverse",
  "nodeinfo",
  "users",
  "inbox",
  "search",
  "healthz",
  "readyz",
];
// A slug has no dots, so the files at the top (rss.xml, sitemap.xml, llms.txt, /.well-known) can never clash.

/** The first segment of every route in the table: /blog/:slug reserves "blog", /admin/seo "admin". */
const ROUTE_SEGMENTS = Object.values(PAGE_ROUTES)
  .map((pattern) => pattern.split("/")[1])
  .filter((segment) => segment && !segment.startsWith(":"));

export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set([...ROUTE_SEGMENTS, ...SERVER_PATHS]);

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
