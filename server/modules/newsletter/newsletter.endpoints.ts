import * as schemas from "../../../shared/schemas";
import type { OutboxEntry, OutboxSummary, SubscribeResponse } from "../../../shared/types";
import { endpoint, RedirectReply } from "../../api/endpoint";
import { NotFoundError } from "../../lib/errors";
import type { Outbox } from "../mail/outbox";
import type { NewsletterService } from "./newsletter.service";

const NEWSLETTER_RESULT_PAGE = "/newsletter";

export function newsletterEndpoints({ newsletter, outbox }: { newsletter: NewsletterService; outbox: Outbox }) {
  return [
    endpoint({
      method: "post", path: "/api/newsletter/subscribe", tag: "Newsletter", access: "public",
      summary: "Subscribe an address: a confirmation link is mailed to it (the same answer whether it was new, pending or confirmed)",
      body: schemas.subscribeInputSchema, response: schemas.subscribeResponseSchema, rateLimit: "newsletter", example: { email: "reader@example.com" },
      async handle({ body }): Promise<SubscribeResponse> {
        await newsletter.subscribe(body.email);
        return { ok: true, message: schemas.SUBSCRIBE_MESSAGE };
      },
    }),
    endpoint({
      method: "get", path: "/api/newsletter/confirm", tag: "Newsletter", access: "public", status: 303,
      summary: "The confirmation link in the mail: confirms the address, then shows the newsletter page with the outcome",
      query: schemas.confirmQuerySchema, headers: { Location: "/newsletter?confirm=confirmed|already-confirmed|expired|invalid" },
      async handle({ query }) {
        return new RedirectReply(`${NEWSLETTER_RESULT_PAGE}?confirm=${await newsletter.confirm(query.token)}`);
      },
    }),
    endpoint({
      method: "get", path: "/api/newsletter/unsubscribe", tag: "Newsletter", access: "public", status: 303,
      summary: "The unsubscribe link in each mail's body: unsubscribes, then shows the newsletter page saying so",
      query: schemas.unsubscribeQuerySchema, headers: { Location: "/newsletter?unsubscribe=unsubscribed|invalid" },
      async handle({ query }) {
        return new RedirectReply(`${NEWSLETTER_RESULT_PAGE}?unsubscribe=${await newsletter.unsubscribe(query.token)}`);
      },
    }),
    endpoint({
      method: "post", path: "/api/newsletter/unsubscribe", tag: "Newsletter", access: "public", status: 204,
      summary: "One-click unsubscribe (RFC 8058): what a mail client's unsubscribe button posts; no sign-in, no question",
      description: "The body a mail client sends (List-Unsubscribe=One-Click) is not needed: the token names the address.",
      query: schemas.unsubscribeQuerySchema, errors: { 404: "The token is not one this site made" },
      async handle({ query }) {
        if ((await newsletter.unsubscribe(query.token)) === "invalid") throw new NotFoundError("Unknown unsubscribe link");
      },
    }),
    endpoint({
      method: "get", path: "/api/admin/outbox", tag: "Admin: newsletter", access: "admin",
      summary: "Mail written to the outbox instead of sent (no SMTP_URL), newest first",
      response: schemas.outboxSummarySchema.array(),
      handle: (): Promise<OutboxSummary[]> => outbox.list(),
    }),
    endpoint({
      method: "get", path: "/api/admin/outbox/{id}", tag: "Admin: newsletter", access: "admin",
      summary: "One message of the outbox, HTML and plain text, as its reader would have received it",
      params: schemas.outboxIdParamsSchema, response: schemas.outboxEntrySchema,
      async handle({ params }): Promise<OutboxEntry> {
        const entry = await outbox.read(params.id);
        if (!entry) throw new NotFoundError("No such message in the outbox");
        return entry;
      },
    }),
  ];
}
