import { SITE_NAME } from "../../../shared/constants";
import { absoluteUrl, articleMarkdownPath, SITE_DESCRIPTION } from "../../../shared/page-meta";
import type { PostRecord } from "../../store/repositories/posts.record";
import { escapeMarkup } from "../../../shared/html-escape";
import { htmlWithMathsAsSource } from "../../lib/maths-as-source";

/** AI crawlers the SEO dashboard names; robots.txt welcomes each of them by name. */
export const AI_CRAWLERS = ["GPTBot", "Claude-Web", "PerplexityBot", "CCBot", "YouBot", "Applebot"] as const;

const escapeXml = escapeMarkup;

/** Text that XML 1.0 cannot carry at all (control characters) is dropped rather than breaking the feed. */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what must go
const xmlSafe = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "");

const cdata = (text: string) => `<![CDATA[${xmlSafe(text).replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;

/**
 * The feed carries the newest articles in full, as feeds do (the spec's sample counts 50): readers'
 * apps poll it often, and every article of a 1,000-post blog would make each poll 7 MB.
 */
export const RSS_ITEMS = 50;

type Published = Pick<
  PostRecord,
  | "slug"
  | "title"
  | "excerpt"
  | "html"
  | "featuredImage"
  | "featuredImageAlt"
  | "tags"
  | "category"
  | "author"
  | "createdAt"
  | "updatedAt"
  | "publishedAt"
>;

/** A series page the sitemap lists, dated by its newest published part. */
export interface SitemapSeries {
  slug: string;
  updatedAt: Date;
}

type Listed = Pick<PostRecord, "slug" | "updatedAt">;

/** `pages` are the author's pages (About, Now), at their top-level addresses. */
export function sitemapXml(
  base: string,
  posts: Listed[],
  tags: string[],
  { series = [], pages = [] }: { series?: SitemapSeries[]; pages?: Listed[] } = {},
): string {
  const newest = posts.reduce((latest, post) => (post.updatedAt > latest ? post.updatedAt : latest), new Date(0));
  const url = (path: string, lastmod?: Date, priority = "0.5") =>
    `  <url><loc>${escapeXml(absoluteUrl(base, path))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}<priority>${priority}</priority></url>`;
  const entries = [
    url("/", posts.length ? newest : undefined, "1.0"),
    url("/posts", posts.length ? newest : undefined, "0.8"),
    ...posts.map((post) => url(`/blog/${post.slug}`, post.updatedAt, "0.7")),
    ...series.map((found) => url(`/series/${encodeURIComponent(found.slug)}`, found.updatedAt, "0.6")),
    ...pages.map((page) => url(`/${page.slug}`, page.updatedAt, "0.6")),
    ...tags.map((tag) => url(`/tags/${encodeURIComponent(tag)}`, undefined, "0.4")),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(base: string): string {
  const aiSections = AI_CRAWLERS.map((bot) => `User-agent: ${bot}\nAllow: /\nDisallow: /admin\nDisallow: /api/admin\n`).join("\n");
  return `# ${SITE_NAME}: crawlers and answer engines are welcome to the articles.\nUser-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/admin\nDisallow: /create-post\nDisallow: /edit-post/\nDisallow: /auth/\n\n${aiSections}\nSitemap: ${absoluteUrl(base, "/sitemap.xml")}\n`;
}

/** The featured picture as Media RSS, its alt text as the description readers' apps show in its place. */
function rssImage(base: string, post: Pick<PostRecord, "featuredImage" | "featuredImageAlt">): string {
  if (!post.featuredImage) return "";
  const url = escapeXml(absoluteUrl(base, post.featuredImage));
  const alt = post.featuredImageAlt
    ? `\n        <media:description type="plain">${escapeXml(xmlSafe(post.featuredImageAlt))}</media:description>`
    : "";
  return `\n      <media:content url="${url}" medium="image">${alt}\n      </media:content>`;
}

/** The feed's own channel: the whole site's, unless a series has its own. */
export interface RssChannel {
  title: string;
  path: string;
  description: string;
  feedPath: string;
}

const SITE_CHANNEL: RssChannel = { title: SITE_NAME, path: "/", description: SITE_DESCRIPTION, feedPath: "/rss.xml" };

