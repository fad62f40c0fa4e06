/** The spec's route table (section 2): the client router and the server's page handling both read it. */
export const PAGE_ROUTES = {
  home: "/",
  posts: "/posts",
  contact: "/contact",
  newsletter: "/newsletter",
  privacy: "/privacy",
  article: "/blog/:slug",
  tag: "/tags/:tag",
  series: "/series/:slug",
  createPost: "/create-post",
  editPost: "/edit-post/:id",
  admin: "/admin",
  adminSeo: "/admin/seo",
  ogTest: "/og-test",
  authCallback: "/auth/callback",
  /** The author's pages (About, Now...): last, so every fixed route above wins over a slug. */
  sitePage: "/:slug",
} as const;

export type PageName = keyof typeof PAGE_ROUTES;

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

export interface PageMatch {
  name: PageName;
  params: Record<string, string>;
}

const compiled = (Object.entries(PAGE_ROUTES) as [PageName, string][]).map(([name, pattern]) => {
  const keys: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_match, key: string) => {
    keys.push(key);
    return "([^/]+)";
  });
  return { name, keys, regex: new RegExp(`^${source}/?$`) };
});

/** Which page a path shows, with its decoded parameters; null means the 404 page. */
export function matchPage(path: string): PageMatch | null {
  for (const route of compiled) {
    const found = route.regex.exec(path);
    if (!found) continue;
    // "/blog" alone is no page: a reserved address never names one of the author's pages.
    if (route.name === "sitePage" && RESERVED_PAGE_SLUGS.has(found[1])) return null;
    try {
      const params = Object.fromEntries(route.keys.map((key, index) => [key, decodeURIComponent(found[index + 1])]));
      return { name: route.name, params };
    } catch {
      return null;
    }
  }
  return null;
}

// /auth/callback is a page of the app; the rest of /auth and all of /api are not.
export const NOT_PAGES = /^\/(api(\/|$)|auth\/(?!callback\/?$))/;
export const LOOKS_LIKE_A_FILE = /\/[^/]+\.[a-z0-9]{1,8}$/i;

/** Whether the server answers this path with a page (and so with share tags), not an API answer or a file. */
export const isPagePath = (path: string) => !NOT_PAGES.test(path) && !LOOKS_LIKE_A_FILE.test(path);
