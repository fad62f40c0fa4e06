/** Where the hero's arrow scrolls to; kept apart so the hero needs none of the stories' code. */
export const FEATURED_SECTION_ID = "featured-stories";
