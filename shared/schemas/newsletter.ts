import * as z from "zod";
import { FIELD_LIMITS } from "../constants";

/** One address, one line: whitespace (and so any line break a header could ride on) is refused. */
export const emailAddressSchema = z
  .string()
  .trim()
  .min(1, "Please enter a valid email address.")
  .max(FIELD_LIMITS.email)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Please enter a valid email address.");

export const subscribeInputSchema = z
  .object({
    email: emailAddressSchema,
    /** The form's hidden field: people never see it, so it stays empty unless a bot fills it. */
    website: z.string().max(500).optional(),
    /** From GET /api/newsletter/form-token when the form was drawn; an API client sends neither field. */
    formToken: z.string().max(200).optional(),
  })
  .strict();

export const newsletterFormTokenSchema = z.object({ token: z.string() });

/** The same answer whether or not the address was already subscribed, so the form leaks nothing. */
export const subscribeResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export { SUBSCRIBE_MESSAGE } from "../constants";

/** A message the site wrote to its outbox (no SMTP server configured): what the reader would have received. */
export const outboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  sentAt: z.string(),
  html: z.string(),
  text: z.string(),
});
export const outboxSummarySchema = outboxEntrySchema.omit({ html: true, text: true });
export const outboxIdParamsSchema = z.object({ id: z.string().regex(/^[\w-]{1,80}$/, "Unknown message") }).strict();

/** The one-click and in-mail unsubscribe links carry this token, tied to one address. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const confirmQuerySchema = z.object({ token: z.string().min(1).max(200) });

const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
/** Why a sign-up waits for its confirmation mail. */
const CONFIRMATION_WAIT_REASONS = ["hourly-limit"] as const;

export const adminSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});

export const subscriberListQuerySchema = z
  .object({
    q: z.string().trim().max(FIELD_LIMITS.email).optional(),
    status: z.enum(SUBSCRIBER_STATUSES).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();

export const subscriberListSchema = z.object({
  items: z.array(adminSubscriberSchema),
  /** How many match the query, for paging. */
  total: z.number().int(),
  /** Every address by status, whatever the query. */
  counts: z.object({ pending: z.number().int(), confirmed: z.number().int(), unsubscribed: z.number().int() }),
  /** Pending sign-ups kept without a mail, and why: the site-wide hourly budget of confirmation mails was spent. */
  confirmationsWaiting: z.object({
    count: z.number().int(),
    reason: z.enum(CONFIRMATION_WAIT_REASONS).nullable(),
    /** NEWSLETTER_CONFIRMATIONS_PER_HOUR, for the admin's sentence. */
    hourlyLimit: z.number().int(),
  }),
});

export const subscriberIdParamsSchema = z.object({ id: z.string().min(1).max(64) }).strict();

export const subscriberImportResultSchema = z.object({
  added: z.number().int(),
  /** Already on the list: left exactly as they were (a confirmed address is never asked again). */
  alreadyListed: z.number().int(),
  /** Rows whose address is not one: each with its line number. */
  invalid: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  /** Pending addresses that were sent a confirmation link. */
  confirmationsQueued: z.number().int(),
});

/** What the author chooses in the editor's publish settings; off for a post that was published before. */
export const newsletterChoiceSchema = z.object({ send: z.boolean(), content: z.enum(["excerpt", "full"]).default("excerpt") }).strict();

/** Why a newsletter stopped before every delivery went out. */
const SEND_CANCEL_REASONS = ["deleted", "unpublished", "author"] as const;

/** One link of a send's mail and how often readers followed it (counted per link, never per reader). */
export const newsletterLinkClicksSchema = z.object({ url: z.string(), clicks: z.number().int() });

export const newsletterSendSummarySchema = z.object({
  id: z.string(),
  postId: z.string(),
  postTitle: z.string(),
  content: z.enum(["excerpt", "full"]),
  startedAt: z.string(),
  /** Still queuing one delivery per subscriber. */
  preparing: z.boolean(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  skipped: z.number().int(),
  /** Deliveries that were still waiting when the send was cancelled: never sent. */
  cancelled: z.number().int(),
  /** When the send was stopped; null while it runs or once it has gone out in full. */
  cancelledAt: z.string().nullable(),
  cancelReason: z.enum(SEND_CANCEL_REASONS).nullable(),
  /** The mail server's latest refusal, while deliveries wait or have failed. */
  lastError: z.string().nullable(),
  /** The mail's links in its order, each with its clicks. */
  links: z.array(newsletterLinkClicksSchema),
});
export const newsletterSendIdParamsSchema = z.object({ id: z.string().min(1).max(64) }).strict();
export const retryResultSchema = z.object({ retried: z.number().int() });
/** How many waiting deliveries a cancel stopped (a delivery already handed to the mail server cannot be). */
export const cancelSendResultSchema = z.object({ cancelled: z.number().int() });
/** How many cancelled deliveries went back in the queue when the author asked a cancelled send to go on. */
export const resumeSendResultSchema = z.object({ resumed: z.number().int() });
