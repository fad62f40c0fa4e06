import type { Navigation } from "./types";

/** The navigation editor's bounds: a top bar longer than this no longer fits one line on a laptop. */
export const NAVIGATION_LIMITS = { label: 40, topBar: 8, footer: 12 } as const;

/**
 * A path on this site. "//host" and "/\host" are refused: browsers read both as another site's
 * address, which would then pass for one of the blog's own pages.
 */
export const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** An http(s) address elsewhere, with a host. */
export const OUTSIDE_ADDRESS = /^https?:\/\/[^\s/?#\\]+[^\s\\]*$/i;

/** An address of this site (as opposed to one elsewhere): the app's router follows it, and it can be the current page. */
export const isSitePath = (href: string): boolean => SITE_PATH.test(href);

/** The spec's links, until the author saves others. Kept free of zod: the public pages import it. */
export const DEFAULT_NAVIGATION: Navigation = {
  topBar: [
    { label: "Posts", href: "/posts" },
    { label: "Contact", href: "/contact" },
  ],
  footer: [
    { label: "Posts", href: "/posts" },
    { label: "Contact", href: "/contact" },
  ],
};
