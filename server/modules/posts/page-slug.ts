import { RESERVED_PAGE_SLUGS, reservedSlugMessage, takenSlugMessage } from "../../../shared/page-addresses";
import { slugify } from "../../../shared/slug";
import { ValidationError } from "../../lib/errors";

const refuse = (message: string) => new ValidationError(message, [{ path: "body.slug", message }]);

/**
 * A page's slug is its top-level address, which the author chose: unlike a post's, it is never
 * quietly suffixed ("about-2") but refused when taken. A 400 rather than a 409, which the editor
 * reads as "changed elsewhere since you opened it".
 */
export async function checkedPageSlug(requested: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  const slug = slugify(requested);
  if (!slug) throw refuse("A page needs a slug: letters or numbers for its address");
  if (RESERVED_PAGE_SLUGS.has(slug)) throw refuse(reservedSlugMessage(slug));
  if (await isTaken(slug)) throw refuse(takenSlugMessage(slug));
  return slug;
}
