import { z } from "zod";
import { FIELD_LIMITS } from "../constants";

export const subscribeInputSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, "Please enter a valid email address.")
      .max(FIELD_LIMITS.email)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Please enter a valid email address."),
  })
  .strict();

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
