import { createHmac } from "node:crypto";
import type { RequestHandler } from "express";
import { RateLimitedError } from "../lib/errors";
import type { RateLimitsRepository } from "../store/repositories/rate-limits.repository";

/**
 * A fixed-window counter per client address and kind of call, kept in the store so that every
 * instance serving the site counts the same calls: enough to stop a script flooding comments or
 * sign-ups from one machine, generous enough never to bother a person.
 */
export function rateLimit(options: { name: string; limit: number; windowMs: number; counters: RateLimitsRepository; clientKey: ClientKey; now?: () => number }): RequestHandler {
  const now = options.now ?? Date.now;
  return async (req, _res, next) => {
    try {
      const at = now();
      const windowStart = at - (at % options.windowMs);
      const resetsAt = windowStart + options.windowMs;
      const count = await options.counters.hit(`${options.name}:${options.clientKey(req.ip ?? "unknown")}:${windowStart}`, new Date(resetsAt));
      if (count > options.limit) return next(new RateLimitedError(Math.ceil((resetsAt - at) / 1000)));
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Turns a client address into the name its counters are kept under, so the store never holds the address itself. */
export type ClientKey = (address: string) => string;

/** A keyed hash: every instance with the same secret names an address the same way, and nobody can reverse it by trying every address. */
export const clientKeyFrom =
  (secret: string): ClientKey =>
  (address) =>
    createHmac("sha256", secret).update(address).digest("base64url").slice(0, 22);

export type RateLimitName = "comments" | "newsletter" | "signIn" | "analytics";
export type RateLimiters = Record<RateLimitName, RequestHandler>;

/** One counter per kind of call, shared by every route of that kind (the demo login and OAuth count together). */
export function rateLimiters(limits: { windowMs: number } & Record<RateLimitName, number>, counters: RateLimitsRepository, clientKey: ClientKey): RateLimiters {
  const make = (name: RateLimitName) => rateLimit({ name, limit: limits[name], windowMs: limits.windowMs, counters, clientKey });
  return { comments: make("comments"), newsletter: make("newsletter"), signIn: make("signIn"), analytics: make("analytics") };
}
