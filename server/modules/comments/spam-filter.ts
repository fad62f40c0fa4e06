/**
 * A naive Bayes spam score, computed in the process from counts kept in the store: no outside
 * service sees a reader's words. It starts from a small built-in vocabulary and learns from the
 * author's decisions (approving teaches "not spam", marking as spam teaches "spam").
 */

export interface TokenCounts {
  spam: number;
  ham: number;
}

export interface FilterCounts {
  /** How many comments taught each side, the seed vocabulary counted as a few. */
  documents: TokenCounts;
  /** Per token, in how many of those comments it stood. */
  tokens: Map<string, TokenCounts>;
}

/** Words a spammer writes and a grower does not, and the reverse: where the filter starts. */
const SEED_SPAM = [
  "viagra",
  "cialis",
  "pills",
  "pharmacy",
  "casino",
  "bonus",
  "crypto",
  "bitcoin",
  "forex",
  "investment",
  "profit",
  "earn",
  "income",
  "seo",
  "backlinks",
  "ranking",
  "traffic",
  "guest",
  "outreach",
  "offer",
  "discount",
  "cheap",
  "buy",
  "sale",
  "free",
  "click",
  "visit",
  "website",
  "loan",
  "dating",
  "replica",
  "followers",
  "promote",
  "marketing",
  "agency",
  "services",
  "rank",
  "guaranteed",
  "winner",
  "prize",
  "limited",
  "deal",
  "wallet",
  "token",
  "airdrop",
  "nft",
  "betting",
  "essay",
  "writing",
  "weight",
  "diet",
];
const SEED_HAM = [
  "soil",
  "crop",
  "crops",
  "field",
  "fields",
  "farm",
  "farming",
  "yield",
  "nitrogen",
  "sensor",
  "sensors",
  "moisture",
  "irrigation",
  "drone",
  "ndvi",
  "cover",
  "grazing",
  "cattle",
  "tractor",
  "rtk",
  "lorawan",
  "harvest",
  "seed",
  "seeding",
  "wheat",
  "maize",
  "corn",
  "barley",
  "rye",
  "clover",
  "acre",
  "hectare",
  "season",
  "spring",
  "rain",
  "drought",
  "trial",
  "agronomist",
  "data",
  "map",
  "maps",
  "zones",
  "variable",
  "rate",
  "fertiliser",
  "fertilizer",
  "compaction",
  "carbon",
  "pasture",
  "greenhouse",
  "thanks",
  "article",
];
const SEED_WEIGHT = 3;

/** Words every comment has, spam or not: they only add noise to the score. */
const STOP_WORDS = new Set(
  "the and for are but not you your our we us was were this that with have has had from they them their there what when where which who will would can could should about into than then its it's also just very more most some any all one out how our".split(
    " ",
  ),
);

/** Readers' words as the filter sees them: lower case, and a link's host as one token, so domains are learned too. */
export function filterTokens(text: string): string[] {
  const tokens = new Set<string>();
  for (const host of text.matchAll(/https?:\/\/(?:www\.)?([a-z0-9.-]+)/gi)) tokens.add(`host:${host[1].toLowerCase()}`);
  if (/https?:\/\/|www\./i.test(text)) tokens.add("has:link");
  for (const word of text
    .toLowerCase()
    .replace(/https?:\/\/\S+/g, " ")
    .match(/\p{L}[\p{L}\p{N}'-]{2,30}/gu) ?? []) {
    const token = word.replace(/'s$/, "");
    if (!STOP_WORDS.has(token)) tokens.add(token);
  }
  return [...tokens];
}

/** The seed vocabulary plus what the author's decisions taught (`documentsId` names the record counting the comments). */
export function countsWithSeed(learned: ({ _id: string } & TokenCounts)[], documentsId: string): FilterCounts {
  const counts = seedCounts();
  for (const record of learned) {
    // A token only ever taught one way has no count for the other side yet.
    const spam = record.spam ?? 0;
    const ham = record.ham ?? 0;
    const base = record._id === documentsId ? counts.documents : (counts.tokens.get(record._id) ?? { spam: 0, ham: 0 });
    const sum = { spam: base.spam + spam, ham: base.ham + ham };
    if (record._id === documentsId) counts.documents = sum;
    else counts.tokens.set(record._id, sum);
  }
  return counts;
}

function seedCounts(): FilterCounts {
  const tokens = new Map<string, TokenCounts>();
  for (const word of SEED_SPAM) tokens.set(word, { spam: SEED_WEIGHT, ham: 0 });
  for (const word of SEED_HAM) tokens.set(word, { spam: tokens.get(word)?.spam ?? 0, ham: SEED_WEIGHT });
  return { documents: { spam: SEED_WEIGHT * 4, ham: SEED_WEIGHT * 4 }, tokens };
}

/** The words that say most, one way or the other (Graham's "interesting" tokens). */
const INTERESTING = 15;

/**
 * The chance the comment is spam, between 0 and 1. Each known token's spam probability is
 * smoothed towards one half by how little it has been seen (Robinson), and the most telling
 * ones are combined as naive Bayes does, in log space.
 */
export function spamProbability(counts: FilterCounts, tokens: string[]): number {
  const spamDocs = Math.max(counts.documents.spam, 1);
  const hamDocs = Math.max(counts.documents.ham, 1);
  const evidence: number[] = [];
  for (const token of tokens) {
    const seen = counts.tokens.get(token);
    if (!seen) continue;
    const spamRate = Math.min(1, seen.spam / spamDocs);
    const hamRate = Math.min(1, seen.ham / hamDocs);
    if (spamRate + hamRate === 0) continue;
    const raw = spamRate / (spamRate + hamRate);
    const n = seen.spam + seen.ham;
    // Robinson's f(w): a token seen once says little; s = 1 pulls it towards 0.5.
    evidence.push((0.5 + n * raw) / (1 + n));
  }
  if (evidence.length === 0) return 0.5;
  const telling = evidence.sort((a, b) => Math.abs(b - 0.5) - Math.abs(a - 0.5)).slice(0, INTERESTING);
  let logSpam = 0;
  let logHam = 0;
  for (const p of telling) {
    const clamped = Math.min(0.99, Math.max(0.01, p));
    logSpam += Math.log(clamped);
    logHam += Math.log(1 - clamped);
  }
  return 1 / (1 + Math.exp(logHam - logSpam));
}

/** At or above this a comment goes to Spam; below it, it waits for the author as usual. */
export const SPAM_THRESHOLD = 0.95;
