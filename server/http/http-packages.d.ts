// Express's own helpers, used as it uses them by the fast path that answers before it (see
// response-cache.ts); they ship no types of their own. These are the parts used.
declare module "fresh" {
  import type { IncomingHttpHeaders } from "node:http";
  export default function fresh(requestHeaders: IncomingHttpHeaders, responseHeaders: { etag?: string; "last-modified"?: string }): boolean;
}

declare module "accepts" {
  import type { IncomingHttpHeaders } from "node:http";
  interface Accepts {
    encodings(encodings: readonly string[]): string | false;
  }
  export default function accepts(req: { headers: IncomingHttpHeaders }): Accepts;
}

declare module "mime-types" {
  export function contentType(type: string): string | false;
  export function lookup(path: string): string | false;
}
