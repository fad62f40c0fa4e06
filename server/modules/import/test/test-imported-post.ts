import type { ImportedPost } from "../imported-item";

/** A published WordPress post as a reader would hand it on, with `fields` over the plain defaults. */
export const importedPost = (fields: Partial<ImportedPost> = {}): ImportedPost => ({
  source: "wordpress",
  originalId: "42",
  title: "Spring drilling",
  slug: "spring-drilling",
  markdown: "Body.",
  excerpt: null,
  status: "published",
  publishedAt: new Date("2019-05-14T08:00:00Z"),
  updatedAt: null,
  tags: [],
  featured: false,
  featuredImage: null,
  oldPaths: [],
  originalUrl: null,
  comments: [],
  notes: [],
  ...fields,
});
