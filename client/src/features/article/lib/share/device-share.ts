import type { ShareContent } from "./share-links";

export function canShareWithDevice(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.share === "function";
}

/** The system share sheet. A cancelled or failed share is ignored silently (spec section 8). */
export async function shareWithDevice({ url, title }: ShareContent): Promise<void> {
  try {
    await navigator.share({ title, url });
  } catch {
    // AbortError when the reader closes the sheet; nothing to tell them.
  }
}
