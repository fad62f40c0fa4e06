import type { Navigation } from "./types";

/** The navigation editor's bounds: a top bar longer than this no longer fits one line on a laptop. */
export const NAVIGATION_LIMITS = { label: 40, topBar: 8, footer: 12 } as const;

/** An http(s) address elsewhere, with a host. */
export const OUTSIDE_ADDRESS = /^https?:\/\/[^\s/?#\\]+[^\s\\]*$/i;

const SPEC_LINKS = [
  { label: "Posts", href: "/posts" },
  { label: "Contact", href: "/contact" },
];

/** The spec's links in both places, until the author saves others. */
export const DEFAULT_NAVIGATION: Navigation = { topBar: SPEC_LINKS, footer: SPEC_LINKS };
