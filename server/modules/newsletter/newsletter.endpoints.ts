import * as z from "zod";
import * as schemas from "../../../shared/schemas";
import type {
  NewsletterSendSummary,
  OutboxEntry,
  OutboxSummary,
  SubscribeResponse,
  SubscriberImportResult,
  SubscriberList,
} from "../../../shared/types";
import { endpoint, FileReply, RedirectReply } from "../../api/endpoint";
import { NotFoundError } from "../../lib/errors";
import { newsletterLinkPage } from "../../../shared/newsletter-links";
import { NEWSLETTER_ANCHOR, NEWSLETTER_FORM_ACTION, NEWSLETTER_OUTCOME_PARAM, type NewsletterOutcome } from "../../../shared/form-posts";
import { matchPage } from "../../../shared/routes";
import { RateLimitedError } from "../../lib/errors";
import type { Outbox } from "../mail";
import type { NewsletterService } from "./newsletter.service";
import type { SubscribersAdminService } from "./subscribers-admin.service";
import type { NewsletterSendsService } from "./newsletter-sends.service";

const NEWSLETTER_RESULT_PAGE = "/newsletter";

/** The sign-up form's fields: the JSON body's, and the page the form was on, to go back to. */
const subscribeFormSchema = schemas.subscribeInputSchema.extend({ from: z.string() });

/** Where a sign-up form sent from a page goes back to: that page, when it is one of ours; else home. */
function pageToReturnTo(from: string): string {
  return from.startsWith("/") && !from.startsWith("//") && !from.includes("\\") && matchPage(from) ? from : "/";
}

/** The page the form was on, scrolled to the form, with only the outcome's code in the address. */
const pageWith = (from: string, outcome: NewsletterOutcome) =>
  `${pageToReturnTo(from)}?${NEWSLETTER_OUTCOME_PARAM}=${outcome}#${NEWSLETTER_ANCHOR}`;

