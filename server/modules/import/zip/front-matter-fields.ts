/**
 * The fields of a static site's front matter as themes write them: one value under several names,
 * as a list or a string, "yes" for true. What a field means stays with the Markdown reader.
 */
export type Data = Record<string, unknown>;

export function text(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "number") return String(value);
  return null;
}

export function truthy(value: unknown): boolean {
  return value === true || (typeof value === "string" && /^(true|yes)$/i.test(value.trim()));
}

export function falsy(value: unknown): boolean {
  return value === false || (typeof value === "string" && /^(false|no)$/i.test(value.trim()));
}

/** A tag field as written: a list, or a string (comma-separated, or Jekyll's space-separated). */
export function tagList(value: unknown, jekyll: boolean): string[] {
  if (Array.isArray(value)) return value.map(text).filter((tag): tag is string => tag !== null);
  const single = text(value);
  if (!single) return [];
  if (single.includes(","))
    return single
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean);
  return jekyll ? single.split(/\s+/) : [single];
}

/** The cover image under any of the names themes give it; PaperMod nests it (`cover: {image: ...}`). */
export function coverOf(data: Data): string | null {
  for (const key of ["cover", "image", "heroImage", "feature_image", "featured_image", "featureImage", "thumbnail", "banner"]) {
    const value = data[key];
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const nested = text((value as Data).image) ?? text((value as Data).src) ?? text((value as Data).url);
      if (nested) return nested;
    }
    const direct = text(Array.isArray(value) ? value[0] : value);
    if (direct) return direct;
  }
  const images = data.images;
  return Array.isArray(images) ? text(images[0]) : null;
}

/**
 * Where the old site answered: Hugo `aliases` (relative ones sit in the page's section), Jekyll
 * `redirect_from`, and a `permalink`/`url` that is a plain path rather than a pattern.
 */
export function oldPathsOf(data: Data, section: string): string[] {
  const paths: string[] = [];
  const list = (value: unknown) => (Array.isArray(value) ? value : [value]).map(text).filter((entry): entry is string => entry !== null);
  for (const alias of [...list(data.aliases), ...list(data.redirect_from)]) {
    paths.push(alias.startsWith("/") || /^https?:/i.test(alias) ? alias : `/${section ? `${section}/` : ""}${alias}`);
  }
  for (const permalink of [...list(data.permalink), ...list(data.url)]) {
    if (permalink.startsWith("/") && !permalink.includes(":")) paths.push(permalink);
  }
  return [
    ...new Set(
      paths
        .map((path) => {
          try {
            return /^https?:/i.test(path) ? new URL(path).pathname : path;
          } catch {
            return path;
          }
        })
        .filter((path) => !decodeURIComponentSafe(path).split("/").includes("..")),
    ),
  ];
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
