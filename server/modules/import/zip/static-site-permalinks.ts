/**
 * The address a static site gave a post by default, so the old link keeps answering after the move.
 * Jekyll builds it from a pattern (its `permalink` setting or the post's own); Hugo from the file's place
 * under content/.
 */
const JEKYLL_STYLES: Record<string, string> = {
  date: "/:categories/:year/:month/:day/:title:output_ext",
  pretty: "/:categories/:year/:month/:day/:title/",
  ordinal: "/:categories/:year/:y_day/:title:output_ext",
  none: "/:categories/:title:output_ext",
};

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** Jekyll's URL for a post: `pattern` is a style name or a pattern with :year, :title, :categories... */
export function jekyllPermalink(pattern: string | null, post: { date: Date; title: string; categories: string[] }): string | null {
  const template = JEKYLL_STYLES[pattern ?? "date"] ?? pattern ?? JEKYLL_STYLES.date;
  if (!template.includes(":")) return null;
  const { date } = post;
  const dayOfYear = Math.floor((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
  const values: Record<string, string> = {
    year: String(date.getUTCFullYear()),
    short_year: pad(date.getUTCFullYear() % 100),
    month: pad(date.getUTCMonth() + 1),
    i_month: String(date.getUTCMonth() + 1),
    day: pad(date.getUTCDate()),
    i_day: String(date.getUTCDate()),
    y_day: pad(dayOfYear, 3),
    hour: pad(date.getUTCHours()),
    minute: pad(date.getUTCMinutes()),
    second: pad(date.getUTCSeconds()),
    title: post.title,
    slug: post.title,
    // Jekyll lowercases categories in addresses, and drops duplicates.
    categories: [...new Set(post.categories.map((category) => category.toLowerCase()))].join("/"),
    output_ext: ".html",
  };
  const path = template.replace(
    /:(short_year|i_month|i_day|y_day|output_ext|categories|year|month|day|hour|minute|second|title|slug)/g,
    (_all, key: string) => values[key],
  );
  if (path.includes(":")) return null;
  return `/${path.split("/").filter(Boolean).join("/")}${path.endsWith("/") ? "/" : ""}`;
}

/** Hugo's default address: the section folders under content/, then the slug (or the file's or bundle's name). */
export function hugoPermalink(folders: string[], slug: string): string {
  return `/${[...folders, slug].filter(Boolean).join("/")}/`;
}
