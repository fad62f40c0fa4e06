import { ANALYTICS, ANSWER_ENGINES, normalizeHost } from "../../../shared/analytics";

/**
 * What of a reader's free text becomes an analytics key: normalised so spellings of one thing are
 * one key, and cut short so no key is large. How many distinct keys a day keeps is the daily cap's job.
 */

/** Searches told apart by their words, not their case, spacing or invisible characters. */
export const searchKey = (query: string) =>
  query
    .replace(/[\p{C}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase()
    .slice(0, ANALYTICS.maxQueryLength)
    .trim();

/** A campaign's utm_source: lower case, letters, digits, ".", "_" and "-" only, cut short. */
export const campaignKey = (source: string) =>
  source
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .slice(0, ANALYTICS.maxSourceLength);

/**
 * Sites many readers come from, each under one name whatever subdomain or country domain sent
 * them: "google.de" and "news.google.com" are both Google's. Answer engines keep their own hosts,
 * which the report lists apart.
 */
const KNOWN_REFERRERS = [
  "google.com",
  "bing.com",
  "duckduckgo.com",
  "yahoo.com",
  "yandex.ru",
  "baidu.com",
  "ecosia.org",
  "qwant.com",
  "brave.com",
  "startpage.com",
  "news.ycombinator.com",
  "reddit.com",
  "x.com",
  "twitter.com",
  "t.co",
  "facebook.com",
  "instagram.com",
  "linkedin.com",
  "lnkd.in",
  "youtube.com",
  "github.com",
  "mastodon.social",
  "bsky.app",
  "substack.com",
  "medium.com",
  "wikipedia.org",
  "feedly.com",
];
const ANSWER_ENGINE_HOSTS = ANSWER_ENGINES.flatMap((engine) => engine.hosts);
const GOOGLE_COUNTRY = /(^|\.)google\.(?:com?\.)?[a-z]{2,3}$/;

/** A referring host as it is counted: a known site's own name, or the host itself, cut short. */
export function referrerKey(host: string): string {
  const normalized = normalizeHost(host);
  for (const known of [...ANSWER_ENGINE_HOSTS, ...KNOWN_REFERRERS]) {
    if (normalized === known || normalized.endsWith(`.${known}`)) return known;
  }
  if (GOOGLE_COUNTRY.test(normalized)) return "google.com";
  return normalized.slice(0, ANALYTICS.maxHostLength);
}
