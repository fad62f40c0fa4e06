import type { RequestHandler } from "express";
import { LOOKS_LIKE_A_FILE, matchPage, NOT_PAGES, PAGE_ROUTES, type PageName } from "../../../shared/routes";
import { ANALYTICS_META } from "../../../shared/constants";
import { publicPath } from "../../../shared/page-addresses";
import { APP_HTML_MARKER, APP_STATE_MARKER, type ClientAssets, HEAD_MARKER } from "../../http/client-assets";
import { insertAtMarker } from "./html";
import { serverRender } from "./server-render";
import type { Logger } from "../../lib/logger";
import type { PageDataService } from "./page-data.service";
import { headTags, renderHeadTags } from "../../../shared/page-meta";
import type { PageMetaService } from "../seo";
import type { PostsService } from "../posts";
import { type AdminAccess, isAdminUser, signedInUser } from "../auth";
import type { FormDrafts } from "../../lib/form-drafts";
import { answerShowsPost, requestedUrl } from "../../http/cache/response-cache";
import { COMMENT_OUTCOME_PARAM, COMMENT_OUTCOMES, NEWSLETTER_OUTCOME_PARAM, NEWSLETTER_OUTCOMES } from "../../../shared/form-posts";
import { type CacheRule, type DeclaredCache, PUBLIC_CONTENT } from "../../http/cache/cache-rule";

/**
 * Pages with a server-drawn form carry its signed token (6 hours for a comment form, 12 for the
 * sign-up), made when the page was rendered: kept an hour at most, a cached page always hands a
 * reader without JavaScript a token with hours left to write in.
 */
const FORM_PAGE_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * The public pages the response cache keeps, each with its cache rule, by their name in the route
 * table the client shares; a page not named here is never cached.
 */
const PAGE_CACHE: Partial<Record<PageName, Partial<CacheRule>>> = {
  home: {
    params: [NEWSLETTER_OUTCOME_PARAM],
    values: { [NEWSLETTER_OUTCOME_PARAM]: NEWSLETTER_OUTCOMES },
    maxAgeMs: FORM_PAGE_MAX_AGE_MS,
  },
  // The filter as client/src/features/posts-page reads it from the address (?q=&tag=).
  posts: { params: ["q", "tag"], emptyIsAbsent: true },
  contact: {},
  privacy: {},
  // An article shows its approved comments (it names its post with answerShowsPost).
  article: {
    reads: [...PUBLIC_CONTENT, "comments"],
    params: [COMMENT_OUTCOME_PARAM],
    values: { [COMMENT_OUTCOME_PARAM]: COMMENT_OUTCOMES },
    maxAgeMs: FORM_PAGE_MAX_AGE_MS,
  },
  tag: {},
  series: {},
};

/** The pages as the cache reads them: `/blog/:slug` in the route table is `/blog/{slug}` to the cache. */
export const CACHED_PAGES: readonly DeclaredCache[] = (Object.entries(PAGE_CACHE) as [PageName, Partial<CacheRule>][]).map(
  ([name, rule]) => ({ path: PAGE_ROUTES[name].replace(/:(\w+)/g, "{$1}"), cache: { reads: PUBLIC_CONTENT, ...rule } }),
);

export interface PageRouteOptions {
  gaMeasurementId?: string;
  access: AdminAccess;
  posts: Pick<PostsService, "find" | "findPage">;
  pageMeta: PageMetaService;
  pageData: PageDataService;
  logger?: Logger;
  drafts: Pick<FormDrafts, "take">;
}

// The shell's own defaults give way to the page's tags, so the head never says two things.
const SHELL_DEFAULTS = [
  /<title>[\s\S]*?<\/title>\s*/i,
  /<meta\s+name="description"[\s\S]*?\/?>\s*/i,
  /<meta\s+name="theme-color"[\s\S]*?\/?>\s*/i,
];
const withoutDefaults = (shell: string) => SHELL_DEFAULTS.reduce((html, pattern) => html.replace(pattern, ""), shell);

/**
 * Every page route answers with the SPA shell and the page's own head; a path outside the route
 * table gets the same shell (the app shows its 404 page) with a 404 status, so crawlers do not
 * index it. A missing file is a plain 404. Public pages come rendered, with the data they show.
 */
export function pageRoutes(assets: ClientAssets, options: PageRouteOptions): RequestHandler {
  // The client reads runtime settings from the shell; with no analytics id it never loads the tag.
  const settings = options.gaMeasurementId ? `<meta name="${ANALYTICS_META}" content="${options.gaMeasurementId}" />` : "";
  return async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || NOT_PAGES.test(req.path)) return next();
    if (LOOKS_LIKE_A_FILE.test(req.path)) {
      res.status(404).type("text").send("Not found");
      return;
    }
    const page = matchPage(req.path);
    const reader = { isAdmin: isAdminUser(signedInUser(req, options.access), options.access) };
    if (page?.name === "article") {
      const post = await options.posts.find(page.params.slug, reader);
      const current = post?.slug;
      if (post) answerShowsPost(res, post._id);
      // A page's address is /{slug}; /blog/{slug} sends readers there, as an old slug does.
      if (post?.kind === "page") {
        res.redirect(301, `${publicPath(post)}${requestedUrl(req).slice(req.path.length)}`);
        return;
      }
      if (current && current !== page.params.slug) {
        // A renamed post keeps its old address: send readers and crawlers on, permanently.
        const query = requestedUrl(req).slice(req.path.length);
        res.redirect(301, `/blog/${encodeURIComponent(current)}${query}`);
        return;
      }
    }
    if (page?.name === "sitePage") {
      const found = await options.posts.findPage(page.params.slug, reader);
      if (found) answerShowsPost(res, found._id);
      if (found && found.slug !== page.params.slug) {
        // A renamed page keeps its old address, as a renamed post does.
        res.redirect(301, `${publicPath(found)}${requestedUrl(req).slice(req.path.length)}`);
        return;
      }
    }
    const shell = await assets.shell(req.originalUrl);
    if (shell === null) {
      res.status(503).type("text").send("The client is not built yet: run `npm run build`, or start with `npm start`.");
      return;
    }
    // A form the server turned back: its draft is this reader's alone, and the cache never keeps it.
    const draft = page ? await options.drafts.take(req, res) : undefined;
    const [{ meta, status }, rendered] = await Promise.all([
      options.pageMeta.forPage(page, req.path, reader),
      serverRender(assets, options.pageData, page, req, reader, options.logger, draft),
    ]);
    const head = `${renderHeadTags(headTags(meta))}\n    ${settings}`;
    let html = insertAtMarker(withoutDefaults(shell), HEAD_MARKER, head);
    html = insertAtMarker(html, APP_HTML_MARKER, rendered?.markup ?? "");
    html = insertAtMarker(html, APP_STATE_MARKER, rendered?.stateScript ?? "");
    res.setHeader("Cache-Control", "no-store");
    res.status(status).type("html").send(html);
  };
}
