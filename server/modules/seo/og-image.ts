import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { SITE_NAME, SITE_TAGLINE } from "../../../shared/constants";
import type { ByteBudgetLru } from "../../lib/byte-budget-lru";

const WIDTH = 1200;
const HEIGHT = 630;
const TITLE_MAX = 140;
const CATEGORY_MAX = 40;
// Part of every stored card's name: a change to the drawing gives every card a new name.
const DESIGN_VERSION = "2";

const require = createRequire(import.meta.url);
const font = (file: string) => readFileSync(require.resolve(`@fontsource/${file}`));

/**
 * The layout engine, the rasteriser and the fonts (which ship inside npm packages; satori reads
 * WOFF, not WOFF2) load on the first card drawn, so a server that is never asked for one never
 * carries them. satori lays the card out as SVG with its text as paths; sharp (libvips) turns
 * that into a PNG on libuv's thread pool, off the event loop, and frees the pixels when done
 * (resvg-js kept about 3 MB of native memory per card until a garbage collection that V8,
 * unaware of it, rarely ran: 500 cards grew the process by 170 MB).
 */
let engine: Promise<{ satori: typeof import("satori").default; sharp: typeof import("sharp").default; fonts: Parameters<typeof import("satori").default>[1]["fonts"] }> | null = null;
const loadEngine = () =>
  (engine ??= Promise.all([import("satori"), import("sharp")]).then(([satori, sharp]) => {
    // libvips would otherwise keep recent operations (up to 50 MB) for inputs that never repeat.
    sharp.default.cache(false);
    return {
      satori: satori.default,
      sharp: sharp.default,
      fonts: [
        { name: "Merriweather", data: font("merriweather/files/merriweather-latin-700-normal.woff"), weight: 700 as const, style: "normal" as const },
        { name: "Inter", data: font("inter/files/inter-latin-400-normal.woff"), weight: 400 as const, style: "normal" as const },
        { name: "Inter", data: font("inter/files/inter-latin-700-normal.woff"), weight: 700 as const, style: "normal" as const },
      ],
    };
  }));

/** Cuts at a word boundary and marks the cut, so a long title never spills off the card. */
function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

const titleSize = (title: string) => (title.length > 90 ? 44 : title.length > 50 ? 54 : 64);

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({ type, props: { style, children } });

function layout(title: string, category: string): Node {
  const furrows = Array.from({ length: 7 }, (_, index) =>
    h("div", { position: "absolute", left: 0, right: 0, bottom: index * 18, height: 7, borderRadius: 4, backgroundColor: `rgba(163, 201, 120, ${0.05 + index * 0.02})` }),
  );
  return h(
    "div",
    { width: WIDTH, height: HEIGHT, display: "flex", position: "relative", backgroundImage: "linear-gradient(135deg, #1d3a0c 0%, #2D5016 55%, #4A7C2A 100%)", fontFamily: "Inter", color: "#ffffff" },
    [
      ...furrows,
      h("div", { position: "absolute", top: 60, right: 80, width: 110, height: 110, borderRadius: 55, backgroundColor: "#f2c14e", opacity: 0.9 }),
      h("div", { position: "absolute", top: 0, left: 0, right: 0, bottom: 0, display: "flex", flexDirection: "column", justifyContent: "space-between", padding: "64px 80px 150px" }, [
        h("div", { display: "flex", alignItems: "center", gap: 16 }, [
          h("div", { display: "flex", fontSize: 30, fontWeight: 700, letterSpacing: 1 }, SITE_NAME),
          category
            ? h("div", { display: "flex", fontSize: 22, fontWeight: 700, padding: "6px 16px", borderRadius: 999, backgroundColor: "rgba(255,255,255,0.16)", border: "1px solid rgba(255,255,255,0.35)" }, category)
            : null,
        ].filter(Boolean)),
        h(
          "div",
          { display: "flex", fontFamily: "Merriweather", fontWeight: 700, fontSize: titleSize(title), lineHeight: 1.22, maxWidth: 960, maxHeight: 260, overflow: "hidden" },
          title,
        ),
      ]),
      h("div", { position: "absolute", left: 80, bottom: 56, display: "flex", fontSize: 24, color: "#e4efd8" }, SITE_TAGLINE),
    ],
  );
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
export function createOgImageRenderer(memory: ByteBudgetLru<unknown>) {
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
      const { satori, sharp, fonts } = await loadEngine();
      const svg = await satori(layout(card.title, card.category) as unknown as Parameters<typeof satori>[0], { width: WIDTH, height: HEIGHT, fonts });
      return ogImageFrom(await sharp(Buffer.from(svg)).png().toBuffer());
    },
  };
}

export type OgImageRenderer = ReturnType<typeof createOgImageRenderer>;
