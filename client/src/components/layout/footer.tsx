import { COPYRIGHT_YEAR, SITE_NAME, SITE_TAGLINE } from "@shared/constants";
import { Brand } from "./brand";
import { socialLinksFor, type SocialUrls } from "./social-links";

export function Footer({ profile }: { profile?: SocialUrls }) {
  const links = socialLinksFor(profile);
  return (
    <footer className="border-t border-stone-200 bg-brand-pale">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-10 text-center sm:px-6 lg:px-8">
        <Brand />
        <p className="max-w-md text-sm text-stone-700">{SITE_TAGLINE}</p>
        {links.length > 0 && (
          <ul className="flex flex-wrap items-center justify-center gap-3" aria-label="Social media">
            {links.map(({ key, label, href, Icon }) => (
              <li key={key}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-brand shadow-sm transition-colors hover:bg-brand hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-light focus-visible:ring-offset-2"
                >
                  <Icon size={18} />
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-stone-600">
          © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
