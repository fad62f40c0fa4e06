/** Every posts query key starts here, so a save can invalidate all public lists at once. */
export const postKeys = {
  all: ["posts"] as const,
  latest: (limit: number) => ["posts", "latest", { limit }] as const,
  featured: () => ["posts", "featured"] as const,
  detail: (slug: string) => ["posts", "detail", slug] as const,
};
