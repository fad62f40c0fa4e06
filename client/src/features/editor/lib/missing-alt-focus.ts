import type { ImageWithoutAlt } from "@shared/image-alt";

export const FEATURED_ALT_ID = "featured-image-alt";
export const BODY_ID = "post-content";

/** Puts the caret where the image's alt text goes: the featured image's field, or the body at the image. */
export function focusMissingAlt(image: ImageWithoutAlt, showBody: () => void): void {
  if (image.place === "featured") {
    document.getElementById(FEATURED_ALT_ID)?.focus();
    return;
  }
  showBody();
  // The body may have been hidden behind Preview: wait for it to show before focusing it.
  requestAnimationFrame(() => {
    const body = document.getElementById(BODY_ID);
    if (!(body instanceof HTMLTextAreaElement)) return;
    body.focus();
    // Inside `![` for Markdown, where the description is typed.
    const caret = body.value.startsWith("![", image.offset) ? image.offset + 2 : image.offset;
    body.setSelectionRange(caret, caret);
  });
}
