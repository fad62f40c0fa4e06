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
  // Two links may share an address (or a label): their place in the list tells them apart.
  return links.map(({ label, href }, key) => {
    const site = isSitePath(href);
    const active = site && isActivePath(location, href);
    // Another site's address is an ordinary link that leaves the app, and that page gets no hold on this one.
    const Anchor = site ? Link : "a";
    return (
      <li key={key}>
        <Anchor
          href={href}
          rel={site ? undefined : "noopener"}
          onClick={onNavigate}
          aria-current={active ? "page" : undefined}
          className={linkClassName(active)}
        >
          {label}
        </Anchor>
      </li>
    );
  });
}
