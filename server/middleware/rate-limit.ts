import { createHmac } from "node:crypto";
import type { RequestHandler } from "express";
import { RateLimitedError } from "../lib/errors";
import { limitedAddress } from "./client-address";
import type { RateLimitsRepository } from "../store/repositories/rate-limits.repository";

interface LimitOptions {
  name: string;
  limit: number;
  windowMs: number;
  counters: RateLimitsRepository;
  clientKey: ClientKey;
  now?: () => number;
}

/**
 * Counts one call by this client address and throws RateLimitedError past the limit: for the
 * routes where only some calls are worth counting (a share image already drawn costs nothing).
 */
export type LimitCheck = (address: string | undefined) => Promise<void>;

/**
 * A fixed-window counter per client address and kind of call, kept in the store so that every
 * instance serving the site counts the same calls: enough to stop a script flooding comments or
 * sign-ups from one machine, generous enough never to bother a person.
 */
export function limitCheck(options: LimitOptions): LimitCheck {
  const now = options.now ?? Date.now;
  return async (address) => {
    const at = now();
    const windowStart = at - (at % options.windowMs);
    const resetsAt = windowStart + options.windowMs;
    const count = await options.counters.hit(
      `${options.name}:${await options.clientKey(address ?? "unknown")}:${windowStart}`,
      new Date(resetsAt),
    );
    if (count > options.limit) throw new RateLimitedError(Math.ceil((resetsAt - at) / 1000));
  };
}

/** The same counter in front of every call of a route. */
function rateLimit(options: LimitOptions): RequestHandler {
  const check = limitCheck(options);
  return async (req, _res, next) => {
    try {
      await check(req.ip);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Turns a client address into the name its counters are kept under, so the store never holds the address itself. */
export type ClientKey = (address: string) => Promise<string>;

/**
 * A keyed hash of the part of the address a limit counts (an IPv6 client by its /64, see
 * client-address.ts), so every limiter counts a client alike. Every instance with the same secret
 * names an address the same way, and nobody can reverse it by trying every address. The secret is the data folder's own (made at random on first
 * use, see stored-secret.ts), never a default anyone could read in the sources.
 */
export const clientKeyFrom =
  (secret: () => Promise<Buffer>): ClientKey =>
  async (address) =>
    createHmac("sha256", await secret())
      .update(limitedAddress(address))
      .digest("base64url")
      .slice(0, 22);

/** Where the data folder keeps the secret its rate-limit counters are named with. */
export const RATE_LIMIT_SECRET_KEY = "rateLimitKeySecret";

export type RateLimitName = "comments" | "newsletter" | "signIn" | "analytics" | "remoteFollow";
export type RateLimiters = Record<RateLimitName, RequestHandler>;

/** One counter per kind of call, shared by every route of that kind (the demo login and OAuth count together). */
export function rateLimiters(
  limits: { windowMs: number } & Record<RateLimitName, number>,
  counters: RateLimitsRepository,
  clientKey: ClientKey,
): RateLimiters {
  const make = (name: RateLimitName) => rateLimit({ name, limit: limits[name], windowMs: limits.windowMs, counters, clientKey });
  return {
    comments: make("comments"),
    newsletter: make("newsletter"),
    signIn: make("signIn"),
    analytics: make("analytics"),
    remoteFollow: make("remoteFollow"),
  };
}
