let base: string | undefined;

/**
 * The site's public address, for canonical links and share URLs. The server writes it into the
 * first page's canonical link (from PUBLIC_URL), so both sides agree even behind a proxy; without
 * a server-written head (Vite dev, tests) the page's own origin stands in.
 */
export function siteBase(): string {
  if (base) return base;
  const canonical = typeof document === "undefined" ? null : document.querySelector<HTMLLinkElement>('link[rel="canonical"][data-rh]');
  try {
    base = canonical ? new URL(canonical.href).origin : window.location.origin;
  } catch {
    base = window.location.origin;
  }
  return base;
}
