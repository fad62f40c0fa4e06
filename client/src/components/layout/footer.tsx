import { COPYRIGHT_YEAR, SITE_NAME, SITE_TAGLINE } from "@shared/constants";
import { Link } from "wouter";
import { PAGE_ROUTES } from "@shared/routes";
import { LiteTooltip } from "@/components/ui/lite-tooltip";
import { cn } from "@/lib/utils";
import { Brand } from "./brand";
import { NavLinkItems } from "./nav-link-items";
import type { NavLinks } from "./nav-links";
import { socialLinksFor, type SocialUrls } from "./social-links";

const footerLinkClass = (active: boolean) =>
  cn(
    "rounded text-sm font-medium underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
    active ? "text-primary underline" : "text-body hover:text-primary",
  );

export function Footer({ profile, links = [] }: { profile?: SocialUrls; links?: NavLinks }) {
  const social = socialLinksFor(profile);
  return (
    <footer className="border-t border-border bg-accent">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex flex-col items-center gap-6 text-center md:flex-row md:justify-between md:text-left">
          <div className="flex flex-col items-center gap-2 md:items-start">
            <Brand />
            <p className="max-w-md text-sm text-body">{SITE_TAGLINE}</p>
          </div>
          {links.length > 0 && (
            <nav aria-label="Footer">
              <ul className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2">
                <NavLinkItems links={links} linkClassName={footerLinkClass} />
              </ul>
            </nav>
          )}
          {social.length > 0 && (
            <ul className="flex flex-wrap items-center justify-center gap-3" aria-label="Social media">
              {social.map(({ key, label, href, rel, Icon }) => (
                <li key={key}>
                  <LiteTooltip label={label}>
                    <a
                      href={href}
                      target="_blank"
                      rel={rel}
                      aria-label={label}
                      className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-card text-primary shadow-sm ring-1 ring-primary/10 transition-colors hover:bg-primary hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                    >
                      <Icon size={20} />
                    </a>
                  </LiteTooltip>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-8 flex flex-wrap justify-center gap-x-2 border-t border-input/70 pt-6 text-center text-sm text-muted-foreground">
          {/* The spec's copyright line stays a line of its own; the privacy link sits beside it. */}
          <p>
            © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
          </p>
          <span aria-hidden="true">·</span>
          <Link href={PAGE_ROUTES.privacy} className="underline underline-offset-2 hover:text-primary">
            Privacy
          </Link>
        </div>
      </div>
    </footer>
  );
}
