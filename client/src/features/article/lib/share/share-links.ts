export interface ShareContent {
  /** The canonical article address. */
  url: string;
  title: string;
}

export type NetworkId = "x" | "facebook" | "linkedin" | "whatsapp";

const withQuery = (base: string, params: Record<string, string>) => `${base}?${new URLSearchParams(params)}`;

/** Each network's public "share this link" address, filled in for one article. */
export function networkShareUrl(network: NetworkId, { url, title }: ShareContent): string {
  switch (network) {
    case "x":
      return withQuery("https://x.com/intent/tweet", { text: title, url });
    case "facebook":
      return withQuery("https://www.facebook.com/sharer/sharer.php", { u: url });
    case "linkedin":
      return withQuery("https://www.linkedin.com/sharing/share-offsite/", { url });
    case "whatsapp":
      return withQuery("https://wa.me/", { text: `${title} ${url}` });
  }
}

/** mailto: wants %20 for spaces (URLSearchParams would write '+', which mail apps show literally). */
export function emailShareUrl({ url, title }: ShareContent): string {
  const body = `I thought you might like this article:\n\n${title}\n${url}`;
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}

// The server renders the share button closed, so the address it would share is never shown there.
const browserOrigin = () => (typeof window === "undefined" ? "" : window.location.origin);

/** The canonical address of an article, whatever query or hash the reader's own URL carries. */
export function articleUrl(slug: string, origin: string = browserOrigin()): string {
  return `${origin}/blog/${encodeURIComponent(slug)}`;
}
