import { LinkIcon, MailIcon, MessageCircleIcon, ShareIcon, XIcon } from "lucide-react";
import { LinkedInIcon } from "@/components/ui/brand-icons";
import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { FacebookIcon, XLogoIcon } from "@/components/ui/network-icons";
import { track } from "@/lib/track";
import { cn } from "@/lib/utils";
import { copyLink } from "../../lib/share/copy-link";
import { canShareWithDevice, shareWithDevice } from "../../lib/share/device-share";
import { openShareWindow } from "../../lib/share/open-share-window";
import { emailShareUrl, networkShareUrl, type NetworkId, type ShareContent } from "../../lib/share/share-links";

export interface SharePanelProps {
  id: string;
  content: ShareContent;
  /** The Share button and this panel: a click anywhere else closes the panel. */
  containerRef: RefObject<HTMLElement | null>;
  /** `restoreFocus` is false for an outside click, which must not pull focus from where it went. */
  onClose: (restoreFocus: boolean) => void;
}

const NETWORKS: { id: NetworkId; name: string; icon: ReactNode }[] = [
  { id: "x", name: "X", icon: <XLogoIcon size={18} /> },
  { id: "facebook", name: "Facebook", icon: <FacebookIcon size={18} /> },
  { id: "linkedin", name: "LinkedIn", icon: <LinkedInIcon size={18} /> },
  { id: "whatsapp", name: "WhatsApp", icon: <MessageCircleIcon size={18} /> },
];

const optionClass = cn(
  "flex w-full cursor-pointer items-center gap-2.5 rounded-lg border border-border px-3 py-2.5 text-left text-sm font-medium text-emphasis",
  "transition-colors hover:border-primary/30 hover:bg-accent hover:text-primary",
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
);

/** 'Share this article': a non-modal panel under the Share button (spec section 2, Share menu). */
export function SharePanel({ id, content, containerRef, onClose }: SharePanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const deviceShare = canShareWithDevice();
  /** Every way of sharing counts as a share click for the author's analytics, then closes the panel. */
  const shared = (network: string) => {
    track({ name: "share", params: { network } });
    onClose(true);
  };

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>("[data-share-option]")?.focus();
  }, []);

  useEffect(() => {
    const inside = (target: EventTarget | null) => target instanceof Node && Boolean(containerRef.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) onClose(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose(true);
    };
    // Tabbing on past the panel closes it too; focus leaving the window (a share popup) does not.
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) onClose(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [containerRef, onClose]);

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      className="absolute left-0 top-full z-30 mt-2 w-72 rounded-xl border border-border bg-card p-4 shadow-xl sm:left-auto sm:right-0"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={titleId} className="font-serif text-lg font-bold text-primary">
          Share this article
        </h2>
        <button
          type="button"
          aria-label="Close share menu"
          onClick={() => onClose(true)}
          className="inline-flex h-8 w-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <XIcon size={18} />
        </button>
      </div>
      <ul className="grid grid-cols-2 gap-2">
        {deviceShare && (
          <li className="col-span-2">
            <button
              type="button"
              data-share-option
              className={optionClass}
              onClick={() => {
                void shareWithDevice(content);
                shared("device");
              }}
            >
              <ShareIcon size={18} />
              Share via device
            </button>
          </li>
        )}
        {NETWORKS.map((network) => (
          <li key={network.id}>
            <button
              type="button"
              data-share-option
              aria-label={`Share on ${network.name}`}
              className={optionClass}
              onClick={() => {
                openShareWindow(networkShareUrl(network.id, content));
                shared(network.id);
              }}
            >
              {network.icon}
              {network.name}
            </button>
          </li>
        ))}
        <li>
          <a
            href={emailShareUrl(content)}
            data-share-option
            aria-label="Share by e-mail"
            className={optionClass}
            onClick={() => shared("email")}
          >
            <MailIcon size={18} />
            E-mail
          </a>
        </li>
        <li>
          <button
            type="button"
            data-share-option
            className={optionClass}
            onClick={() => {
              void copyLink(content.url);
              shared("copy-link");
            }}
          >
            <LinkIcon size={18} />
            Copy link
          </button>
        </li>
      </ul>
    </div>
  );
}

export default SharePanel;
