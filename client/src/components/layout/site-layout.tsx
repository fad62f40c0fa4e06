import type { ReactNode } from "react";
import { Footer } from "./footer";
import type { SocialUrls } from "./social-links";
import { TopBar, type TopBarSearch } from "./top-bar";

export interface SiteLayoutProps {
  children: ReactNode;
  profile?: SocialUrls;
  search: TopBarSearch;
}

/** The frame of every public page: skip link, fixed top bar, main landmark, footer. */
export function SiteLayout({ children, profile, search }: SiteLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:text-primary focus:shadow"
      >
        Skip to content
      </a>
      {/* The bar owns the search dialog and its Ctrl/Cmd+K shortcut. */}
      <TopBar search={search} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer profile={profile} />
    </div>
  );
}
