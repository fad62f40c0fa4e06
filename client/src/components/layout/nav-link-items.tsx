import { Link, useLocation } from "wouter";
import { isSitePath } from "@shared/navigation";
import { isActivePath, type NavLinks } from "./nav-links";

export interface NavLinkItemsProps {
  links: NavLinks;
  /** The bar, the mobile menu and the footer draw the same kind of links at their own size. */
  linkClassName: (active: boolean) => string;
  onNavigate?: () => void;
}

/** The author's links as list items, the current one marked for assistive technology and the eye. */
export function NavLinkItems({ links, linkClassName, onNavigate }: NavLinkItemsProps) {
  const [location] = useLocation();
  return links.map((link, index) => {
    // Two links may share an address (or a label); their place in the list tells them apart.
    const key = `${index} ${link.href}`;
    if (!isSitePath(link.href)) {
      // Another site: an ordinary link that leaves the app, and that page gets no hold on this one.
      return (
        <li key={key}>
          <a href={link.href} rel="noopener" onClick={onNavigate} className={linkClassName(false)}>
            {link.label}
          </a>
        </li>
      );
    }
    const active = isActivePath(location, link.href);
    return (
      <li key={key}>
        <Link href={link.href} onClick={onNavigate} aria-current={active ? "page" : undefined} className={linkClassName(active)}>
          {link.label}
        </Link>
      </li>
    );
  });
}
