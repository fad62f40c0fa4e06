import * as z from "zod";
import { ANALYTICS } from "../analytics";
import { FIELD_LIMITS } from "../constants";

/** A host name as a browser reports it (no scheme, no path, no port). */
const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, "Must be a host name");

const pageViewEvent = z
  .object({
    type: z.literal("pageview"),
    /** The referring site's host, only when it is another site. */
    referrer: hostName.optional(),
    /** utm_source of the landing address, when there is one. */
    source: z
      .string()
      .trim()
      .toLowerCase()
      .max(60)
      .regex(/^[a-z0-9._-]+$/, "Must be a plain campaign source")
      .optional(),
  })
  .strict();

const depthEvent = z
  .object({
    type: z.literal("depth"),
    percent: z.union(
      ANALYTICS.depthThresholds.map((threshold) => z.literal(threshold)) as [
        z.ZodLiteral<25>,
        z.ZodLiteral<50>,
        z.ZodLiteral<75>,
        z.ZodLiteral<100>,
      ],
    ),
  })
  .strict();

const searchEvent = z
  .object({
    type: z.literal("search"),
    query: z.string().trim().min(1).max(FIELD_LIMITS.searchQuery),
    results: z.number().int().min(0).max(100_000),
  })
  .strict();

const tagEvent = z.object({ type: z.literal("tag"), tag: z.string().trim().min(1).max(FIELD_LIMITS.tag) }).strict();

const shareEvent = z
  .object({
    type: z.literal("share"),
    network: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]{1,30}$/, "Must be a network's short name"),
  })
  .strict();

export const analyticsEventSchema = z.discriminatedUnion("type", [pageViewEvent, depthEvent, searchEvent, tagEvent, shareEvent]);

/** One beacon: the page it was sent from (path only, no query) and what happened there. */
export const collectInputSchema = z
  .object({
    path: z
      .string()
      .max(FIELD_LIMITS.slug + 20)
      .regex(/^\/[^?#\s]*$/, "Must be a path of this site, without query or fragment"),
    events: z.array(analyticsEventSchema).min(1).max(ANALYTICS.maxEventsPerBeacon),
  })
  .strict();

/** Crawlers and other programs are answered alike and not counted. */
export const collectResultSchema = z.object({ counted: z.boolean() });

export const analyticsRangeQuerySchema = z
  .object({
    days: z.coerce
      .number()
      .int()
      .refine((days) => (ANALYTICS.rangesDays as readonly number[]).includes(days), `Must be one of ${ANALYTICS.rangesDays.join(", ")}`)
      .default(30),
  })
  .strict();

const count = z.number().int().min(0);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const crawlerHitsSchema = z.object({ bot: z.string(), owner: z.string(), purpose: z.string(), hits: count });
const answerEngineVisitsSchema = z.object({ engine: z.string(), visits: count });

export const analyticsReportSchema = z.object({
  days: count,
  /** First and last day of the range (UTC), inclusive. */
  from: isoDay,
  to: isoDay,
  totals: z.object({
    /** Readers told apart within each day, summed over the days (a reader on three days counts three times). */
    visitors: count,
    pageViews: count,
    searches: count,
  }),
  /** Every day of the range, days without visits included. */
  daily: z.array(z.object({ day: isoDay, visitors: count, pageViews: count })),
  topPosts: z.array(
    z.object({
      path: z.string(),
      slug: z.string(),
      title: z.string(),
      pageViews: count,
      visitors: count,
      /** The mean share of the body readers got through, 0 to 100, over its daily visitors. */
      averageReadDepth: z.number().int().min(0).max(100),
    }),
  ),
  /** Other sites that sent readers; answer engines are listed apart. */
  referrers: z.array(z.object({ host: z.string(), visits: count })),
  answerEngines: z.array(answerEngineVisitsSchema.extend({ hosts: z.array(z.string()) })),
  /** utm_source values of landing pages. */
  campaigns: z.array(z.object({ source: z.string(), visits: count })),
  crawlers: z.array(crawlerHitsSchema),
  zeroResultSearches: z.array(z.object({ query: z.string(), count })),
  popularTags: z.array(z.object({ tag: z.string(), clicks: count })),
  shares: z.array(z.object({ network: z.string(), clicks: count })),
  newsletter: z.object({
    /** Confirmed subscribers at the end of the range. */
    total: count,
    /** Confirmed within the range, less those who left within it. */
    gained: z.number().int(),
    daily: z.array(z.object({ day: isoDay, subscribed: count, unsubscribed: count })),
  }),
});

/** The server's own count of crawler requests and answer-engine visits, for the SEO & GEO dashboard. */
export const aiTrafficSchema = z.object({
  days: count,
  crawlers: z.array(crawlerHitsSchema),
  /** Pages crawlers fetched most, all crawlers together. */
  crawledPages: z.array(z.object({ path: z.string(), hits: count })),
  answerEngines: z.array(answerEngineVisitsSchema),
});
