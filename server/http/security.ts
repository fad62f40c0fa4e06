import { createHash } from "node:crypto";
import helmet from "helmet";
import type { RequestHandler } from "express";
import { APP_LOADER_SCRIPT } from "../../shared/app-loader";
import { EARLY_INPUT_CAPTURE_SCRIPT } from "../../shared/early-input";

/** Security headers with a CSP the built app meets; Vite's dev client needs inline scripts, so dev relaxes it. */
const ANALYTICS_SCRIPT_HOSTS = ["https://www.googletagmanager.com"];
const ANALYTICS_CONNECT_HOSTS = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"];
/** The only inline scripts a page may run, each allowed by its hash alone: the early-input capture and the app's loader. */
const INLINE_SCRIPT_HASHES = [EARLY_INPUT_CAPTURE_SCRIPT, APP_LOADER_SCRIPT].map(
  (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
);

export function securityHeaders({
  isProduction,
  dev,
  analytics,
}: {
  isProduction: boolean;
  dev: boolean;
  analytics: boolean;
}): RequestHandler {
  return helmet({
    contentSecurityPolicy: dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...(analytics ? ANALYTICS_SCRIPT_HOSTS : []), ...INLINE_SCRIPT_HASHES],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:", "https:"],
            mediaSrc: ["'self'"],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'", ...(analytics ? ANALYTICS_CONNECT_HOSTS : [])],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    strictTransportSecurity: isProduction,
    crossOriginEmbedderPolicy: false,
    // Not helmet's no-referrer: under it a browser posts a page's plain forms (comments, sign-up,
    // the newsletter links' buttons) with `Origin: null`, which the same-origin check refuses.
    // same-origin still tells other sites nothing.
    referrerPolicy: { policy: "same-origin" },
  });
}
