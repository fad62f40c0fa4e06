import { ANALYTICS, ANSWER_ENGINES, KNOWN_CRAWLERS, answerEngineOf, type AnalyticsRange } from "../../../shared/analytics";
import type { AiTraffic, AnalyticsReport } from "../../../shared/types";
import type { Clock } from "../../lib/clock";
import { nameOf, type AnalyticsRepository, type DailyCount } from "../../store/repositories/analytics.repository";
import type { AnalyticsKind } from "../../store/repositories/analytics.record";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { SubscribersRepository } from "../../store/repositories/subscribers.repository";
import { dayOf } from "./visitor-keys";

const DAY_MS = 24 * 60 * 60 * 1000;
// About 12 MB of sums: a busy blog's three ranges hold a few thousand.
const MAX_HELD_KEYS = 100_000;
const DAYS_PER_READ = 10;
const REPORT_KINDS: AnalyticsKind[] = ["page", "referrer", "campaign", "search", "tag", "share", "crawler"];
const AI_TRAFFIC_KINDS: AnalyticsKind[] = ["crawler", "crawledPage", "answerEngine"];
const breathe = () => new Promise((resolve) => setImmediate(resolve));
const ARTICLE_PATH = /^\/blog\/([^/]+)$/;

/** The range's days, oldest first, ending today (UTC). */
function daysEndingAt(now: Date, days: number): string[] {
  return Array.from({ length: days }, (_, index) => dayOf(new Date(now.getTime() - (days - 1 - index) * DAY_MS)));
}

type Totals = Omit<DailyCount, "day" | "kind" | "name">;
const emptyTotals = (): Totals => ({ count: 0, visitors: 0, depthMarks: 0, zeroResults: 0 });

const dayNextTo = (day: string, step: 1 | -1) => dayOf(new Date(Date.parse(`${day}T00:00:00.000Z`) + step * DAY_MS));

/** Adds (or takes away) rows to each key's sums, by short name: no key's text is needed to add them up. */
function fold(sums: Map<string, Totals>, rows: DailyCount[], sign: 1 | -1): Map<string, Totals> {
  for (const row of rows) {
    let totals = sums.get(row.name);
    if (!totals) sums.set(row.name, (totals = emptyTotals()));
    totals.count += sign * row.count;
    totals.visitors += sign * row.visitors;
    totals.depthMarks += sign * row.depthMarks;
    totals.zeroResults += sign * row.zeroResults;
    if (totals.count === 0 && totals.visitors === 0 && totals.depthMarks === 0 && totals.zeroResults === 0) sums.delete(row.name);
  }
  return sums;
}

const sumByName = (rows: DailyCount[]) => fold(new Map(), rows, 1);

const crawlerInfo = (name: string) =>
  KNOWN_CRAWLERS.find((crawler) => crawler.name === name) ?? { name, owner: "", purpose: "search" as const };
const engineOfKey = (key: string) => key.slice(0, key.indexOf(" "));
// Answer engines' referrer hosts by short name, so the referrer list is split without reading every referrer's host.
const answerEngineNames = new Set(ANSWER_ENGINES.flatMap((engine) => engine.hosts.map((host) => nameOf("referrer", host))));

interface Dependencies {
  analytics: AnalyticsRepository;
  posts: Pick<PostsRepository, "titlesBySlug">;
  subscribers: Pick<SubscribersRepository, "changesBetween" | "count">;
  clock: Clock;
}

