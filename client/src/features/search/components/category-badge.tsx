import type { Category } from "@shared/types";
import { DEFAULT_CATEGORY } from "@shared/constants";
import { readableTextColour, relativeLuminance } from "../lib/readable-text-colour";

/** The category's own colour as the badge background, with whichever text colour reads on it. */
export function CategoryBadge({ category }: { category: Category }) {
  const background = relativeLuminance(category.color) === null ? DEFAULT_CATEGORY.color : category.color;
  return (
    <span
      className="inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold"
      style={{ backgroundColor: background, color: readableTextColour(background) }}
    >
      {category.name}
    </span>
  );
}
