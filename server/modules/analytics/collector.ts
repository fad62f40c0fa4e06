import { ANALYTICS, READER_PAGES, answerEngineOf, type KnownCrawler, type AnswerEngine, isAutomatedAgent, normalizeHost } from "../../../shared/analytics";
import { matchPage } from "../../../shared/routes";
import type { AnalyticsEvent, CollectInput } from "../../../shared/types";
import type { Clock } from "../../lib/clock";
import { ValidationError } from "../../lib/errors";
import type { AnalyticsRepository } from "../../store/repositories/analytics.repository";
import type { PostsRepository } from "../../store/repositories/posts.repository";
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

/** Searches told apart by their words, not their case or spacing. */
export const searchKey = (query: string) => query.trim().replace(/\s+/g, " ").toLowerCase().slice(0, ANALYTICS.maxQueryLength);

interface Dependencies {
  analytics: AnalyticsRepository;
  visitorKeys: VisitorKeys;
  posts: Pick<PostsRepository, "titlesBySlug">;
  clock: Clock;
}

/** Folds what readers' beacons and the server's own requests report into the day's counters. */
export function createCollector({ analytics, visitorKeys, posts, clock }: Dependencies) {
  /**
   * The page as it is counted: a public page of this site. A reader can follow a stale link to an
   * article that is gone or not yet published; that page exists as the site's "Article Not Found",
   * so its beacon is accepted and not counted, and a draft answers exactly like a missing post.
   */
  async function countedPage(path: string): Promise<{ path: string; isArticle: boolean; isReadable: boolean }> {
    const page = matchPage(path);
    if (!page || !READER_PAGES.has(page.name)) throw notAPage();
    const isArticle = page.name === "article";
    const isReadable = !isArticle || (await posts.titlesBySlug([page.params.slug]))[0]?.isPublished === true;
    return { path: path.length > 1 ? path.replace(/\/$/, "") : path, isArticle, isReadable };
  }

  async function recordEvent(day: string, visitor: string, path: string, event: AnalyticsEvent, ownHosts: string[]): Promise<void> {
    switch (event.type) {
      case "pageview": {
        await analytics.add(day, "site", "*", { count: 1 });
        await analytics.add(day, "page", path, { count: 1 });
        if (await analytics.firstSighting(day, visitor)) await analytics.add(day, "site", "*", { visitors: 1 });
        if (await analytics.firstSighting(day, `${visitor}|${path}`)) await analytics.add(day, "page", path, { visitors: 1 });
        const referrer = event.referrer && !ownHosts.includes(normalizeHost(event.referrer)) ? normalizeHost(event.referrer) : null;
        // Assistants often open links without a referrer but tag them (utm_source=chatgpt.com).
        const origin = referrer ?? answerEngineOf(event.source)?.hosts[0] ?? null;
        if (origin) await analytics.add(day, "referrer", origin, { count: 1 });
        if (event.source) await analytics.add(day, "campaign", event.source, { count: 1 });
        return;
      }
      case "depth":
        // Each mark counts once per reader and day, so rereading or replaying cannot raise the average.
        if (await analytics.firstSighting(day, `${visitor}|${path}|${event.percent}`)) await analytics.add(day, "page", path, { depthMarks: 1 });
        return;
      case "search":
        await analytics.add(day, "search", searchKey(event.query), { count: 1, zeroResults: event.results === 0 ? 1 : 0 });
        return;
      case "tag":
        await analytics.add(day, "tag", event.tag.toLowerCase(), { count: 1 });
        return;
      case "share":
        await analytics.add(day, "share", event.network, { count: 1 });
    }
  }

  return {
    /** One beacon. Programs and the author are not readers: their beacons are checked, accepted and not counted. */
    async collect(input: CollectInput, client: Client): Promise<{ counted: boolean }> {
      const page = await countedPage(input.path);
      if (!page.isArticle && input.events.some((event) => event.type === "depth")) {
        throw new ValidationError("Read depth is measured on articles only", [{ path: "body.events", message: "Read depth is measured on articles only" }]);
      }
      if (!page.isReadable || client.isAuthor || isAutomatedAgent(client.userAgent)) return { counted: false };
      const now = clock.now();
      const day = dayOf(now);
      const visitor = await visitorKeys.keyFor(now, { address: client.address, userAgent: client.userAgent ?? "" });
      for (const event of input.events) await recordEvent(day, visitor, page.path, event, client.ownHosts);
      return { counted: true };
    },

    /** A page or crawler file the server sent to a known crawler, or to a reader an answer engine sent. */
    async served(path: string, from: { crawler: KnownCrawler } | { answerEngine: AnswerEngine }): Promise<void> {
      const day = dayOf(clock.now());
      if ("crawler" in from) {
        await analytics.add(day, "crawler", from.crawler.name, { count: 1 });
        // Per page, all crawlers together: per crawler and page would multiply a busy day's record by the number of crawlers.
        await analytics.add(day, "crawledPage", path, { count: 1 });
      } else {
        await analytics.add(day, "answerEngine", `${from.answerEngine.name} ${path}`, { count: 1 });
      }
    },
  };
}

export type Collector = ReturnType<typeof createCollector>;
