import { DEFAULT_CATEGORY, HERO_IMAGE, SITE_NAME, SITE_TAGLINE, THEME_COLOR } from "./constants";
import { escapeMarkup, jsonForScript } from "./html-escape";
import { publicationDate } from "./post-date";
import type { PageName } from "./routes";
import type { PostCard, PostDetail, PublicSeries } from "./types";

/** The spec's page metadata (section 3), with absolute URLs. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
  image: string;
  /** The share image described in words, for people who cannot see it; only the post's own picture has one. */
  imageAlt?: string;
  url: string;
  type: "website" | "article";
  author?: string;
  publishedTime?: string;
  modifiedTime?: string;
  tags?: string[];
  section?: string;
  noIndex?: boolean;
  /** Images the page paints first (its largest contentful paint), fetched before the script runs. */
  preloadImages?: string[];
  /** The same content in other formats, e.g. an article's Markdown for answer engines. */
  alternates?: { type: string; href: string }[];
  /** The fediverse account credited when a fediverse app previews a link to the page. */
  fediverseCreator?: string;
  jsonLd: Record<string, unknown>[];
}

/** One tag of the head: server and client both render exactly this list. */
export type HeadTag =
  | { tag: "title"; text: string }
  | { tag: "meta"; attributes: Record<string, string> }
  | { tag: "link"; attributes: Record<string, string> }
  | { tag: "script"; attributes: Record<string, string>; text: string };

export const SITE_DESCRIPTION =
  "Furrow: field-tested writing on precision farming, smart farming and sustainable agriculture, from soil sensors to satellite maps.";
const SITE_KEYWORDS = ["agricultural technology", "precision farming", "smart farming", "sustainable agriculture", "agritech"];

export const absoluteUrl = (base: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${base.replace(/\/+$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;

/** The share image for a page: the post's own raster image, else one drawn for it. */
export function ogImagePath(title?: string, category?: string): string {
  const params = new URLSearchParams();
  if (title) params.set("title", title);
  if (category) params.set("category", category);
  const query = params.toString();
  return `/api/og-image${query ? `?${query}` : ""}`;
}

/**
 * True for the share image drawn for a post without a picture of its own. It follows the post's
 * title, so storing it as the post's picture would freeze it at the old title.
 */
export const isDrawnImage = (url: string) => url.trim().startsWith(ogImagePath().split("?")[0]);

// Social networks do not draw SVG cards, so an SVG featured image is replaced by a drawn PNG.
const isRasterImage = (path: string) => /\.(png|jpe?g|webp|gif|avif)(\?|$)/i.test(path);

const publisher = (base: string, authorName: string) => ({
  "@type": "Person",
  name: authorName || SITE_NAME,
  url: base,
});

/** The site's own share card: the home page's, and any page whose subject does not exist. */
const siteImage = (base: string) => absoluteUrl(base, ogImagePath(SITE_TAGLINE, SITE_NAME));

/** The category an article's share card and metadata name. */
export const postSection = (post: { category?: { name: string } | null }) => post.category?.name || DEFAULT_CATEGORY.name;

export function homeMeta(base: string, authorName = ""): PageMeta {
  return {
    title: `${SITE_NAME}: ${SITE_TAGLINE}`,
    description: SITE_DESCRIPTION,
    keywords: SITE_KEYWORDS,
    image: siteImage(base),
    url: absoluteUrl(base, "/"),
    type: "website",
    preloadImages: [HERO_IMAGE],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: SITE_NAME,
        url: absoluteUrl(base, "/"),
        description: SITE_DESCRIPTION,
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: absoluteUrl(base, "/posts?q={search_term_string}") },
          "query-input": "required name=search_term_string",
        },
      },
      {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: SITE_NAME,
        url: absoluteUrl(base, "/"),
        description: SITE_DESCRIPTION,
        publisher: publisher(base, authorName),
      },
    ],
  };
}

/** Where an article's Markdown copy lives, for answer engines that read Markdown better than HTML. */
export const articleMarkdownPath = (slug: string) => `/blog/${slug}.md`;

/**
 * An article's ActivityPub id, by post id (a slug may change): the address the server's fediverse
 * module answers at (server/modules/fediverse/identity.ts builds its ids with this).
 */
export const fediverseArticlePath = (postId: string) => `/fediverse/articles/${encodeURIComponent(postId)}`;

/** Facts about the whole site that some heads carry; the server knows them from its config, the client from the API. */
export interface SiteFacts {
  /** `@furrow@blog.example`; absent when the blog is not a fediverse account (FEDIVERSE=off). */
  fediverseHandle?: string;
}

