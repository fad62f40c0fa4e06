import { forEachOutsideCode, HTML_IMAGE, HTML_SRC, INLINE_IMAGE, unbracket } from "./markdown-parts";

/** An image a reader who cannot see it would learn nothing about. */
export interface ImageWithoutAlt {
  /** The featured image, or one in the body. */
  place: "featured" | "body";
  /** The image's file name, so the author can find it. */
  name: string;
  /** Where the image's Markdown or tag starts in the body; 0 for the featured image. */
  offset: number;
}

const ALT_ATTRIBUTE = /\balt\s*=\s*(["'])(.*?)\1/i;
const INLINE_ALT = /^!\[((?:\\.|[^\]\\\n])*)\]/;

/** The last part of an address, without its query: what the author named the file. */
export function imageFileName(src: string): string {
  const path = src.trim().split(/[?#]/)[0];
  const last = path.split("/").filter(Boolean).pop() ?? path;
  try {
    return decodeURIComponent(last) || src;
  } catch {
    return last || src;
  }
}

/**
 * The images without alt text: the featured image when it has none, then each body image in
 * order (`![](src)` with an empty description, `<img>` without a non-empty alt). Images shown
 * inside code are examples, not pictures, and are left alone.
 */
export function imagesWithoutAlt(post: { markdown: string; featuredImage: string; featuredImageAlt: string }): ImageWithoutAlt[] {
  const missing: ImageWithoutAlt[] = [];
  if (post.featuredImage.trim() && !post.featuredImageAlt.trim())
    missing.push({ place: "featured", name: imageFileName(post.featuredImage), offset: 0 });
  const body: ImageWithoutAlt[] = [];
  forEachOutsideCode(post.markdown, (text, start) => {
    for (const match of text.matchAll(INLINE_IMAGE)) {
      const alt = INLINE_ALT.exec(match[0])?.[1] ?? "";
      if (!alt.trim()) body.push({ place: "body", name: imageFileName(unbracket(match[2])), offset: start + match.index });
    }
    for (const match of text.matchAll(HTML_IMAGE)) {
      if (ALT_ATTRIBUTE.exec(match[0])?.[2].trim()) continue;
      body.push({ place: "body", name: imageFileName(HTML_SRC.exec(match[0])?.[3] ?? "image"), offset: start + match.index });
    }
  });
  return [...missing, ...body.sort((a, b) => a.offset - b.offset)];
}