/** Reads the daily counters back as the Analytics tab and the SEO dashboard show them: every figure a sum of what was recorded. */
export function createAnalyticsReports({ analytics, posts, subscribers, clock }: Dependencies) {
  /**
   * Past days' sums, by kind and range. A beacon counts on the day it arrives, so a day's rows stop
   * changing once it is over: a range is read in full once, and from then on only today's rows
   * are, and when days pass, the days that joined the range and those that left it. The number of
   * counts the sums stand for is checked on each use (rows counted in the index, and each folded
   * day's number of keys), so counts added or removed since (a restore, old records converted, days
   * rolled into months) mean a new full read; folding a closed day's rows into one record leaves
   * the number as it was, and the sums with it. It
   * holds the ranges' distinct keys up to a bound (months of floods at the daily caps would be
   * hundreds of thousands); past it, ranges are read in full each time rather than held.
   */
  const pastSums = new Map<string, { from: string; to: string; rows: number; sums: Map<string, Totals> }>();
  const heldKeys = () => [...pastSums.values()].reduce((sum, held) => sum + held.sums.size, 0);

  async function readPast(kind: AnalyticsKind, from: string, to: string): Promise<Map<string, Totals>> {
    const id = `${kind}|${Date.parse(to) - Date.parse(from)}`;
    const rows = await analytics.countBetween(kind, from, to);
    const cached = pastSums.get(id);
    if (cached && (cached.from !== from || cached.to !== to) && cached.from <= from && cached.to <= to && from <= cached.to) {
      const left = from > cached.from ? await analytics.between(kind, cached.from, dayNextTo(from, -1)) : [];
      const joined = to > cached.to ? await analytics.between(kind, dayNextTo(cached.to, 1), to) : [];
      if (cached.rows - left.length + joined.length === rows) {
        fold(cached.sums, left, -1);
        fold(cached.sums, joined, 1);
        Object.assign(cached, { from, to, rows });
      }
    }
    if (cached && cached.from === from && cached.to === to && cached.rows === rows) return cached.sums;
    pastSums.delete(id);
    // A few days at a time, letting other requests in between: 90 days of a busy blog are 100,000 counts.
    const sums = new Map<string, Totals>();
    for (let start = from; start <= to; start = dayNextTo(start, 1)) {
      let end = start;
      for (let day = 1; day < DAYS_PER_READ && end < to; day++) end = dayNextTo(end, 1);
      fold(sums, await analytics.between(kind, start, end), 1);
      start = end;
      await breathe();
    }
    if (heldKeys() + sums.size <= MAX_HELD_KEYS) pastSums.set(id, { from, to, rows, sums });
    return sums;
  }

  // One read of the past at a time: a moving range is updated in place, and warming runs beside requests.
  let reading: Promise<unknown> = Promise.resolve();
  function sumsOfPast(kind: AnalyticsKind, from: string, to: string): Promise<Map<string, Totals>> {
    const result = reading.then(() => readPast(kind, from, to));
    reading = result.catch(() => undefined);
    return result;
  }

  /** Each key's counters summed over the range from `from` to today. */
  async function sumsOf(kind: AnalyticsKind, from: string, today: string): Promise<Map<string, Totals>> {
    const yesterday = dayNextTo(today, -1);
    const sums = new Map<string, Totals>();
    if (from <= yesterday) for (const [name, totals] of await sumsOfPast(kind, from, yesterday)) sums.set(name, { ...totals });
    for (const [name, totals] of sumByName(await analytics.between(kind, today, today))) {
      const sum = sums.get(name);
      if (!sum) sums.set(name, totals);
      else for (const counter of Object.keys(totals) as (keyof Totals)[]) sum[counter] += totals[counter];
    }
    return sums;
  }

  /**
   * The `limit` biggest keys by `value`, ties by their text. Only the names that can make the list
   * (the top ones and any tied with the last) are looked up, so a day's thousands of keys cost a sum
   * each and no lookup.
   */
  async function top(
    sums: Map<string, Totals>,
    value: (totals: Totals) => number,
    limit: number = ANALYTICS.listLength,
  ): Promise<[string, Totals][]> {
    const ranked = [...sums].filter(([, totals]) => value(totals) > 0).sort((a, b) => value(b[1]) - value(a[1]));
    const last = ranked[limit - 1];
    const candidates = last
      ? ranked.filter(([, totals], index) => index < limit || value(totals) === value(last[1])).slice(0, limit * 5)
      : ranked;
    const keys = await analytics.keysOf(candidates.map(([name]) => name));
    return candidates
      .map(([name, totals]): [string, Totals] => [keys.get(name)!, totals])
      .sort((a, b) => value(b[1]) - value(a[1]) || a[0].localeCompare(b[0]))
      .slice(0, limit);
  }

  async function crawlerHits(from: string, to: string) {
    return (await top(await sumsOf("crawler", from, to), (totals) => totals.count, KNOWN_CRAWLERS.length + 1)).map(
      ([bot, { count: hits }]) => {
        const { owner, purpose } = crawlerInfo(bot);
        return { bot, owner, purpose, hits };
      },
    );
  }

  /** Articles by page views; the page list also holds the fixed pages and tags, so names are looked up a few at a time until the list is full. */
  async function topPosts(pages: Map<string, Totals>): Promise<AnalyticsReport["topPosts"]> {
    const ranked = [...pages].sort((a, b) => b[1].count - a[1].count);
    const articles: [string, Totals][] = [];
    for (let start = 0; start < ranked.length && articles.length <= ANALYTICS.listLength; start += ANALYTICS.listLength * 4) {
      const chunk = ranked.slice(start, start + ANALYTICS.listLength * 4);
      const keys = await analytics.keysOf(chunk.map(([name]) => name));
      for (const [name, totals] of chunk) if (ARTICLE_PATH.test(keys.get(name)!)) articles.push([keys.get(name)!, totals]);
    }
    const best = articles.sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0])).slice(0, ANALYTICS.listLength);
    const slugs = best.map(([path]) => decodeURIComponent(ARTICLE_PATH.exec(path)![1]));
    const titles = new Map((await posts.titlesBySlug(slugs)).map((post) => [post.slug, post.title]));
    return best.map(([path, sums], index) => ({
      path,
      slug: slugs[index],
      title: titles.get(slugs[index]) ?? slugs[index],
      pageViews: sums.count,
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
      const sums = (kind: AnalyticsKind) => sumsOf(kind, from, to);

      const daily = new Map(days.map((day) => [day, { day, visitors: 0, pageViews: 0 }]));
      for (const row of await analytics.between("site", from, to)) {
        const entry = daily.get(row.day);
        if (!entry) continue;
        entry.pageViews += row.count;
        entry.visitors += row.visitors;
      }
      const dailyEntries = [...daily.values()];

      const referrals = await sums("referrer");
      const engineVisits = new Map<string, number>();
      const otherReferrals = new Map<string, Totals>();
      for (const [name, totals] of referrals) {
        if (!answerEngineNames.has(name)) otherReferrals.set(name, totals);
      }
      const engineHosts = await analytics.keysOf([...referrals.keys()].filter((name) => answerEngineNames.has(name)));
      for (const [name, host] of engineHosts) {
        const engine = answerEngineOf(host)!.name;
        engineVisits.set(engine, (engineVisits.get(engine) ?? 0) + referrals.get(name)!.count);
      }
      const searches = await sums("search");
      const byCount = (totals: Totals) => totals.count;

      return {
        days: range,
        from,
        to,
        totals: {
          visitors: dailyEntries.reduce((sum, entry) => sum + entry.visitors, 0),
          pageViews: dailyEntries.reduce((sum, entry) => sum + entry.pageViews, 0),
          searches: [...searches.values()].reduce((sum, totals) => sum + totals.count, 0),
        },
        daily: dailyEntries,
        topPosts: await topPosts(await sums("page")),
        referrers: (await top(otherReferrals, byCount)).map(([host, { count: visits }]) => ({ host, visits })),
        answerEngines: [...engineVisits]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .map(([engine, visits]) => ({
            engine,
            visits,
            hosts: [...(ANSWER_ENGINES.find((known) => known.name === engine)?.hosts ?? [])],
          })),
        campaigns: (await top(await sums("campaign"), byCount)).map(([source, { count: visits }]) => ({ source, visits })),
        crawlers: await crawlerHits(from, to),
        zeroResultSearches: (await top(searches, (totals) => totals.zeroResults)).map(([query, { zeroResults }]) => ({
          query,
          count: zeroResults,
        })),
        popularTags: (await top(await sums("tag"), byCount)).map(([tag, { count: clicks }]) => ({ tag, clicks })),
        shares: (await top(await sums("share"), byCount)).map(([network, { count: clicks }]) => ({ network, clicks })),
        newsletter: await newsletterGrowth(days, now),
      };
    },

    /**
     * Sums every range's past days ahead of the author's first look (the analytics purge job calls
     * it at start and on its rounds): after a start, or once a day, that first look would read them.
     */
    async warm(): Promise<void> {
      const now = clock.now();
      const yesterday = dayNextTo(dayOf(now), -1);
      for (const range of ANALYTICS.rangesDays) {
        const from = daysEndingAt(now, range)[0];
        for (const kind of new Set([...REPORT_KINDS, ...AI_TRAFFIC_KINDS])) await sumsOfPast(kind, from, yesterday);
      }
    },

    /** The server's own counts, for the SEO & GEO dashboard. */
    async aiTraffic(range: number): Promise<AiTraffic> {
      const days = daysEndingAt(clock.now(), range);
      const [from, to] = [days[0], days[days.length - 1]];
      // Answer-engine keys are an engine and a page that exists (or "other"): a few per page, so all their names can be read.
      const engineRows = await sumsOf("answerEngine", from, to);
      const engineKeys = await analytics.keysOf([...engineRows.keys()]);
      const engineVisits = new Map<string, number>();
      for (const [name, totals] of engineRows) {
        const engine = engineOfKey(engineKeys.get(name)!);
        if (engine) engineVisits.set(engine, (engineVisits.get(engine) ?? 0) + totals.count);
      }
      return {
        days: range,
        crawlers: await crawlerHits(from, to),
        crawledPages: (await top(await sumsOf("crawledPage", from, to), (totals) => totals.count)).map(([path, { count: hits }]) => ({
          path,
          hits,
        })),
        answerEngines: [...engineVisits]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, ANALYTICS.listLength)
          .map(([engine, visits]) => ({ engine, visits })),
      };
    },
  };
}

export type AnalyticsReports = ReturnType<typeof createAnalyticsReports>;
