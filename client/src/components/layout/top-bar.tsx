import { SearchIcon } from "lucide-react";
import { useCallback, useRef, useState, type ComponentType, type RefObject } from "react";
import { TOP_BAR_HIDE_AFTER_PX, TOP_BAR_SHOW_WITHIN_PX } from "@shared/constants";
import { useEarlyInputRegion } from "@/lib/early-input";
import { cn } from "@/lib/utils";
import { Brand } from "./brand";
import { MobileMenu } from "./mobile-menu";
import { NavLinkItems } from "./nav-link-items";
import type { NavLinks } from "./nav-links";
import { useHideOnScroll } from "./use-hide-on-scroll";
import { useSearchShortcut } from "./use-search-shortcut";

const TOP_BAR_HEIGHT_CLASS = "h-16";

export interface SearchDialogSlotProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The search button: the opener may have been in the mobile menu, gone by the time it closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The site's search as the bar uses it. The search feature is composed in app/, so this layout
 * piece knows only a dialog to open and a way to fetch its code before it is needed.
 */
export interface TopBarSearch {
  Dialog: ComponentType<SearchDialogSlotProps>;
  preload: () => void;
}

export function TopBar({ search, links }: { search: TopBarSearch; links: NavLinks }) {
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  useSearchShortcut(openSearch);
  const visible = useHideOnScroll({ hideAfterPx: TOP_BAR_HIDE_AFTER_PX, showWithinPx: TOP_BAR_SHOW_WITHIN_PX });
  // The search and menu buttons, pressed before the app started, act once the bar has hydrated.
  const earlyInputRegion = useEarlyInputRegion<HTMLElement>();

  return (
    <header
      {...earlyInputRegion}
      data-visible={visible}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b border-border/70 bg-card/90 backdrop-blur transition-transform duration-300 motion-reduce:transition-none",
        // A keyboard user tabbing into a hidden bar must still see where focus went.
        visible ? "translate-y-0" : "-translate-y-full focus-within:translate-y-0",
      )}
    >
      <div className={cn("mx-auto flex max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8", TOP_BAR_HEIGHT_CLASS)}>
        <Brand />
        <div className="flex items-center gap-1">
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-1">
              <NavLinkItems
                links={links}
                linkClassName={(active) =>
                  cn(
                    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
                    "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    active ? "bg-accent text-primary" : "text-body hover:bg-muted hover:text-primary",
                  )
                }
              />
            </ul>
          </nav>
          <button
            ref={searchButtonRef}
            type="button"
            aria-label="Search"
            aria-haspopup="dialog"
            aria-keyshortcuts="Control+K Meta+K"
            onPointerEnter={search.preload}
            onTouchStart={search.preload}
            onFocus={search.preload}
            onClick={openSearch}
            className="inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-md text-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <SearchIcon size={20} />
          </button>
          <MobileMenu links={links} onSearch={openSearch} />
        </div>
      </div>
      <search.Dialog open={searchOpen} onOpenChange={setSearchOpen} returnFocusRef={searchButtonRef} />
    </header>
  );
}
