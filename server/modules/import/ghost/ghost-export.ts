/** The tables of a Ghost export Furrow reads; every field is optional, since exports differ across Ghost versions. */
export interface GhostPost {
  id?: string | number;
  uuid?: string;
  title?: string;
  slug?: string;
  html?: string | null;
  mobiledoc?: string | null;
  lexical?: string | null;
  plaintext?: string | null;
  feature_image?: string | null;
  feature_image_alt?: string | null;
  featured?: boolean | number;
  /** Ghost 1.x marks pages with `page: true`; later versions with `type: "page"`. */
  page?: boolean | number;
  type?: string;
  status?: string;
  custom_excerpt?: string | null;
  published_at?: string | number | null;
  updated_at?: string | number | null;
  created_at?: string | number | null;
  /** Newer exports (and the Admin API's shape) carry the tags inside each post. */
  tags?: { id?: string | number; name?: string }[];
}

export interface GhostData {
  posts: GhostPost[];
  pages?: GhostPost[];
  tags?: { id?: string | number; name?: string }[];
  posts_tags?: { post_id?: string | number; tag_id?: string | number; sort_order?: number }[];
  settings?: { key?: string; value?: unknown }[];
}

export interface GhostExport {
  data: GhostData;
  meta: Record<string, unknown> | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The tables of a Ghost export under any of its wrappers: `{db: [{meta, data}]}` (Ghost's own
 * download), `{meta, data}`, `{data: {posts}}`, or the importer's `{data: {meta, data}}`. Null
 * when the JSON is not shaped like one.
 */
export function findGhostData(parsed: unknown, depth = 0): GhostExport | null {
  if (!isObject(parsed) || depth > 3) return null;
  if (Array.isArray(parsed.db) && parsed.db.length > 0) return findGhostData(parsed.db[0], depth + 1);
  const data = parsed.data;
  if (!isObject(data)) return null;
  if (Array.isArray(data.posts)) return { data: data as unknown as GhostData, meta: isObject(parsed.meta) ? parsed.meta : null };
  return findGhostData(data, depth + 1);
}
