// Limits, timings and texts fixed by the spec (sections 8 and 9). Both sides read them from here.

export const LATEST_PAGE_SIZE = 6;
export const POSTS_PAGE_LIMIT = 50;
export const SEARCH_MIN_LENGTH = 3;
export const POSTS_PAGE_CARD_TAGS = 2;
export const TAG_PAGE_CARD_TAGS = 3;
export const RELATED_MAX = 3;
export const RELATED_CARD_TAGS = 3;
export const OG_TEST_POST_COUNT = 10;
export const COMMENT_TEXTAREA_ROWS = 4;
/**
 * "The same text under another post" holds a comment only from this many words on: short praise
 * ("Great article, thank you!") is what many readers write on their own, so a stranger posting it
 * once must not get every reader who writes it later held.
 */
export const DUPLICATE_MIN_WORDS = 12;
/**
 * A comment form's token is good for this long, for the post it was drawn under only: long enough
 * for a tab left open over lunch (the client renews it well inside this), short enough that a kept
 * token is soon worthless.
 */
export const COMMENT_FORM_TOKEN_MS = 6 * 60 * 60 * 1000;
/** Comments one form token carries; the ones after it are held (same answer), so a kept token carries no flood. */
export const COMMENT_FORM_TOKEN_USES = 3;

export const LIST_LIMIT_MIN = 1;
export const LIST_LIMIT_MAX = 100;
export const LIST_LIMIT_DEFAULT = 20;
export const SEARCH_RESULTS_MAX = 20;

export const TOP_BAR_HIDE_AFTER_PX = 100;
export const TOP_BAR_SHOW_WITHIN_PX = 10;
export const SCROLL_BUTTON_AFTER_PX = 300;
export const HERO_VIDEO_DELAY_MS = 1000;
export const SHARE_WINDOW = { width: 600, height: 400 } as const;
export const COPY_FEEDBACK_MS = 2000;

export const TOAST = {
  durationMs: 5000,
  swipeDirection: "right",
  swipeThresholdPx: 50,
  limit: 1,
  hotkey: ["F8"],
  maxWidthPx: 420,
  autoSaveSuccessMs: 2000,
  autoSaveFailureMs: 4000,
} as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

export const PROFILE_STALE_MS = 5 * 60 * 1000;

export const EDITOR = {
  autoSaveIntervalMs: 10_000,
  autoSaveDebounceMs: 3000,
  autoSavedIdleMs: 3000,
  autoSaveErrorIdleMs: 4000,
  manualSavedIdleMs: 2000,
  manualSaveErrorIdleMs: 3000,
} as const;

export const STORAGE_KEYS = {
  draft: "blog-draft",
  adminRecord: "admin",
  sessionId: "sessionId",
  authUser: "auth_user",
  isAuthenticated: "is_authenticated",
} as const;

/** The meta tag through which the server hands the client its Google Analytics id, when one is set. */
export const ANALYTICS_META = "furrow-analytics-id";

export const TAG_RANKING = { perView: 10, perTagClick: 3, featured: 5 } as const;

export const DEFAULT_CATEGORY = { name: "Technology", color: "#4A7C2A" } as const;
export const THEME_COLOR = "#2D5016";
export const SITE_NAME = "Furrow";
export const SITE_TAGLINE = "Bridging Nature and Technology, One Data Point at a Time";
export const COPYRIGHT_YEAR = 2024;

/** Words per minute used for read time; a post is never under a minute. */
export const READ_WORDS_PER_MINUTE = 230;
export const DEFAULT_EXCERPT_CHARS = 200;

/** Field limits from design section 5; schemas and forms use the same numbers. */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  comment: 5000,
  title: 200,
  excerpt: 500,
  tag: 40,
  tagsPerPost: 20,
  slug: 200,
  markdown: 200_000,
  searchQuery: 200,
  url: 2048,
  /** Alt text describes a picture in a sentence or two; screen readers read all of it aloud. */
  imageAlt: 300,
} as const;

/** The SEO & GEO dashboard (spec section 9): score bands, the Refresh wait and the chart heights. */
export const SEO_DASHBOARD = {
  excellentFrom: 90,
  goodFrom: 75,
  refreshDelayMs: 2000,
  trendChartHeightPx: 300,
  trendDomain: [0, 100],
  crawlerChartHeightPx: 300,
  indexingChartHeightPx: 200,
} as const;

/**
 * The home hero's picture: its largest paint, worth fetching before any script runs. It lives here,
 * not in page-meta.ts, because importing anything from page-meta puts all of it in the first-load
 * bundle (a module lands in one chunk, with every export any chunk uses).
 */
export const HERO_IMAGE = "/images/hero.svg";

/**
 * The subscribe answer and the success toast's description: the same whether the address was new,
 * waiting for confirmation or already confirmed, so no one can probe the list.
 */
export const SUBSCRIBE_MESSAGE = "Thank you for subscribing to our newsletter. Check your inbox to confirm your address.";

/**
 * Code highlighted per post, in characters: the highlighter's worst case grows faster than the
 * text (a crafted C# block of 150,000 characters takes 25 s), so the blocks past this many stay plain.
 */
export const CODE_HIGHLIGHT_MAX_CHARS = 12_000;
