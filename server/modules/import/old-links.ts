import type { RequestHandler } from "express";
import { matchPage, NOT_PAGES } from "../../../shared/routes";
import type { ImportsRepository } from "../../store/repositories/imports.repository";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import { normaliseOldPath, OLD_LINK_PARAMS } from "./old-paths";
import { publicPath } from "../../../shared/page-addresses";

interface Dependencies {
  imports: Pick<ImportsRepository, "postAtPath">;
  posts: Pick<PostsRepository, "findById" | "findPage">;
}

/**
 * Old addresses of imported posts answered with a 301 to the post's page here, by its current
 * slug (so a later rename is followed). Asked only where nothing else answers: the home page with
 * WordPress's `?p=` / `?page_id=` (before the cache, which would answer it as the home page), and
 * a page path no route knows (which would be a 404). Either costs one read by primary key, so a
 * bot's made-up addresses cost no more than that.
 */
export function oldLinks({ imports, posts }: Dependencies) {
  async function redirect(address: string): Promise<string | null> {
    const path = normaliseOldPath(address);
    if (!path || path === "/") return null;
    const postId = await imports.postAtPath(path);
    if (!postId) return null;
    const post = await posts.findById(postId);
    return post?.isPublished ? publicPath(post) : null;
  }

  const answer =
    (address: string): RequestHandler =>
    (req, res, next) => {
      redirect(address).then((location) => (location && location !== req.path ? res.redirect(301, location) : next()), next);
    };

  /** Before the response cache: "/?p=123". */
  const plainPermalinks: RequestHandler = (req, res, next) => {
    if (
      (req.method !== "GET" && req.method !== "HEAD") ||
      req.path !== "/" ||
      !OLD_LINK_PARAMS.some((name) => typeof req.query[name] === "string")
    )
      return next();
    answer(req.originalUrl)(req, res, next);
  };

  /**
   * Before the page routes: a path that is no page of this site. A single segment may be an
   * author's page (/about): one there answers; else the old address is looked up, as any unknown path.
   */
  const unknownPaths: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || NOT_PAGES.test(req.path)) return next();
    const page = matchPage(req.path);
    if (page && page.name !== "sitePage") return next();
    if (!page) return answer(req.path)(req, res, next);
    posts.findPage(page.params.slug).then((found) => (found?.isPublished ? next() : answer(req.path)(req, res, next)), next);
  };

  return { plainPermalinks, unknownPaths };
}
