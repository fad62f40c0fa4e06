import type { ImportedPost } from "../imported-item";
import { outsideCode, unbracket } from "../../../../shared/markdown-parts";

/** The entries one imported post adds to rewriteImportedLinks' map: its old full address and its old paths, all leading to `newAddress`. */
export function importedPostAddresses(post: Pick<ImportedPost, "originalUrl" | "oldPaths">, newAddress: string): [string, string][] {
  return [...(post.originalUrl ? [post.originalUrl] : []), ...post.oldPaths].map((old) => [old, newAddress]);
}

/**
 * An old address reduced to what identifies the page: the host without case or "www.", the path
 * without its trailing slash, the query (WordPress's /?p=123); not the scheme nor the #fragment.
 * A path alone (no host) is the old site's own path.
 */
function addressParts(value: string): { host: string | null; path: string; fragment: string } | null {
  const trimmed = value.trim();
  const absolute = /^(https?:)?\/\//i.test(trimmed);
  if (!absolute && !trimmed.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(trimmed.startsWith("//") ? `http:${trimmed}` : trimmed, "http://relative.invalid");
  } catch {
    return null;
  }
  const path = (url.pathname.replace(/\/+$/, "") || "/") + url.search;
  return { host: absolute ? url.hostname.toLowerCase().replace(/^www\./, "") : null, path, fragment: url.hash };
}

/** Builds the lookup once: full addresses by host and path, and paths alone for the old site's hosts. */
function lookup(addresses: Map<string, string>) {
  const byAddress = new Map<string, string>();
  const byPath = new Map<string, string>();
  const oldHosts = new Set<string>();
  for (const [old, target] of addresses) {
    const parts = addressParts(old);
    if (!parts) continue;
    if (parts.host) {
      oldHosts.add(parts.host);
      byAddress.set(`${parts.host}${parts.path}`, target);
      if (!byPath.has(parts.path)) byPath.set(parts.path, target);
    } else {
      byPath.set(parts.path, target);
    }
  }
  return (link: string): string | undefined => {
    const parts = addressParts(link);
    if (!parts) return undefined;
    const target = parts.host
      ? (byAddress.get(`${parts.host}${parts.path}`) ?? (oldHosts.has(parts.host) ? byPath.get(parts.path) : undefined))
      : byPath.get(parts.path);
    return target ? target + parts.fragment : undefined;
  };
}

const INLINE_LINK = /(\]\(\s*)(<[^>\n]*>|[^\s)]+)/g;
const REFERENCE_DEFINITION = /^( {0,3}\[(?:\\.|[^\]\\\n])+\]:[ \t]*)(<[^>\n]*>|\S+)/gm;
const AUTOLINK = /<(https?:\/\/[^\s<>]+)>/gi;
const HTML_HREF = /(<a\b[^>]*?\bhref\s*=\s*)(["'])(.*?)\2/gi;

/**
 * Points links between imported posts at their new addresses. `addresses` maps each imported post's
 * old address (its full URL, or a path such as "/2019/05/14/slug/" or "/?p=123") to its new one
 * ("/blog/{slug}"). Old addresses match whatever their scheme, host case, "www." or trailing slash;
 * a bare path on a link to the old site's host matches too. Links elsewhere, and code, stay as written.
 */
export function rewriteImportedLinks(markdown: string, addresses: Map<string, string>): string {
  return importedLinksRewriter(addresses)(markdown);
}

/** rewriteImportedLinks with the lookup built once, for the many posts of one import. */
export function importedLinksRewriter(addresses: Map<string, string>): (markdown: string) => string {
  if (addresses.size === 0) return (markdown) => markdown;
  const find = lookup(addresses);
  return (markdown) =>
    outsideCode(markdown, (text) =>
      text
        .replace(INLINE_LINK, (whole, start: string, token: string) => {
          const target = find(unbracket(token));
          return target ? `${start}${target}` : whole;
        })
        .replace(REFERENCE_DEFINITION, (whole, start: string, token: string) => {
          const target = find(unbracket(token));
          return target ? `${start}${target}` : whole;
        })
        .replace(AUTOLINK, (whole, url: string) => {
          const target = find(url);
          return target ? `[${target}](${target})` : whole;
        })
        .replace(HTML_HREF, (whole, start: string, quote: string, url: string) => {
          const target = find(url);
          return target ? `${start}${quote}${target}${quote}` : whole;
        }),
    );
}
