import { MenuIcon } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { NavLinks } from "./nav-links";

// The dialog code is fetched when a reader reaches for the menu, not on every page load:
// most readers never open it, and the page budget is tight.
const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));

/** The small-screen navigation: a panel that slides in from the right. */
export function MobileMenu({ links, onSearch }: { links: NavLinks; onSearch: () => void }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onTouchStart={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-md text-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:hidden"
      >
        <MenuIcon size={20} />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuPanel links={links} open={open} onOpenChange={setOpen} onSearch={onSearch} returnFocusRef={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
