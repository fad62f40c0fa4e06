import { useState } from "react";
import { cn } from "@/lib/utils";
import type { NetworkCard } from "../lib/network-cards";

const ASPECT_CLASS = { "1.91:1": "aspect-[1.91/1]", "2:1": "aspect-[2/1]" } as const;

function CardImage({ card, className }: { card: NetworkCard; className?: string }) {
  const [failed, setFailed] = useState(false);
  const frame = cn("w-full bg-muted-strong", ASPECT_CLASS[card.aspect], className);
  if (!card.image || failed) {
    return (
      <div className={cn(frame, "flex items-center justify-center p-4 text-center text-sm text-body")}>
        {card.image ? "The share image could not be loaded" : "No share image"}
      </div>
    );
  }
  // The key resets the failure flag when another page's image arrives.
  return (
    <img
      key={card.image}
      src={card.image}
      alt={`Share image for ${card.title ?? "this page"}`}
      onError={() => setFailed(true)}
      className={cn(frame, "object-cover")}
    />
  );
}

const missing = (text: string | null, fallback: string) => text ?? <span className="italic text-subtle">{fallback}</span>;

/** Facebook: picture on top, then a grey strip with the domain in capitals, the title and one line of description. */
function FacebookCard({ card }: { card: NetworkCard }) {
  return (
    <div className="overflow-hidden rounded-md border border-input bg-card">
      <CardImage card={card} />
      <div className="space-y-0.5 bg-[#f0f2f5] px-3 py-2">
        <p className="truncate text-xs uppercase text-[#606770]">{card.domain}</p>
        <p className="line-clamp-2 font-semibold leading-snug text-[#1d2129]">{missing(card.title, "No title")}</p>
        <p className="line-clamp-1 text-sm text-[#606770]">{missing(card.description, "No description")}</p>
      </div>
    </div>
  );
}

/** LinkedIn: picture, then the title over two lines and the domain; no description. */
function LinkedInCard({ card }: { card: NetworkCard }) {
  return (
    <div className="overflow-hidden rounded-lg border border-input bg-card">
      <CardImage card={card} />
      <div className="space-y-1 px-3 py-2">
        <p className="line-clamp-2 text-sm font-semibold leading-snug text-foreground">{missing(card.title, "No title")}</p>
        <p className="truncate text-xs text-muted-foreground">{card.domain}</p>
      </div>
    </div>
  );
}

/** X: a rounded 2:1 picture with the title laid over it, and "From domain" below. */
function XCard({ card }: { card: NetworkCard }) {
  return (
    <div className="space-y-1">
      <div className="relative overflow-hidden rounded-2xl border border-input">
        <CardImage card={card} />
        <p className="absolute bottom-2 left-2 right-2 truncate rounded bg-black/70 px-2 py-0.5 text-xs text-white">
          {card.title ?? "No title"}
        </p>
      </div>
      <p className="text-xs text-muted-foreground">From {card.domain}</p>
    </div>
  );
}

const VIEWS = { facebook: FacebookCard, linkedin: LinkedInCard, x: XCard } as const;

export function NetworkCardView({ card }: { card: NetworkCard }) {
  const View = VIEWS[card.network];
  return (
    <figure className="space-y-2" aria-label={`${card.name} card`}>
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="font-semibold text-foreground">{card.name}</span>
        <span className="text-xs text-muted-foreground">image {card.aspect}</span>
      </figcaption>
      <View card={card} />
    </figure>
  );
}
