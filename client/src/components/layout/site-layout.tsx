import { lazy, memo, Suspense, type ReactNode } from "react";
import { type Gate, HydrationGate, useDrawnByServer, useHydrationGate } from "@/lib/hydration-gate";
import { useNearViewport } from "@/lib/use-near-viewport";
import type { Navigation } from "@shared/types";
import type { SocialUrls } from "./social-links";
import type { NavLinks } from "./nav-links";
import { TopBar, type TopBarSearch } from "./top-bar";

export interface SiteLayoutProps {
  children: ReactNode;
  profile?: SocialUrls;
  /** The author's links; none while they load (the server's pages always carry them). */
  navigation?: Navigation;
  search: TopBarSearch;
}

const NO_LINKS: NavLinks = [];

/** The frame of every public page: skip link, fixed top bar, main landmark, footer. */
export function SiteLayout({ children, profile, navigation, search }: SiteLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:text-primary focus:shadow"
      >
        Skip to content
      </a>
      {/* The bar owns the search dialog and its Ctrl/Cmd+K shortcut. */}
      <TopBar search={search} links={navigation?.topBar ?? NO_LINKS} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter profile={profile} links={navigation?.footer ?? NO_LINKS} />
    </div>
  );
}

interface FooterProps {
  profile?: SocialUrls;
  links: NavLinks;
}

// The footer (social links, their marks and tooltips) is below the fold on every page: its code
// waits until the reader nears it instead of riding on each first load.
const Footer = lazy(() => import("./footer").then((m) => ({ default: m.Footer })));

/**
 * The server draws the footer with the page; the browser keeps that markup, links working, and
 * hydrates it once the reader scrolls near it (at once on a page shorter than the screen).
 */
function SiteFooter({ profile, links }: FooterProps) {
  const [anchor, near] = useNearViewport<HTMLDivElement>();
  const gate = useHydrationGate(near);
  const drawn = useDrawnByServer();
  return <div ref={anchor}>{(drawn || near) && <GatedFooter gate={gate} profile={profile} links={links} />}</div>;
}

// Memoized: a re-render of the layout must not reach the boundary still waiting behind its gate.
const GatedFooter = memo(function GatedFooter({ gate, profile, links }: FooterProps & { gate: Gate }) {
  return (
    <Suspense fallback={null}>
      <HydrationGate gate={gate}>
        <Footer profile={profile} links={links} />
      </HydrationGate>
    </Suspense>
  );
});
