import { Link, useLocation } from "wouter";
import { NAV_LINKS, isActivePath } from "./nav-links";

export interface NavLinkItemsProps {
  /** The bar and the mobile menu draw the same links at their own size. */
  linkClassName: (active: boolean) => string;
  onNavigate?: () => void;
}

/** The site's sections as list items, the current one marked for assistive technology and the eye. */
export function NavLinkItems({ linkClassName, onNavigate }: NavLinkItemsProps) {
  const [location] = useLocation();
  return NAV_LINKS.map((link) => {
    const active = isActivePath(location, link.href);
    return (
      <li key={link.href}>
        <Link href={link.href} onClick={onNavigate} aria-current={active ? "page" : undefined} className={linkClassName(active)}>
          {link.label}
        </Link>
      </li>
    );
  });
}
