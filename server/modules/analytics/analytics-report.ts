import { ANALYTICS, ANSWER_ENGINES, KNOWN_CRAWLERS, answerEngineOf, type AnalyticsRange } from "../../../shared/analytics";
import type { AiTraffic, AnalyticsReport } from "../../../shared/types";
import type { Clock } from "../../lib/clock";
import type { AnalyticsRepository, DailyCount } from "../../store/repositories/analytics.repository";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { SubscribersRepository } from "../../store/repositories/subscribers.repository";
import { dayOf } from "./visitor-keys";

const DAY_MS = 24 * 60 * 60 * 1000;
const ARTICLE_PATH = /^\/blog\/([^/]+)$/;

/** The range's days, oldest first, ending today (UTC). */
export function daysEndingAt(now: Date, days: number): string[] {
  return Array.from({ length: days }, (_, index) => dayOf(new Date(now.getTime() - (days - 1 - index) * DAY_MS)));
}

/** Sums one counter per key, biggest first, the top `limit`. */
function totalsByKey(records: DailyCount[], keyOf: (record: DailyCount) => string = (record) => record.key, limit: number = ANALYTICS.listLength) {
  const totals = new Map<string, number>();
  for (const record of records) totals.set(keyOf(record), (totals.get(keyOf(record)) ?? 0) + record.count);
  return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit);
}

const crawlerInfo = (name: string) => KNOWN_CRAWLERS.find((crawler) => crawler.name === name) ?? { name, owner: "", purpose: "search" as const };
const engineOfKey = (key: string) => key.slice(0, key.indexOf(" "));

interface Dependencies {
  analytics: AnalyticsRepository;
  posts: Pick<PostsRepository, "titlesBySlug">;
  subscribers: Pick<SubscribersRepository, "changesBetween" | "count">;
  clock: Clock;
}

/** Reads the daily counters back as the Analytics tab and the SEO dashboard show them: every figure a sum of what was recorded. */
export function createAnalyticsReports({ analytics, posts, subscribers, clock }: Dependencies) {
  function crawlerHits(records: DailyCount[]) {
    return totalsByKey(records.filter((record) => record.kind === "crawler"), undefined, KNOWN_CRAWLERS.length).map(([bot, hits]) => {
      const { owner, purpose } = crawlerInfo(bot);
      return { bot, owner, purpose, hits };
    });
  }

  async function topPosts(pages: DailyCount[]): Promise<AnalyticsReport["topPosts"]> {
    const byPath = new Map<string, { pageViews: number; visitors: number; depthMarks: number }>();
    for (const record of pages) {
      if (!ARTICLE_PATH.test(record.key)) continue;
      const sums = byPath.get(record.key) ?? { pageViews: 0, visitors: 0, depthMarks: 0 };
      sums.pageViews += record.count;
      sums.visitors += record.visitors;
      sums.depthMarks += record.depthMarks;
      byPath.set(record.key, sums);
    }
    const top = [...byPath].sort((a, b) => b[1].pageViews - a[1].pageViews || a[0].localeCompare(b[0])).slice(0, ANALYTICS.listLength);
    const slugs = top.map(([path]) => decodeURIComponent(ARTICLE_PATH.exec(path)![1]));
    const titles = new Map((await posts.titlesBySlug(slugs)).map((post) => [post.slug, post.title]));
    return top.map(([path, sums], index) => ({
      path,
      slug: slugs[index],
      title: titles.get(slugs[index]) ?? slugs[index],
      pageViews: sums.pageViews,
      visitors: sums.visitors,
      // Each mark is a quarter of the body reached by one of the day's readers.
      averageReadDepth: sums.visitors === 0 ? 0 : Math.min(100, Math.round((25 * sums.depthMarks) / sums.visitors)),
    }));
  }

  async function newsletterGrowth(days: string[], now: Date): Promise<AnalyticsReport["newsletter"]> {
    const from = new Date(`${days[0]}T00:00:00.000Z`);
    const [changes, total] = await Promise.all([subscribers.changesBetween(from, now), subscribers.count()]);
    const daily = new Map(days.map((day) => [day, { day, subscribed: 0, unsubscribed: 0 }]));
    for (const change of changes) {
      const entry = daily.get(dayOf(change.at));
      if (entry) entry[change.kind] += 1;
    }
    const entries = [...daily.values()];
    const gained = entries.reduce((sum, entry) => sum + entry.subscribed - entry.unsubscribed, 0);
    return { total, gained, daily: entries };
  }

  return {
    async report(range: AnalyticsRange): Promise<AnalyticsReport> {
      const now = clock.now();
      const days = daysEndingAt(now, range);
      const from = days[0];
      const to = days[days.length - 1];
      const records = await analytics.between(["site", "page", "referrer", "campaign", "search", "tag", "share", "crawler"], from, to);
      const ofKind = (kind: DailyCount["kind"]) => records.filter((record) => record.kind === kind);

      const daily = new Map(days.map((day) => [day, { day, visitors: 0, pageViews: 0 }]));
      for (const record of ofKind("site")) {
        const entry = daily.get(record.day);
        if (!entry) continue;
        entry.pageViews += record.count;
        entry.visitors += record.visitors;
      }
      const dailyEntries = [...daily.values()];

      const referrals = ofKind("referrer");
      const engineVisits = totalsByKey(referrals, (record) => answerEngineOf(record.key)?.name ?? "", ANSWER_ENGINES.length + 1).filter(([engine]) => engine !== "");
      const searches = ofKind("search");

      return {
        days: range,
        from,
        to,
        totals: {
          visitors: dailyEntries.reduce((sum, entry) => sum + entry.visitors, 0),
          pageViews: dailyEntries.reduce((sum, entry) => sum + entry.pageViews, 0),
          searches: searches.reduce((sum, record) => sum + record.count, 0),
        },
        daily: dailyEntries,
        topPosts: await topPosts(ofKind("page")),
        referrers: totalsByKey(referrals.filter((record) => !answerEngineOf(record.key))).map(([host, visits]) => ({ host, visits })),
        answerEngines: engineVisits.map(([engine, visits]) => ({ engine, visits, hosts: [...(ANSWER_ENGINES.find((known) => known.name === engine)?.hosts ?? [])] })),
        campaigns: totalsByKey(ofKind("campaign")).map(([source, visits]) => ({ source, visits })),
        crawlers: crawlerHits(records),
        zeroResultSearches: totalsByKey(
          searches.filter((record) => record.zeroResults > 0).map((record) => ({ ...record, count: record.zeroResults })),
        ).map(([query, count]) => ({ query, count })),
        popularTags: totalsByKey(ofKind("tag")).map(([tag, clicks]) => ({ tag, clicks })),
        shares: totalsByKey(ofKind("share")).map(([network, clicks]) => ({ network, clicks })),
        newsletter: await newsletterGrowth(days, now),
      };
    },

    /** The server's own counts, for the SEO & GEO dashboard. */
    async aiTraffic(range: number): Promise<AiTraffic> {
      const days = daysEndingAt(clock.now(), range);
      const records = await analytics.between(["crawler", "crawledPage", "answerEngine"], days[0], days[days.length - 1]);
      return {
        days: range,
        crawlers: crawlerHits(records),
        crawledPages: totalsByKey(records.filter((record) => record.kind === "crawledPage")).map(([path, hits]) => ({ path, hits })),
        answerEngines: totalsByKey(records.filter((record) => record.kind === "answerEngine"), (record) => engineOfKey(record.key)).map(([engine, visits]) => ({ engine, visits })),
      };
    },
  };
}

export type AnalyticsReports = ReturnType<typeof createAnalyticsReports>;
