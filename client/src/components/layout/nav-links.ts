export interface NavLink {
  href: string;
  label: string;
}

export const NAV_LINKS: readonly NavLink[] = [
  { href: "/posts", label: "Posts" },
  { href: "/contact", label: "Contact" },
];

/** A section stays highlighted on its sub-pages too (e.g. a future /posts?page=2). */
export function isActivePath(location: string, href: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}
