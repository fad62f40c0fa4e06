import type { Navigation } from "./types";

/**
 * A path on this site. "//host" and "/\host" are refused: browsers read both as another site's
 * address, which would then pass for one of the blog's own pages.
 */
export const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** An address of this site (as opposed to one elsewhere): the app's router follows it, and it can be the current page. */
export const isSitePath = (href: string): boolean => SITE_PATH.test(href);

const SPEC_LINKS = [
  { label: "Posts", href: "/posts" },
  { label: "Contact", href: "/contact" },
];

/**
 * The spec's links in both places, until the author saves others. Every public page's script
 * carries this file, so it holds only what they use (and no zod); the editor's limits are in
 * navigation-editing.ts.
 */
export const DEFAULT_NAVIGATION: Navigation = { topBar: SPEC_LINKS, footer: SPEC_LINKS };
