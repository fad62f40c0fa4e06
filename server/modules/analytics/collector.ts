import {
  ANALYTICS,
  answerEngineOf,
  type KnownCrawler,
  type AnswerEngine,
  isAutomatedAgent,
  normalizeHost,
} from "../../../shared/analytics";
import type { AnalyticsEvent, CollectInput } from "../../../shared/types";
import type { Clock } from "../../lib/clock";
import { ValidationError } from "../../lib/errors";
import type { AnalyticsRepository } from "../../store/repositories/analytics.repository";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { AnalyticsKind } from "../../store/repositories/analytics.record";
import { createDailyKeyCap } from "./daily-key-cap";
import { campaignKey, referrerKey, searchKey } from "./event-keys";
import { createKnownPages, type ReaderPage } from "./known-pages";
import { dayOf, type VisitorKeys } from "./visitor-keys";

export interface Client {
  address: string;
  userAgent: string | undefined;
  /** The hosts this site answers on: a referrer from one of them is a reader moving within the blog. */
  ownHosts: string[];
  /** The signed-in author reading their own blog is not a reader. */
  isAuthor: boolean;
}

const notAPage = () => new ValidationError("Not a page of this site", [{ path: "body.path", message: "Not a page of this site" }]);

interface Dependencies {
  analytics: AnalyticsRepository;
  visitorKeys: VisitorKeys;
  posts: Pick<PostsRepository, "titlesBySlug" | "listPublished" | "findPage">;
  clock: Clock;
  /** Distinct keys of a kind a day counts by name (ANALYTICS_KEYS_PER_DAY). */
  keysPerDay: number;
}

/**
 * Folds what readers' beacons and the server's own requests report into the day's counters. Only
 * what is real becomes a key (pages that exist, normalised and shortened free text), and each day
 * keeps at most `keysPerDay` keys of a kind: anonymous traffic cannot grow what is stored.
 */
export function createCollector({ analytics, visitorKeys, posts, clock, keysPerDay }: Dependencies) {
  const knownPages = createKnownPages({ posts });
  const keyFor = createDailyKeyCap({ analytics, keysPerDay });
  const count = async (day: string, kind: AnalyticsKind, key: string, counters: Parameters<AnalyticsRepository["add"]>[3]) =>
    analytics.add(day, kind, await keyFor(day, kind, key), counters);

  /**
   * The page as it is counted: a public page of this site. A reader can follow a stale link to an
   * article that is gone or not yet published; that page exists as the site's "Article Not Found",
   * so its beacon is accepted and not counted, and a draft answers exactly like a missing post.
   */
  async function countedPage(path: string): Promise<ReaderPage> {
    const page = await knownPages.readerPage(path);
    if (!page) throw notAPage();
    return page;
  }

  async function recordEvent(day: string, visitor: string, page: ReaderPage, event: AnalyticsEvent, ownHosts: string[]): Promise<void> {
    switch (event.type) {
      case "pageview": {
        await analytics.add(day, "site", "*", { count: 1 });
        // A made-up page (a tag no post carries) is a visit to the site, never a key of its own.
        const pageKey = page.exists ? await keyFor(day, "page", page.path) : null;
        if (pageKey) await analytics.add(day, "page", pageKey, { count: 1 });
        if (await analytics.firstSighting(day, visitor)) await analytics.add(day, "site", "*", { visitors: 1 });
        if (pageKey && (await analytics.firstSighting(day, `${visitor}|${page.path}`)))
          await analytics.add(day, "page", pageKey, { visitors: 1 });
        const referrer = event.referrer && !ownHosts.includes(normalizeHost(event.referrer)) ? referrerKey(event.referrer) : null;
        // Assistants often open links without a referrer but tag them (utm_source=chatgpt.com).
        const origin = referrer ?? answerEngineOf(event.source)?.hosts[0] ?? null;
        if (origin) await count(day, "referrer", origin, { count: 1 });
        if (event.source) await count(day, "campaign", campaignKey(event.source), { count: 1 });
        return;
      }
      case "depth":
        // Each mark counts once per reader and day, so rereading or replaying cannot raise the average.
        if (await analytics.firstSighting(day, `${visitor}|${page.path}|${event.percent}`))
          await count(day, "page", page.path, { depthMarks: 1 });
        return;
      case "search": {
        const query = searchKey(event.query);
        if (query) await count(day, "search", query, { count: 1, zeroResults: event.results === 0 ? 1 : 0 });
        return;
      }
      case "tag":
        // Only tags published posts carry are keys; a click on any other is still a click.
        await count(day, "tag", (await knownPages.tagExists(event.tag)) ? event.tag.trim().toLowerCase() : ANALYTICS.otherKey, {
          count: 1,
        });
        return;
      case "share":
        await count(day, "share", event.network, { count: 1 });
    }
  }

  return {
    /** One beacon. Programs and the author are not readers: their beacons are checked, accepted and not counted. */
    async collect(input: CollectInput, client: Client): Promise<{ counted: boolean }> {
      const page = await countedPage(input.path);
      if (!page.isArticle && input.events.some((event) => event.type === "depth")) {
        throw new ValidationError("Read depth is measured on articles only", [
          { path: "body.events", message: "Read depth is measured on articles only" },
        ]);
      }
      if ((page.isArticle && !page.exists) || client.isAuthor || isAutomatedAgent(client.userAgent)) return { counted: false };
      const now = clock.now();
      const day = dayOf(now);
      const visitor = await visitorKeys.keyFor(now, { address: client.address, userAgent: client.userAgent ?? "" });
      for (const event of input.events) await recordEvent(day, visitor, page, event, client.ownHosts);
      return { counted: true };
    },

    /** A page or crawler file the server sent to a known crawler, or to a reader an answer engine sent. */
    async served(path: string, from: { crawler: KnownCrawler } | { answerEngine: AnswerEngine }): Promise<void> {
      const day = dayOf(clock.now());
      // Anyone can call itself GPTBot and ask for made-up paths: those count, under "other".
      const counted = (await knownPages.servedPath(path)) ?? ANALYTICS.otherKey;
      if ("crawler" in from) {
        await count(day, "crawler", from.crawler.name, { count: 1 });
        // Per page, all crawlers together: per crawler and page would multiply a busy day's rows by the number of crawlers.
        await count(day, "crawledPage", counted, { count: 1 });
      } else {
        await count(day, "answerEngine", `${from.answerEngine.name} ${counted}`, { count: 1 });
      }
    },
  };
}

export type Collector = ReturnType<typeof createCollector>;
