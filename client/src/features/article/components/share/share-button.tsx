import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { ShareContent } from "../../lib/share/share-links";

// The panel's code arrives when a reader shows interest (hover, focus) or, at the latest, on click.
const loadPanel = () => import("./share-panel");
const SharePanel = lazy(loadPanel);
const preloadPanel = () => void loadPanel();

/** The 'Share' button beside the author box, and the panel it opens. */
export function ShareButton(content: ShareContent) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div ref={containerRef} className="relative shrink-0">
      <Button
        ref={buttonRef}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        <svg
          width={16}
          height={16}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="m8.59 13.51 6.83 3.98M15.41 6.51l-6.82 3.98" />
        </svg>
        Share
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SharePanel id={panelId} content={content} containerRef={containerRef} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
