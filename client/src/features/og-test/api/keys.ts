/**
 * The sample posts sit under the public "posts" prefix, so the editor's saves (which invalidate
 * every posts query) refresh them too; previews follow the same pages and go stale with them.
 */
export const ogTestKeys = {
  samplePosts: (limit: number) => ["posts", "og-test", { limit }] as const,
  preview: (path: string) => ["posts", "og-preview", path] as const,
};
