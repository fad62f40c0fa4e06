/**
 * Every query key, in one place, so two screens that read the same endpoint share one cache entry
 * and an invalidation by prefix reaches everything under it. The prefixes carry meaning:
 * - ["posts", ...] is what readers see; saving a post invalidates all of it at once.
 * - ["admin", ...] is what the signed-in screens show; one invalidation refreshes the whole dashboard.
 */

export const postKeys = {
  all: ["posts"] as const,
  latest: (limit: number) => ["posts", "latest", { limit }] as const,
  featured: () => ["posts", "featured"] as const,
  detail: (slug: string) => ["posts", "detail", slug] as const,
};

export const postsPageKeys = {
  /** The list for a filter as the URL carries it. */
  page: <Filter extends object>(filter: Filter) => ["posts", "page", filter] as const,
  tags: () => ["posts", "tags"] as const,
};

export const tagKeys = {
  posts: (tag: string) => ["posts", "tag", tag] as const,
};

/** An author's page at /{slug}: under "posts", so saving anything in the editor refreshes it too. */
export const sitePageKeys = {
  detail: (slug: string) => ["posts", "site-page", slug] as const,
};

export const seriesKeys = {
  detail: (slug: string) => ["posts", "series", slug] as const,
};

export const searchKeys = {
  results: (q: string) => ["posts", "search", q] as const,
};

/** The share-preview centre's samples and previews go stale with the pages they show. */
export const ogTestKeys = {
  samplePosts: (limit: number) => ["posts", "og-test", { limit }] as const,
  preview: (path: string) => ["posts", "og-preview", path] as const,
};

/** Approving or deleting a comment in the admin area invalidates through these keys. */
export const commentKeys = {
  all: ["comments"] as const,
  approved: (postId: string) => ["comments", "approved", postId] as const,
  formToken: ["comments", "form-token"] as const,
};

export const profileKeys = { public: ["profile"] as const };

/** The top bar's and footer's links as readers get them; the editor's copy is under "admin". */
export const navigationKeys = { public: ["navigation"] as const };

/** What readers see of the blog as a fediverse account: its handle, and each post's likes and boosts. */
export const fediverseKeys = {
  account: ["fediverse", "account"] as const,
  reactions: (postId: string) => ["fediverse", "reactions", postId] as const,
};

export const authKeys = {
  session: ["session"] as const,
  signInOptions: ["auth", "options"] as const,
};

export const adminKeys = {
  all: ["admin"] as const,
  posts: () => ["admin", "posts"] as const,
  /** One post with its markdown and version: the editor and the tagging tab share this entry. */
  post: (id: string) => ["admin", "post", id] as const,
  /** A post's history; under "admin" so every save refreshes it. */
  revisions: (id: string) => ["admin", "post", id, "revisions"] as const,
  revision: (id: string, number: number) => ["admin", "post", id, "revisions", number] as const,
  comments: () => ["admin", "comments"] as const,
  stats: () => ["admin", "stats"] as const,
  unassigned: () => ["admin", "unassigned-posts"] as const,
  subscribers: (query: { q: string; status: string }) => ["admin", "subscribers", query] as const,
  outbox: () => ["admin", "outbox"] as const,
  outboxEntry: (id: string) => ["admin", "outbox", id] as const,
  sends: () => ["admin", "newsletter-sends"] as const,
  profile: () => ["admin", "profile"] as const,
  /** Every series with its parts: the editor's Series card and the dashboard's Series tab share it. */
  series: () => ["admin", "series"] as const,
  navigation: () => ["admin", "navigation"] as const,
};

/** Under "admin": an import writes posts, so the dashboard's refresh reaches the imports' entries too. */
export const importKeys = {
  all: ["admin", "imports"] as const,
  list: () => ["admin", "imports", "list"] as const,
  job: (id: string) => ["admin", "imports", "job", id] as const,
};

/** Under "admin", so the dashboard's refresh after a content change refreshes these figures too. */
export const seoKeys = {
  all: ["admin", "seo"] as const,
  overview: () => ["admin", "seo", "overview"] as const,
  endpoint: (path: string) => ["admin", "seo", "endpoint", path] as const,
};

/** Under "admin", so signing out drops them with the rest; the panel and the dashboard's notice share `overview`. */
export const backupKeys = {
  all: ["admin", "backups"] as const,
  overview: () => ["admin", "backups", "overview"] as const,
};

/** Under "admin", so signing out drops them with the rest; removing a follower refreshes all of them (count, list, queued Reject). */
export const fediverseAdminKeys = {
  all: ["admin", "fediverse"] as const,
  overview: () => ["admin", "fediverse", "overview"] as const,
  followers: (page: number) => ["admin", "fediverse", "followers", page] as const,
  deliveries: () => ["admin", "fediverse", "deliveries"] as const,
  reactions: () => ["admin", "fediverse", "reactions"] as const,
  importedPosts: () => ["admin", "fediverse", "imported-posts"] as const,
};
