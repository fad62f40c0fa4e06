import type { NavLink } from "@shared/types";

/** The links the author chose for one place (the top bar and mobile menu, or the footer). */
export type NavLinks = readonly NavLink[];

/** A section stays highlighted on its sub-pages too (e.g. a future /posts?page=2). */
export function isActivePath(location: string, href: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}