export function articleMeta(base: string, post: PostDetail, authorName: string, site: SiteFacts = {}): PageMeta {
  const url = absoluteUrl(base, `/blog/${post.slug}`);
  const section = postSection(post);
  const ownPicture = isRasterImage(post.featuredImage);
  const image = absoluteUrl(base, ownPicture ? post.featuredImage : ogImagePath(post.title, section));
  const imageAlt = ownPicture && post.featuredImageAlt ? post.featuredImageAlt : undefined;
  const author = authorName || post.author.name;
  const published = publicationDate(post);
  return {
    title: `${post.title} | ${SITE_NAME}`,
    description: post.excerpt,
    keywords: [...post.tags, section],
    image,
    imageAlt,
    url,
    type: "article",
    author,
    publishedTime: published,
    modifiedTime: post.updatedAt,
    tags: post.tags,
    section,
    alternates: [
      { type: "text/markdown", href: absoluteUrl(base, articleMarkdownPath(post.slug)) },
      // Lets a fediverse server given the page's address find the Article it knows; a draft has none yet.
      ...(site.fediverseHandle && post.isPublished
        ? [{ type: "application/activity+json", href: absoluteUrl(base, fediverseArticlePath(post.id)) }]
        : []),
    ],
    fediverseCreator: site.fediverseHandle,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        image: [imageAlt ? { "@type": "ImageObject", url: image, description: imageAlt, caption: imageAlt } : image],
        url,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        datePublished: published,
        dateModified: post.updatedAt,
        author: { "@type": "Person", name: author },
        publisher: publisher(base, author),
        keywords: post.tags.join(", "),
        articleSection: section,
        timeRequired: `PT${post.readTime}M`,
      },
    ],
  };
}

/** An author's page (About, Now): a web page of the site, undated, at its top-level address. */
function sitePageMeta(base: string, post: PostDetail, authorName: string): PageMeta {
  const url = absoluteUrl(base, `/${post.slug}`);
  const ownPicture = isRasterImage(post.featuredImage);
  const image = absoluteUrl(base, ownPicture ? post.featuredImage : ogImagePath(post.title, SITE_NAME));
  const author = authorName || post.author.name;
  return {
    title: `${post.title} | ${SITE_NAME}`,
    description: post.excerpt,
    keywords: SITE_KEYWORDS,
    image,
    imageAlt: ownPicture && post.featuredImageAlt ? post.featuredImageAlt : undefined,
    url,
    type: "website",
    author,
    jsonLd: [{ "@context": "https://schema.org", "@type": "WebPage", name: post.title, description: post.excerpt, url }],
  };
}

/**
 * `total` is how many posts carry the tag; unknown while the page is still loading them. A tag no
 * published post carries is a 404 page: kept out of indexes, and with the site's card rather than
 * one drawn with whatever text the address holds.
 */
function tagMeta(base: string, tag: string, posts: PostCard[], total?: number): PageMeta {
  const url = absoluteUrl(base, `/tags/${encodeURIComponent(tag)}`);
  const count = total ?? posts.length;
  const unknown = total === 0;
  const description =
    total === undefined && posts.length === 0
      ? `Articles on ${tag} from ${SITE_NAME}, about agricultural technology and sustainable farming.`
      : `${count} ${count === 1 ? "article" : "articles"} on ${tag} from ${SITE_NAME}, about agricultural technology and sustainable farming.`;
  const title = `Posts tagged ${tag} | ${SITE_NAME}`;
  return {
    title,
    description,
    keywords: [tag, ...SITE_KEYWORDS],
    image: unknown ? siteImage(base) : absoluteUrl(base, ogImagePath(tag, TAG_CARD_CATEGORY)),
    url,
    type: "website",
    noIndex: unknown,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: title,
        description,
        url,
        mainEntity: {
          "@type": "ItemList",
          itemListElement: posts.map((post, index) => ({
            "@type": "ListItem",
            position: index + 1,
            url: absoluteUrl(base, `/blog/${post.slug}`),
            name: post.title,
          })),
        },
      },
    ],
  };
}

