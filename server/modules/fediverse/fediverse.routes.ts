import { Router, type Request, type RequestHandler, type Response } from "express";
import { escapeMarkup } from "../../../shared/html-escape";
import { HttpError } from "../../lib/errors";
import { SITE_NAME } from "../../../shared/constants";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import { ACTIVITY_JSON, activityBody, wantsActivityJson } from "./activity-streams";
import { pageAsked } from "./collections";
import { nodeinfoDocument, nodeinfoLinks, webfingerDocument } from "./discovery";
import type { ArticleAnswer, FediverseDocuments } from "./fediverse-documents";
import { FEDIVERSE_PATHS } from "./identity";

const JRD = "application/jrd+json; charset=utf-8";
const ACTIVITY_TYPE = `${ACTIVITY_JSON}; charset=utf-8`;

export interface FediverseRoutesOptions {
  documents: FediverseDocuments;
  posts: PostsRepository;
  softwareVersion: string;
  /** The follow page on a reader's server, from their handle (see remote-follow.ts). */
  remoteFollowLink: (handle: string) => Promise<string>;
  /** Counts a client's remote-follow lookups (each is a request the blog makes for them). */
  remoteFollowLimit: RequestHandler;
}

/** The follow box's form without the app: a plain page saying what went wrong, with the way back. */
function followProblemPage(message: string, back: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Follow on the fediverse</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>Follow on the fediverse</h1><p>${escapeMarkup(message)}</p><p><a href="${escapeMarkup(back)}">Back to the blog</a></p></body></html>`;
}

function sendActivity(res: Response, document: object, status = 200): void {
  res.status(status).vary("Accept").type(ACTIVITY_TYPE).send(activityBody(document));
}

function refuse(res: Response, status: number, error: string): void {
  res.status(status).json({ error });
}

function sendArticle(res: Response, answer: ArticleAnswer): void {
  if (answer.kind === "missing") return refuse(res, 404, "Not found");
  sendActivity(res, answer.document, answer.kind === "gone" ? 410 : 200);
}

/**
 * The blog's fediverse documents: discovery (WebFinger, NodeInfo), the actor and its collections,
 * and every article as an Activity Streams object, by its id and, for a server given the page's
 * link, by content negotiation on the page's own address. A browser at any of these gets the page.
 */
export function fediverseRoutes({
  documents,
  posts,
  softwareVersion,
  remoteFollowLink,
  remoteFollowLimit,
}: FediverseRoutesOptions): Router {
  const router = Router();
  const { identity } = documents;
  const actorPath = FEDIVERSE_PATHS.actor;

  router.get("/.well-known/webfinger", (req, res) => {
    // Any site may look the account up from a browser (remote-follow pages do).
    res.setHeader("Access-Control-Allow-Origin", "*");
    const resource = req.query.resource;
    if (typeof resource !== "string" || resource.trim() === "") return refuse(res, 400, "The resource parameter is required");
    const document = webfingerDocument(identity, resource);
    if (!document) return refuse(res, 404, "No such account here");
    res.type(JRD).send(JSON.stringify(document));
  });

  router.get("/.well-known/nodeinfo", (_req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.json(nodeinfoLinks(identity));
  });

  router.get("/nodeinfo/2.1", async (_req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    const localPosts = await posts.countArticles({ isPublished: true });
    res
      .type('application/json; profile="http://nodeinfo.diaspora.software/ns/schema/2.1#"')
      .send(JSON.stringify(nodeinfoDocument(SITE_NAME, softwareVersion, localPosts)));
  });

  // A browser following a link to the actor or one of its collections reads the blog's home page.
  const forBrowsers = (to: (req: Request) => string | Promise<string>) => async (req: Request, res: Response, next: () => void) => {
    if (wantsActivityJson(req.headers.accept)) return next();
    res.vary("Accept").redirect(302, await to(req));
  };
  const home = () => "/";

  router.get(actorPath, forBrowsers(home), async (_req, res) => sendActivity(res, await documents.actor()));

  const paged = (make: (page: number | null) => Promise<object>) => async (req: Request, res: Response) => {
    const page = pageAsked(req.query.page);
    if (page === "invalid") return refuse(res, 400, "page must be a whole number from 1");
    sendActivity(res, await make(page));
  };
  router.get(`${actorPath}/outbox`, forBrowsers(home), paged(documents.outbox));
  router.get(`${actorPath}/followers`, forBrowsers(home), paged(documents.followers));
  router.get(`${actorPath}/following`, forBrowsers(home), (_req, res) => sendActivity(res, documents.following()));
  router.get(`${actorPath}/featured`, forBrowsers(home), async (_req, res) => sendActivity(res, await documents.featured()));

  // An article by its stable id: a browser goes to its page (where the post is now).
  router.get(`${FEDIVERSE_PATHS.articles}/:id`, async (req, res) => {
    const answer = await documents.articleById(req.params.id);
    if (!wantsActivityJson(req.headers.accept)) {
      const post = answer.kind === "article" ? await posts.findFieldsById(req.params.id, { slug: 1 }) : null;
      if (!post) return refuse(res, answer.kind === "gone" ? 410 : 404, answer.kind === "gone" ? "Gone" : "Not found");
      return res.vary("Accept").redirect(302, `/blog/${encodeURIComponent(post.slug)}`);
    }
    sendArticle(res, answer);
  });

  // What an article's document names as its replies, likes and shares: a browser goes to the article.
  for (const which of ["replies", "likes", "shares"] as const)
    router.get(`${FEDIVERSE_PATHS.articles}/:id/${which}`, async (req, res) => {
      if (!wantsActivityJson(req.headers.accept))
        return res.vary("Accept").redirect(302, `${FEDIVERSE_PATHS.articles}/${encodeURIComponent(req.params.id)}`);
      sendArticle(res, await documents.articleCollection(req.params.id, which));
    });

  // The page's own address answers a fediverse server with the article, and tells caches the answer depends on Accept.
  router.get("/blog/:slug", async (req, res, next) => {
    if (req.params.slug.endsWith(".md")) return next();
    if (!wantsActivityJson(req.headers.accept)) {
      res.vary("Accept");
      return next();
    }
    sendArticle(res, await documents.articleBySlug(req.params.slug));
  });

  // The subscribe template's target: a server sends its reader here to interact with one of the blog's addresses.
  router.get("/fediverse/interact", (req, res) => {
    const uri = typeof req.query.uri === "string" ? req.query.uri : "";
    const ours = uri.startsWith(`${identity.publicUrl}/`) || uri === identity.acct || uri === identity.handle.slice(1);
    if (!ours) return refuse(res, 400, "Only the blog's own addresses can be opened here");
    res.redirect(302, uri.startsWith("http") ? uri : "/");
  });

  // The follow box's form, sent before (or without) the app: straight to the reader's server's follow page.
  router.get("/fediverse/follow", remoteFollowLimit, async (req, res) => {
    const referer =
      typeof req.headers.referer === "string" && req.headers.referer.startsWith(`${identity.publicUrl}/`) ? req.headers.referer : "/";
    const handle = typeof req.query.handle === "string" ? req.query.handle : "";
    try {
      res.redirect(303, await remoteFollowLink(handle));
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 502;
      res
        .status(status)
        .type("html")
        .send(followProblemPage(error instanceof HttpError ? error.message : "The follow page could not be found.", referer));
    }
  });

  return router;
}
