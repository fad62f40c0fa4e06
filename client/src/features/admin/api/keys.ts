/** Every dashboard query starts with "admin", so one invalidation refreshes the whole dashboard. */
export const adminKeys = {
  all: ["admin"] as const,
  posts: () => ["admin", "posts"] as const,
  comments: () => ["admin", "comments"] as const,
  stats: () => ["admin", "stats"] as const,
  unassigned: () => ["admin", "unassigned-posts"] as const,
  /** One post with its markdown and version, for a save that must name the version it was based on. */
  post: (id: string) => ["admin", "tagging-post", id] as const,
};