export function newsletterEndpoints({ newsletter, outbox }: { newsletter: NewsletterService; outbox: Outbox }) {
  return [
    endpoint({
      method: "post",
      path: "/api/newsletter/subscribe",
      tag: "Newsletter",
      access: "public",
      summary: "Subscribe an address: a confirmation link is mailed to it (the same answer whether it was new, pending or confirmed)",
      body: schemas.subscribeInputSchema,
      response: schemas.subscribeResponseSchema,
      rateLimit: "newsletter",
      example: { email: "reader@example.com" },
      description:
        "The form also sends a hidden field (website) and the token from GET /api/newsletter/form-token; a sign-up that fails those checks gets the same answer and is dropped. " +
        "An API client sends the address alone and is held to the per-client limit and the site's hourly budget of confirmation mails.",
      async handle({ body }): Promise<SubscribeResponse> {
        await newsletter.subscribe(body.email, { website: body.website, formToken: body.formToken });
        return { ok: true, message: schemas.SUBSCRIBE_MESSAGE };
      },
    }),
    endpoint({
      method: "post",
      path: NEWSLETTER_FORM_ACTION,
      tag: "Newsletter",
      access: "public",
      summary: "The sign-up form as a browser posts it without JavaScript: subscribes the address, then sends the reader back to the page",
      description:
        "The same checks as the JSON route (its rate limit, schema, hidden field and form token). The answer is always a redirect to the page named by `from` (home unless it is one of the site's pages) with the outcome's code: subscribed, invalid-email, or failed (past the rate limit). A turned-back address rides in a short-lived signed cookie, never the address bar.",
      body: subscribeFormSchema,
      status: 303,
      rateLimit: "newsletter",
      headers: { Location: "/{page}?subscribe=subscribed|invalid-email|failed#newsletter" },
      example: { email: "reader@example.com", website: "", from: "/" },
      form: {
        turnBack: (refusal, { fields }) => ({
          location: pageWith(fields.from, refusal instanceof RateLimitedError ? "failed" : "invalid-email"),
          draft: { newsletter: { email: fields.email.trim() } },
        }),
      },
      async handle({ body }) {
        await newsletter.subscribe(body.email, { website: body.website, formToken: body.formToken });
        return new RedirectReply(pageWith(body.from, "subscribed"));
      },
    }),
    endpoint({
      method: "get",
      path: "/api/newsletter/form-token",
      tag: "Newsletter",
      access: "public",
      summary: "A signed token for the sign-up form, fetched when the form is drawn",
      description: "A form sign-up sent without a valid one, or with one over 12 hours old, is dropped (the answer is the same).",
      response: schemas.newsletterFormTokenSchema,
      handle: async () => ({ token: await newsletter.formToken() }),
    }),
    endpoint({
      method: "get",
      path: "/api/newsletter/confirm",
      tag: "Newsletter",
      access: "public",
      status: 303,
      summary: "A confirmation link from an older mail: shows the page that asks for one click, and confirms nothing",
      description: "Mail security scanners open every link of a mail, so a GET never acts: the page's button posts.",
      query: schemas.confirmQuerySchema,
      headers: { Location: "/newsletter?action=confirm&token=..." },
      handle: ({ query }) => new RedirectReply(newsletterLinkPage("confirm", query.token)),
    }),
    endpoint({
      method: "post",
      path: "/api/newsletter/confirm",
      tag: "Newsletter",
      access: "public",
      status: 303,
      summary: "What the confirmation page's button posts: confirms the address, then shows the newsletter page with the outcome",
      query: schemas.confirmQuerySchema,
      headers: { Location: "/newsletter?confirm=confirmed|already-confirmed|expired|invalid" },
      async handle({ query }) {
        return new RedirectReply(`${NEWSLETTER_RESULT_PAGE}?confirm=${await newsletter.confirm(query.token)}`);
      },
    }),
    endpoint({
      method: "get",
      path: "/api/newsletter/unsubscribe",
      tag: "Newsletter",
      access: "public",
      status: 303,
      summary:
        "The List-Unsubscribe URL (and older mails' body link) opened as a page: shows the page that asks for one click, and unsubscribes nothing",
      description:
        "Mail security scanners open every link of a mail, so a GET never acts (RFC 8058): the page's button, or the mail client's one-click POST, does.",
      query: schemas.unsubscribeQuerySchema,
      headers: { Location: "/newsletter?action=unsubscribe&token=..." },
      handle: ({ query }) => new RedirectReply(newsletterLinkPage("unsubscribe", query.token)),
    }),
    endpoint({
      method: "post",
      path: "/api/newsletter/unsubscribe/form",
      tag: "Newsletter",
      access: "public",
      status: 303,
      summary: "What the unsubscribe page's button posts: unsubscribes, then shows the newsletter page saying so",
      query: schemas.unsubscribeQuerySchema,
      headers: { Location: "/newsletter?unsubscribe=unsubscribed|invalid" },
      async handle({ query }) {
        return new RedirectReply(`${NEWSLETTER_RESULT_PAGE}?unsubscribe=${await newsletter.unsubscribe(query.token)}`);
      },
    }),
    endpoint({
      method: "post",
      path: "/api/newsletter/unsubscribe",
      tag: "Newsletter",
      access: "public",
      status: 204,
      summary: "One-click unsubscribe (RFC 8058): what a mail client's unsubscribe button posts; no sign-in, no question",
      description: "The body a mail client sends (List-Unsubscribe=One-Click) is not needed: the token names the address.",
      query: schemas.unsubscribeQuerySchema,
      errors: { 404: "The token is not one this site made" },
      async handle({ query }) {
        if ((await newsletter.unsubscribe(query.token)) === "invalid") throw new NotFoundError("Unknown unsubscribe link");
      },
    }),
    endpoint({
      method: "get",
      path: "/api/admin/outbox",
      tag: "Admin: newsletter",
      access: "admin",
      summary: "Mail written to the outbox instead of sent (no SMTP_URL), newest first",
      response: schemas.outboxSummarySchema.array(),
      handle: (): Promise<OutboxSummary[]> => outbox.list(),
    }),
    endpoint({
      method: "get",
      path: "/api/admin/outbox/{id}",
      tag: "Admin: newsletter",
      access: "admin",
      summary: "One message of the outbox, HTML and plain text, as its reader would have received it",
      params: schemas.outboxIdParamsSchema,
      response: schemas.outboxEntrySchema,
      async handle({ params }): Promise<OutboxEntry> {
        const entry = await outbox.read(params.id);
        if (!entry) throw new NotFoundError("No such message in the outbox");
        return entry;
      },
    }),
  ];
}

