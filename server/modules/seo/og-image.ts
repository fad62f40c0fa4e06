import { createHash } from "node:crypto";
import { SITE_TAGLINE } from "../../../shared/constants";
import type { MemoryBudget } from "../../lib/memory-budget";
import type { LayoutThread } from "./og-layout-thread";

const TITLE_MAX = 140;
const CATEGORY_MAX = 40;
// Part of every stored card's name: a change to the drawing gives every card a new name.
const DESIGN_VERSION = "2";

/**
 * sharp (libvips) loads on the first card drawn, so a server that is never asked for one never
 * carries it. It rasterises the card's SVG on libuv's thread pool, off the event loop, and frees the
 * pixels when done (resvg-js kept about 3 MB of native memory per card until a garbage collection
 * that V8, unaware of it, rarely ran: 500 cards grew the process by 170 MB).
 */
let rasteriser: Promise<typeof import("sharp").default> | null = null;
const loadRasteriser = () =>
  (rasteriser ??= import("sharp").then((sharp) => {
    // libvips would otherwise keep recent operations (up to 50 MB) for inputs that never repeat.
    sharp.default.cache(false);
    return sharp.default;
  }));

/** Cuts at a word boundary and marks the cut, so a long title never spills off the card. */
function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

export interface OgImage {
  png: Buffer;
  etag: string;
}

/** What a card shows, once cut to fit, and the name it is kept under. */
export interface OgCard {
  title: string;
  category: string;
  /** A hash of what the card shows: the same text always has the same key. */
  key: string;
}

export function ogCard(rawTitle = "", rawCategory = ""): OgCard {
  const title = shorten(rawTitle, TITLE_MAX) || SITE_TAGLINE;
  const category = shorten(rawCategory, CATEGORY_MAX);
  const key = createHash("sha256").update(`${DESIGN_VERSION}\u0000${title}\u0000${category}`).digest("hex").slice(0, 32);
  return { title, category, key };
}

export const ogImageFrom = (png: Buffer): OgImage => ({ png, etag: `"${createHash("sha1").update(png).digest("base64url")}"` });

// The budget is shared with the response cache: each keeps to its own keys.
const MEMORY_KEY_PREFIX = "share card ";
// Cards for made-up text keep to this share of the budget, so a flood of them cannot push out the
// pages and cards readers keep asking for: about 45 cards of 85 KB in the default 32 MB.
const MADE_UP_SHARE = 1 / 8;

/**
 * Draws share cards (tens of milliseconds of CPU each) and keeps recent ones in memory, where they
 * count against the server's one byte budget, so a repeat costs a map lookup.
 */
export function createOgImageRenderer(memory: MemoryBudget, layoutThread: LayoutThread) {
  const keyOf = (card: OgCard) => MEMORY_KEY_PREFIX + card.key;
  const sizeOf = (card: OgCard, image: OgImage) => image.png.length + keyOf(card).length;
  // Made-up cards in memory, oldest first. One the budget evicted on its own is still counted here
  // until it is the oldest, which only makes the share smaller for a while.
  const madeUp = new Map<string, number>();
  const madeUpLimit = memory.maxBytes * MADE_UP_SHARE;
  let madeUpBytes = 0;

  return {
    cached: (card: OgCard) => memory.get(keyOf(card)) as OgImage | undefined,

    /** Keeps a card of the site's own pages. */
    remember(card: OgCard, image: OgImage): OgImage {
      memory.set(keyOf(card), image, sizeOf(card, image));
      return image;
    },

    /** Keeps a card for made-up text within its share, letting the oldest such cards go first. */
    rememberMadeUp(card: OgCard, image: OgImage): OgImage {
      const key = keyOf(card);
      const bytes = sizeOf(card, image);
      if (madeUp.has(key) || !memory.set(key, image, bytes)) return image;
      madeUp.set(key, bytes);
      madeUpBytes += bytes;
      for (const [oldest, oldestBytes] of madeUp) {
        if (madeUpBytes <= madeUpLimit) break;
        madeUp.delete(oldest);
        madeUpBytes -= oldestBytes;
        memory.delete(oldest);
      }
      return image;
    },

    async draw(card: OgCard): Promise<OgImage> {
      const [svg, sharp] = await Promise.all([layoutThread.layout(card.title, card.category), loadRasteriser()]);
      return ogImageFrom(await sharp(Buffer.from(svg)).png().toBuffer());
    },
  };
}

export type OgImageRenderer = ReturnType<typeof createOgImageRenderer>;
