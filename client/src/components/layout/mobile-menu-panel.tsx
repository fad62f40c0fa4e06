import { SearchIcon } from "lucide-react";
import type { RefObject } from "react";
import { cn } from "@/lib/utils";
import { Brand } from "./brand";
import { NavLinkItems } from "./nav-link-items";
import type { NavLinks } from "./nav-links";
import { Dialog, DialogCloseButton, DialogContent, DialogTitle } from "@/components/ui/dialog";

const itemClass =
  "flex w-full items-center gap-3 rounded-lg px-4 py-3 text-base font-medium transition-colors " +
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export interface MobileMenuPanelProps {
  /** The top bar's links: on a small screen they live here. */
  links: NavLinks;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSearch: () => void;
  /** The menu button lives outside this lazily loaded chunk, so focus is handed back by hand. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
}

export function MobileMenuPanel({ links, open, onOpenChange, onSearch, returnFocusRef }: MobileMenuPanelProps) {
  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        variant="sheet"
        aria-describedby={undefined}
        returnFocusRef={returnFocusRef}
        className="flex w-72 max-w-[85vw] flex-col gap-6 p-6"
      >
        <div className="flex items-center justify-between">
          <Brand onNavigate={close} />
          <DialogCloseButton label="Close menu" />
        </div>
        <DialogTitle className="sr-only">Menu</DialogTitle>
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            <NavLinkItems
              links={links}
              onNavigate={close}
              linkClassName={(active) => cn(itemClass, active ? "bg-accent text-primary" : "text-body hover:bg-muted")}
            />
            <li>
              <button
                type="button"
                onClick={() => {
                  close();
                  onSearch();
                }}
                className={cn(itemClass, "cursor-pointer text-body hover:bg-muted")}
              >
                <SearchIcon size={18} />
                Search
              </button>
            </li>
          </ul>
        </nav>
      </DialogContent>
    </Dialog>
  );
}
