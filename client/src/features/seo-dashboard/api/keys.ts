/** Under "admin", so the admin dashboard's refresh after a content change refreshes these figures too. */
export const seoKeys = {
  all: ["admin", "seo"] as const,
  overview: () => ["admin", "seo", "overview"] as const,
  endpoint: (path: string) => ["admin", "seo", "endpoint", path] as const,
};
