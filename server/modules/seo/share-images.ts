import { fixedShareCards, postSection, TAG_CARD_CATEGORY } from "../../../shared/page-meta";
import type { LimitCheck } from "../../middleware/rate-limit";
import type { StoredFiles } from "../../store/files/stored-files";
import type { DocumentStore } from "../../store/types";
import type { PostsService } from "../posts";
import { type OgCard, ogCard, type OgImage, ogImageFrom, type OgImageRenderer } from "./og-image";
import type { RenderQueue } from "./render-queue";

// Another process may publish a post: its card becomes known here within this long at most.
const KNOWN_CARDS_MAX_AGE_MS = 30_000;
const ALL_PUBLISHED = 100_000;

const cardText = (title: string, category: string) => `${title}\u0000${category}`;

/**
 * The share cards this site's own pages point to, as the query strings carry them: the fixed
 * pages', each published post's, each tag's. Anything else is text someone made up.
 */
export function createKnownCards({ posts, store }: { posts: Pick<PostsService, "list" | "tags">; store: Pick<DocumentStore, "onChange"> }) {
  let known: Promise<Set<string>> | null = null;
  let readAt = 0;
  store.onChange((collection) => {
    if (collection === "posts") known = null;
  });

  async function read(): Promise<Set<string>> {
    const [{ items }, tags] = await Promise.all([posts.list({ limit: ALL_PUBLISHED, offset: 0 }), posts.tags()]);
    const cards = new Set<string>([cardText("", ""), ...fixedShareCards().map(([title, category]) => cardText(title, category))]);
    for (const post of items) cards.add(cardText(post.title, postSection(post)));
    for (const tag of tags) cards.add(cardText(tag.name, TAG_CARD_CATEGORY));
    return cards;
  }

  return async (title: string, category: string): Promise<boolean> => {
    if (!known || Date.now() - readAt > KNOWN_CARDS_MAX_AGE_MS) {
      readAt = Date.now();
      known = read().catch((error: unknown) => {
        known = null;
        throw error;
      });
    }
    return (await known).has(cardText(title, category));
  };
}

export type KnownCards = ReturnType<typeof createKnownCards>;

interface Dependencies {
  renderer: OgImageRenderer;
  /** Where the cards of the site's own pages are kept once drawn: every process reads the same ones. */
  files: () => StoredFiles;
  known: KnownCards;
  /** The per-client limit on cards drawn for made-up text. */
  limit: LimitCheck;
  queue: RenderQueue;
}

/**
 * Share images for `/api/og-image?title=&category=`. The cards of the site's own pages are drawn
 * once, stored, and served from the store, never waiting behind anyone; a card for any other text
 * is drawn on demand, counted against the client's limit and drawn one at a time through the
 * queue, which refuses (503) once it is full rather than letting a flood hold the server.
 */
export function createShareImages({ renderer, files, known, limit, queue }: Dependencies) {
  const drawing = new Map<string, Promise<OgImage>>();
  const storedName = (card: OgCard) => `og-${card.key}.png`;

  /** One drawing per card at a time, however many ask for it together. */
  function once(card: OgCard, make: () => Promise<OgImage>): Promise<OgImage> {
    let pending = drawing.get(card.key);
    if (!pending) {
      pending = make().finally(() => drawing.delete(card.key));
      drawing.set(card.key, pending);
    }
    return pending;
  }

  async function stored(card: OgCard): Promise<OgImage> {
    const name = storedName(card);
    const kept = await files().read(name);
    if (kept) return renderer.remember(card, ogImageFrom(kept));
    const image = await renderer.draw(card);
    await files().save(name, image.png);
    return renderer.remember(card, image);
  }

  return {
    /** `address` is the client's, for its limit. */
    async image(title = "", category = "", address?: string): Promise<OgImage> {
      const card = ogCard(title, category);
      const cached = renderer.cached(card);
      if (cached) return cached;
      if (await known(title, category)) return once(card, () => stored(card));
      await limit(address);
      return once(card, async () => renderer.rememberMadeUp(card, await queue.run(() => renderer.draw(card))));
    },

    /** The name a site page's card is stored under, for tests and tools. */
    storedName: (title = "", category = "") => storedName(ogCard(title, category)),
  };
}

export type ShareImages = ReturnType<typeof createShareImages>;
