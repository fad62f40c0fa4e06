/**
 * The spec's slug rule (section 5): lowercase, keep word characters, whitespace and hyphens,
 * whitespace runs become one hyphen, repeated hyphens collapse, then trim. Accents are folded
 * first so "Café Crème" reads "cafe-creme" rather than losing letters.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug;
}

/** A slug for a post that does not collide: `title`, then `title-2`, `title-3`, ... */
export async function uniqueSlug(base: string, isTaken: (candidate: string) => Promise<boolean>): Promise<string> {
  const root = slugify(base) || "post";
  if (!(await isTaken(root))) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}