export function rssXml(base: string, posts: Published[], authorName: string, channel: RssChannel = SITE_CHANNEL): string {
  const items = posts.map((post) => {
    const link = absoluteUrl(base, `/blog/${post.slug}`);
    const categories = [post.category.name, ...post.tags]
      .map((name) => `      <category>${escapeXml(xmlSafe(name))}</category>`)
      .join("\n");
    return `    <item>
      <title>${escapeXml(xmlSafe(post.title))}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <pubDate>${(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>
      <dc:creator>${escapeXml(xmlSafe(authorName || post.author.name))}</dc:creator>
${categories}
      <description>${escapeXml(xmlSafe(post.excerpt))}</description>
      <content:encoded>${cdata(htmlWithMathsAsSource(post.html))}</content:encoded>${rssImage(base, post)}
    </item>`;
  });
  const built = posts[0]?.updatedAt ?? new Date(0);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>${escapeXml(xmlSafe(channel.title))}</title>
    <link>${escapeXml(absoluteUrl(base, channel.path))}</link>
    <description>${escapeXml(xmlSafe(channel.description))}</description>
    <language>en-us</language>
    <lastBuildDate>${built.toUTCString()}</lastBuildDate>
    <atom:link href="${escapeXml(absoluteUrl(base, channel.feedPath))}" rel="self" type="application/rss+xml" />
${items.join("\n")}
  </channel>
</rss>
`;
}

/** How llms.txt and llms-full.txt both open: the site's name and what it is. */
const siteIntro = (authorName: string) => `# ${SITE_NAME}\n\n> ${SITE_DESCRIPTION}${authorName ? ` Written by ${authorName}.` : ""}\n`;

/**
 * The llms.txt convention: a plain map of the site for answer engines. Each article links its
 * Markdown copy, which such readers take in more cleanly than the page.
 */
type LlmsEntry = Pick<PostRecord, "slug" | "title" | "excerpt">;
const llmsLine = (base: string, entry: LlmsEntry, path: string) =>
  `- [${entry.title.replace(/[[\]]/g, "")}](${absoluteUrl(base, path)}): ${entry.excerpt.replace(/\s+/g, " ")}`;

/** Articles by their Markdown copies; the author's pages (About, Now), when there are any, by their own addresses. */
export function llmsTxt(base: string, posts: LlmsEntry[], authorName: string, pages: LlmsEntry[] = []): string {
  const lines = posts.map((post) => llmsLine(base, post, articleMarkdownPath(post.slug)));
  const pageSection = pages.length ? `\n\n## Pages\n\n${pages.map((page) => llmsLine(base, page, `/${page.slug}`)).join("\n")}` : "";
  return `${siteIntro(authorName)}\n## Articles\n\n${lines.join("\n")}${pageSection}\n\n## Feeds\n\n- [Every article in Markdown](${absoluteUrl(base, "/llms-full.txt")})\n- [RSS](${absoluteUrl(base, "/rss.xml")}): the newest ${RSS_ITEMS} articles in full\n- [Sitemap](${absoluteUrl(base, "/sitemap.xml")})\n`;
}

export type MarkdownPost = Pick<
  PostRecord,
  "slug" | "title" | "excerpt" | "markdown" | "tags" | "author" | "createdAt" | "updatedAt" | "publishedAt"
>;

/** Front matter can hold any text once quoted as JSON, which is valid YAML. */
const yamlString = (text: string) => JSON.stringify(text);

/**
 * An article as Markdown: front matter with its title, canonical address, dates, author and
 * tags, then the title as a heading and the body as the author wrote it.
 */
export function articleMarkdown(base: string, post: MarkdownPost, authorName: string): string {
  const front = [
    "---",
    `title: ${yamlString(post.title)}`,
    `canonical: ${absoluteUrl(base, `/blog/${post.slug}`)}`,
    `published: ${(post.publishedAt ?? post.createdAt).toISOString()}`,
    `updated: ${post.updatedAt.toISOString()}`,
    `author: ${yamlString(authorName || post.author.name)}`,
    `tags: [${post.tags.map(yamlString).join(", ")}]`,
    `description: ${yamlString(post.excerpt)}`,
    "---",
  ];
  return `${front.join("\n")}\n\n# ${post.title}\n\n${post.markdown.trim()}\n`;
}

/** llms-full.txt: every published article's Markdown in one file, newest first. */
export function llmsFullTxt(base: string, posts: MarkdownPost[], authorName: string): string {
  return [siteIntro(authorName), ...posts.map((post) => articleMarkdown(base, post, authorName))].join("\n\n");
}
