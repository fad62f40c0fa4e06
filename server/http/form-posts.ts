import express, { Router, type Request, type RequestHandler } from "express";
import { RateLimitedError } from "../lib/errors";
import { commentInputSchema, subscribeInputSchema } from "../../shared/schemas";
import {
  COMMENT_OUTCOME_PARAM,
  COMMENTS_ANCHOR,
  type CommentOutcome,
  NEWSLETTER_ANCHOR,
  NEWSLETTER_FORM_ACTION,
  NEWSLETTER_OUTCOME_PARAM,
  type NewsletterOutcome,
} from "../../shared/form-posts";
import { matchPage } from "../../shared/routes";
import type { FormDrafts } from "./form-drafts";
import type { ClientKey, RateLimiters } from "../middleware/rate-limit";
import { type AdminAccess, isAdminUser, signedInUser } from "../modules/auth/admin-access";
import type { CommentsService } from "../modules/comments/comments.service";
import type { NewsletterService } from "../modules/newsletter/newsletter.service";
import type { PostsService } from "../modules/posts/posts.service";

export interface FormPostOptions {
  access: AdminAccess;
  limiters: Pick<RateLimiters, "comments" | "newsletter">;
  comments: Pick<CommentsService, "submit">;
  posts: Pick<PostsService, "get">;
  newsletter: Pick<NewsletterService, "subscribe">;
  /** The rate limits' key for a client address: a page token's comments are counted per client. */
  clientKey: ClientKey;
  drafts: Pick<FormDrafts, "keep">;
}

/** A form field as the browser sent it: one string, or nothing. */
const field = (req: Request, name: string): string => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : "";
};

const LIMITED = "formPostLimited";

/**
 * The API's rate limit, counted the same, but a reader past it is sent back to the page with
 * "please try again" and their draft rather than shown a bare JSON error.
 */
const limitedAsOutcome =
  (limiter: RequestHandler): RequestHandler =>
  (req, res, next) =>
    limiter(req, res, (error?: unknown) => {
      if (!(error instanceof RateLimitedError)) return next(error as Error | undefined);
      res.locals[LIMITED] = true;
      next();
    });

/** Where a sign-up form sent from a page goes back to: that page, when it is one of ours; else home. */
function pageToReturnTo(from: string): string {
  return from.startsWith("/") && !from.startsWith("//") && !from.includes("\\") && matchPage(from) ? from : "/";
}

/**
 * The comment and newsletter forms as plain POSTs: what the browser sends before the page's
 * script has taken over, or without JavaScript. The same checks as the JSON API (its rate limits,
 * its schemas, the same service calls with their spam checks), then a 303 back to the page with the
 * outcome's code in the query, so a reload does not post again and nothing typed enters a URL.
 */
export function formPostRoutes(options: FormPostOptions): Router {
  const router = Router();
  const forms = express.urlencoded({ extended: false, limit: "32kb" });

  router.post("/api/blog-posts/:id/comments/form", forms, limitedAsOutcome(options.limiters.comments), async (req, res) => {
    const reader = { isAdmin: isAdminUser(signedInUser(req, options.access), options.access) };
    // The page to come back to; a post that is gone or hidden is the 404 the JSON API gives too.
    const post = await options.posts.get(String(req.params.id), reader);
    const back = (outcome: CommentOutcome) =>
      res.redirect(303, `/blog/${encodeURIComponent(post.slug)}?${COMMENT_OUTCOME_PARAM}=${outcome}#${COMMENTS_ANCHOR}`);
    const typed = {
      authorName: field(req, "authorName").trim(),
      authorEmail: field(req, "authorEmail").trim(),
      content: field(req, "content").trim(),
    };
    // Turned back: the reader finds what they typed in the page they come back to.
    const turnBack = async (outcome: CommentOutcome) => {
      await options.drafts.keep(res, { comment: typed });
      back(outcome);
    };
    // The spec's order of messages, as the form's own check gives them with JavaScript.
    if (res.locals[LIMITED]) return turnBack("failed");
    if (!typed.authorName || !typed.authorEmail || !typed.content) return turnBack("missing-fields");
    if (!typed.authorEmail.includes("@")) return turnBack("invalid-email");
    const input = commentInputSchema.safeParse({
      ...typed,
      website: field(req, "website"),
      formToken: field(req, "formToken") || undefined,
    });
    if (!input.success) return turnBack(input.error.issues.some((issue) => issue.path[0] === "authorEmail") ? "invalid-email" : "failed");
    await options.comments.submit(post._id, input.data, reader, { pageClient: await options.clientKey(req.ip ?? "unknown") });
    back("submitted");
  });

  router.post(NEWSLETTER_FORM_ACTION, forms, limitedAsOutcome(options.limiters.newsletter), async (req, res) => {
    const page = pageToReturnTo(field(req, "from"));
    const back = (outcome: NewsletterOutcome) => res.redirect(303, `${page}?${NEWSLETTER_OUTCOME_PARAM}=${outcome}#${NEWSLETTER_ANCHOR}`);
    const email = field(req, "email").trim();
    const input = subscribeInputSchema.safeParse({
      email,
      website: field(req, "website"),
      formToken: field(req, "formToken") || undefined,
    });
    const limited = res.locals[LIMITED] === true;
    if (limited || !email.includes("@") || !input.success) {
      await options.drafts.keep(res, { newsletter: { email } });
      return back(limited ? "failed" : "invalid-email");
    }
    await options.newsletter.subscribe(input.data.email, { website: input.data.website, formToken: input.data.formToken });
    back("subscribed");
  });

  return router;
}