/** A series' page: its own title and description, and its published parts as an ItemList in reading order. */
function seriesMeta(base: string, series: PublicSeries): PageMeta {
  const url = absoluteUrl(base, `/series/${encodeURIComponent(series.slug)}`);
  const title = `${series.title} | ${SITE_NAME}`;
  const description = series.description || `A series of ${series.parts.length} articles from ${SITE_NAME}.`;
  return {
    title,
    description,
    keywords: SITE_KEYWORDS,
    image: absoluteUrl(base, ogImagePath(series.title, SITE_NAME)),
    url,
    type: "website",
    alternates: [{ type: "application/rss+xml", href: `${url}/rss.xml` }],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: series.title,
        description,
        url,
        itemListOrder: "https://schema.org/ItemListOrderAscending",
        numberOfItems: series.parts.length,
        itemListElement: series.parts.map((post, index) => ({
          "@type": "ListItem",
          position: index + 1,
          url: absoluteUrl(base, `/blog/${post.slug}`),
          name: post.title,
        })),
      },
    ],
  };
}

/** Any other page: its own title and description, the site's image; admin pages stay out of indexes. */
function simpleMeta(base: string, path: string, title: string, description = SITE_DESCRIPTION, noIndex = false): PageMeta {
  return {
    title: `${title} | ${SITE_NAME}`,
    description,
    keywords: SITE_KEYWORDS,
    image: absoluteUrl(base, ogImagePath(title, SITE_NAME)),
    url: absoluteUrl(base, path),
    type: "website",
    noIndex,
    jsonLd: [],
  };
}

type StaticPage = Exclude<PageName, "home" | "article" | "tag" | "series" | "sitePage">;

/** The pages whose head does not depend on content: title, description, and whether to keep them out of indexes. */
export const STATIC_PAGES: Record<StaticPage, { title: string; description?: string; noIndex?: boolean }> = {
  posts: {
    title: "All Blog Posts",
    description: "Every article on Furrow, by month and by tag: precision farming, smart farming and sustainable agriculture.",
  },
  contact: { title: "Contact", description: "How to reach the author of Furrow: social profiles, and comments on any article." },
  // Where the newsletter's links lead: about one reader's address, nothing for a search engine.
  newsletter: { title: "Newsletter", description: "New articles from Furrow in your inbox.", noIndex: true },
  privacy: {
    title: "Privacy",
    description: "What Furrow counts about its readers, and what it never does: no cookies, no stored addresses.",
  },
  createPost: { title: "New Post", noIndex: true },
  editPost: { title: "Edit Post", noIndex: true },
  admin: { title: "Admin Dashboard", noIndex: true },
  adminSeo: { title: "SEO & GEO Performance Dashboard", noIndex: true },
  ogTest: { title: "Open Graph testing centre", noIndex: true },
  authCallback: { title: "Signing in", noIndex: true },
};

function staticPageMeta(base: string, page: StaticPage, path: string): PageMeta {
  const { title, description, noIndex } = STATIC_PAGES[page];
  return simpleMeta(base, path, title, description, noIndex);
}

/** The category line of a tag page's share card. */
export const TAG_CARD_CATEGORY = "Topic";

/**
 * The share cards of the pages whose head does not depend on content, as [title, category]: the
 * server draws and stores these once instead of drawing them on demand.
 */
export function fixedShareCards(): [string, string][] {
  const titles = [...Object.values(STATIC_PAGES).map((page) => page.title), NOT_FOUND_TITLE, ARTICLE_NOT_FOUND_TITLE];
  return [[SITE_TAGLINE, SITE_NAME], ...titles.map((title): [string, string] => [title, SITE_NAME])];
}

const NOT_FOUND_TITLE = "404 Page Not Found";
export const ARTICLE_NOT_FOUND_TITLE = "Article Not Found";

/** What an address that names nothing gets: a 404 page, or an article that does not exist. */
function notFoundMeta(base: string, path: string, title = NOT_FOUND_TITLE): PageMeta {
  return simpleMeta(base, path, title, undefined, true);
}

/**
 * What a page is, in the few facts its head is made from. Pages on the client declare this much
 * and the head is built from it only when needed (react-helmet-async's chunk), which keeps the
 * builders above out of every page's first-load JavaScript; the server builds the same way.
 */
export type PageHeadSpec =
  | { page: "home"; authorName?: string }
  | { page: "article"; post: PostDetail; authorName?: string }
  | { page: "tag"; tag: string; posts?: PostCard[]; total?: number }
  | { page: "series"; series: PublicSeries }
  | { page: "sitePage"; post: PostDetail; authorName?: string }
  | { page: StaticPage; path: string }
  | { page: "notFound"; path: string; title?: string }
  /** Anything else, e.g. an error screen: its own title, kept out of indexes. */
  | { page: "other"; path: string; title: string };

