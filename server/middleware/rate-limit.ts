import type { RequestHandler } from "express";
import { RateLimitedError } from "../lib/errors";

interface Window {
  count: number;
  resetsAt: number;
}

/**
 * A fixed-window counter per client address, kept in memory: enough to stop a script flooding
 * comments or sign-ups from one machine, generous enough never to bother a person.
 */
export function rateLimit(options: { limit: number; windowMs: number; now?: () => number }): RequestHandler {
  const windows = new Map<string, Window>();
  const now = options.now ?? Date.now;
  let nextSweep = now() + options.windowMs;

  return (req, _res, next) => {
    const at = now();
    if (at >= nextSweep) {
      for (const [key, window] of windows) if (window.resetsAt <= at) windows.delete(key);
      nextSweep = at + options.windowMs;
    }
    const key = req.ip ?? "unknown";
    let window = windows.get(key);
    if (!window || window.resetsAt <= at) {
      window = { count: 0, resetsAt: at + options.windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > options.limit) {
      return next(new RateLimitedError(Math.ceil((window.resetsAt - at) / 1000)));
    }
    next();
  };
}

export type RateLimitName = "comments" | "newsletter" | "signIn";
export type RateLimiters = Record<RateLimitName, RequestHandler>;

/** One counter per kind of call, shared by every route of that kind (the demo login and OAuth count together). */
export function rateLimiters(limits: { windowMs: number } & Record<RateLimitName, number>): RateLimiters {
  const make = (limit: number) => rateLimit({ limit, windowMs: limits.windowMs });
  return { comments: make(limits.comments), newsletter: make(limits.newsletter), signIn: make(limits.signIn) };
}
