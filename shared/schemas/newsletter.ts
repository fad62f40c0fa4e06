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
export const SUBSCRIBE_MESSAGE = "Thank you for subscribing to our newsletter.";
