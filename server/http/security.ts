import helmet from "helmet";
import type { RequestHandler } from "express";

/** Security headers with a CSP the built app meets; Vite's dev client needs inline scripts, so dev relaxes it. */
export function securityHeaders({ isProduction, dev }: { isProduction: boolean; dev: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:", "https:"],
            mediaSrc: ["'self'"],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    strictTransportSecurity: isProduction,
    crossOriginEmbedderPolicy: false,
  });
}