export function newsletterAdminEndpoints({
  subscribersAdmin,
  newsletterSends,
}: {
  subscribersAdmin: SubscribersAdminService;
  newsletterSends: NewsletterSendsService;
}) {
  return [
    endpoint({
      method: "get",
      path: "/api/admin/newsletter/sends",
      tag: "Admin: newsletter",
      access: "admin",
      summary:
        "Each post's newsletter, newest first, with its deliveries sent, failed, pending and skipped, and its mail's links with their clicks",
      description:
        "Clicks are counted per link of the send's mail, never per reader: a reader's click on /l/{id} adds one to its link's counter and stores nothing else.",
      response: schemas.newsletterSendSummarySchema.array(),
      handle: (): Promise<NewsletterSendSummary[]> => newsletterSends.list(),
    }),
    endpoint({
      method: "post",
      path: "/api/admin/newsletter/sends/{id}/retry",
      tag: "Admin: newsletter",
      access: "admin",
      summary: "Puts a newsletter's failed deliveries back in the queue",
      params: schemas.newsletterSendIdParamsSchema,
      response: schemas.retryResultSchema,
      handle: ({ params }) => newsletterSends.retryFailed(params.id),
    }),
    endpoint({
      method: "post",
      path: "/api/admin/newsletter/sends/{id}/cancel",
      tag: "Admin: newsletter",
      access: "admin",
      summary: "Stops a newsletter going out: its deliveries not yet handed to the mail server are cancelled, for good",
      description:
        "A delivery a worker had already started may still arrive. A cancelled newsletter is never resumed, by a restart or another instance.",
      params: schemas.newsletterSendIdParamsSchema,
      response: schemas.cancelSendResultSchema,
      errors: { 404: "No such newsletter", 409: "It was cancelled already, or every delivery has gone out" },
      handle: ({ params }) => newsletterSends.cancelByAuthor(params.id),
    }),
    endpoint({
      method: "post",
      path: "/api/admin/newsletter/sends/{id}/resume",
      tag: "Admin: newsletter",
      access: "admin",
      summary: "Sends a cancelled newsletter to the readers it did not reach, once its post is public again",
      description: "The only way a cancelled newsletter goes on: republishing the post does not send it, nor does a restart.",
      params: schemas.newsletterSendIdParamsSchema,
      response: schemas.resumeSendResultSchema,
      errors: { 404: "No such newsletter", 409: "It is not cancelled, or its post is not public" },
      handle: ({ params }) => newsletterSends.resumeByAuthor(params.id),
    }),
    endpoint({
      method: "get",
      path: "/api/admin/subscribers",
      tag: "Admin: newsletter",
      access: "admin",
      summary: "Subscribers, newest first, by part of the address and by status, with the count of each status",
      query: schemas.subscriberListQuerySchema,
      response: schemas.subscriberListSchema,
      handle: ({ query }): Promise<SubscriberList> => subscribersAdmin.list(query),
    }),
    endpoint({
      method: "delete",
      path: "/api/admin/subscribers/{id}",
      tag: "Admin: newsletter",
      access: "admin",
      status: 204,
      summary: "Removes an address from the list entirely",
      params: schemas.subscriberIdParamsSchema,
      handle: ({ params }) => subscribersAdmin.remove(params.id),
    }),
    endpoint({
      method: "get",
      path: "/api/admin/subscribers/export",
      tag: "Admin: newsletter",
      access: "admin",
      summary: "Every subscriber as CSV: email, status, created_at, confirmed_at, unsubscribed_at",
      responseMediaType: "text/csv",
      async handle({ res }) {
        res.setHeader("Content-Disposition", `attachment; filename="furrow-subscribers.csv"`);
        return new FileReply(await subscribersAdmin.exportCsv(), "text/csv; charset=utf-8");
      },
    }),
    endpoint({
      method: "post",
      path: "/api/admin/subscribers/import",
      tag: "Admin: newsletter",
      access: "admin",
      summary: "Adds the addresses of a CSV file; confirmed ones stay confirmed, pending ones are sent a link, listed ones are left alone",
      rawBody: { types: ["text/csv", "text/plain"], limit: "5mb" },
      response: schemas.subscriberImportResultSchema,
      handle: ({ body }): Promise<SubscriberImportResult> => subscribersAdmin.importCsv((body as unknown as Buffer).toString("utf8")),
    }),
  ];
}