export function pageMeta(base: string, spec: PageHeadSpec, site: SiteFacts = {}): PageMeta {
  switch (spec.page) {
    case "home":
      return homeMeta(base, spec.authorName);
    case "article":
      return articleMeta(base, spec.post, spec.authorName ?? "", site);
    case "tag":
      return tagMeta(base, spec.tag, spec.posts ?? [], spec.total);
    case "series":
      return seriesMeta(base, spec.series);
    case "sitePage":
      return sitePageMeta(base, spec.post, spec.authorName ?? "");
    case "notFound":
      return notFoundMeta(base, spec.path, spec.title);
    case "other":
      return simpleMeta(base, spec.path, spec.title, undefined, true);
    default:
      return staticPageMeta(base, spec.page, spec.path);
  }
}

export function headTags(meta: PageMeta): HeadTag[] {
  const tags: HeadTag[] = [
    { tag: "title", text: meta.title },
    { tag: "meta", attributes: { name: "description", content: meta.description } },
    { tag: "meta", attributes: { name: "keywords", content: meta.keywords.join(", ") } },
    { tag: "meta", attributes: { name: "theme-color", content: THEME_COLOR } },
    { tag: "link", attributes: { rel: "canonical", href: meta.url } },
    { tag: "meta", attributes: { property: "og:site_name", content: SITE_NAME } },
    { tag: "meta", attributes: { property: "og:title", content: meta.title } },
    { tag: "meta", attributes: { property: "og:description", content: meta.description } },
    { tag: "meta", attributes: { property: "og:image", content: meta.image } },
    { tag: "meta", attributes: { property: "og:image:width", content: "1200" } },
    { tag: "meta", attributes: { property: "og:image:height", content: "630" } },
    ...(meta.imageAlt ? [{ tag: "meta" as const, attributes: { property: "og:image:alt", content: meta.imageAlt } }] : []),
    { tag: "meta", attributes: { property: "og:url", content: meta.url } },
    { tag: "meta", attributes: { property: "og:type", content: meta.type } },
    { tag: "meta", attributes: { name: "twitter:card", content: "summary_large_image" } },
    { tag: "meta", attributes: { name: "twitter:title", content: meta.title } },
    { tag: "meta", attributes: { name: "twitter:description", content: meta.description } },
    { tag: "meta", attributes: { name: "twitter:image", content: meta.image } },
  ];
  if (meta.imageAlt) tags.push({ tag: "meta", attributes: { name: "twitter:image:alt", content: meta.imageAlt } });
  for (const href of meta.preloadImages ?? [])
    tags.push({ tag: "link", attributes: { rel: "preload", as: "image", href, fetchpriority: "high" } });
  for (const { type, href } of meta.alternates ?? []) tags.push({ tag: "link", attributes: { rel: "alternate", type, href } });
  if (meta.noIndex) tags.push({ tag: "meta", attributes: { name: "robots", content: "noindex, nofollow" } });
  if (meta.author) tags.push({ tag: "meta", attributes: { name: "author", content: meta.author } });
  if (meta.fediverseCreator) tags.push({ tag: "meta", attributes: { name: "fediverse:creator", content: meta.fediverseCreator } });
  if (meta.type === "article") {
    if (meta.publishedTime) tags.push({ tag: "meta", attributes: { property: "article:published_time", content: meta.publishedTime } });
    if (meta.modifiedTime) tags.push({ tag: "meta", attributes: { property: "article:modified_time", content: meta.modifiedTime } });
    if (meta.author) tags.push({ tag: "meta", attributes: { property: "article:author", content: meta.author } });
    if (meta.section) tags.push({ tag: "meta", attributes: { property: "article:section", content: meta.section } });
    for (const tag of meta.tags ?? []) tags.push({ tag: "meta", attributes: { property: "article:tag", content: tag } });
  }
  for (const data of meta.jsonLd) tags.push({ tag: "script", attributes: { type: "application/ld+json" }, text: jsonForScript(data) });
  return tags;
}

/**
 * The head as HTML for the server. `data-rh` marks each tag as react-helmet-async's own, so the
 * client replaces rather than duplicates them on its first navigation.
 */
export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === "title") return `<title data-rh="true">${escapeMarkup(tag.text)}</title>`;
      const attributes = Object.entries(tag.attributes)
        .map(([name, value]) => ` ${name}="${escapeMarkup(value)}"`)
        .join("");
      if (tag.tag === "script") return `<script data-rh="true"${attributes}>${tag.text}</script>`;
      return `<${tag.tag} data-rh="true"${attributes} />`;
    })
    .join("\n    ");
}
