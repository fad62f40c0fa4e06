import type { ImportReportLine } from "../../../../shared/schemas/imports";
import type { UploadedImage } from "../../uploads";
import type { ImportedPost, SourceAssets } from "../imported-item";
import { type FetchImage, ImageFetchError } from "./fetch-image";
import { imageTypeOf } from "./image-type";
import {
  forEachOutsideCode,
  HTML_IMAGE,
  HTML_SRC,
  HTML_SRCSET,
  INLINE_IMAGE,
  outsideCode,
  REFERENCE_DEFINITION,
  REFERENCE_IMAGE,
  referenceKey,
  unbracket,
} from "../../../../shared/markdown-parts";

export interface BringImagesHomeDeps {
  fetchImage: FetchImage;
  /** The upload pipeline (uploads.service saveImage): resized WebP copies in the store's files. */
  saveImage(data: Buffer): Promise<UploadedImage>;
  /** The images carried inside the imported file (a zip), for the relative references. */
  assets?: SourceAssets;
  /** Source → stored URL, shared by every post of one import, so an image used by many posts is fetched once. */
  cache: Map<string, string>;
  /** Source → why it failed, likewise shared, so a dead host is not waited on once per post. */
  failed?: Map<string, string>;
}

export type ImageReportLine = ImportReportLine & { kind: "image" };

const STORED = /^\/uploads\//;
const IMAGES_AT_ONCE = 4;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** Where an image reference leads: a web address, a file of the import, or nowhere we can go. */
type Origin = { key: string; url: string } | { key: string; asset: string } | { key: string; problem: string } | null;

function originOf(ref: string, post: ImportedPost, hasAssets: boolean): Origin {
  const value = ref.trim();
  if (!value || STORED.test(value) || value.startsWith("#")) return null;
  if (value.startsWith("//")) return { key: `https:${value}`, url: `https:${value}` };
  if (/^https?:/i.test(value)) return { key: value, url: value };
  if (/^data:/i.test(value)) return null;
  if (SCHEME.test(value)) return { key: value, problem: `not an http or https address (${value.split(":")[0]})` };
  // A relative reference: a file of the zip first, else the old site's address it was relative to.
  if (hasAssets) return { key: `asset:${post.originalId}\u0000${value}`, asset: value };
  if (post.originalUrl) {
    try {
      const url = new URL(value, post.originalUrl).href;
      return { key: url, url };
    } catch {
      // Falls through to the problem below.
    }
  }
  return {
    key: `relative:${post.originalId}\u0000${value}`,
    problem: "a relative address, and the file says nothing of the site it was relative to",
  };
}

async function readAsset(assets: SourceAssets, ref: string, post: ImportedPost): Promise<Buffer> {
  let data = await assets.open(ref, post);
  if (!data && ref !== safeDecode(ref)) data = await assets.open(safeDecode(ref), post);
  if (!data) throw new ImageFetchError("not in the imported file");
  const type = imageTypeOf(data);
  if (type === "svg") throw new ImageFetchError("an SVG image, which can carry scripts: not imported");
  if (!type) throw new ImageFetchError("not a JPEG, PNG, GIF, WebP or AVIF image");
  return data;
}

function safeDecode(ref: string): string {
  try {
    return decodeURI(ref);
  } catch {
    return ref;
  }
}

/**
 * Fetches every image of the post (the Markdown's inline and reference images, raw `<img>` tags the
 * converter left, and the featured image), stores each through the upload pipeline, and points the
 * text at the copies. One that cannot be had keeps its original address and gets a report line.
 */
export async function bringImagesHome(
  post: ImportedPost,
  deps: BringImagesHomeDeps,
): Promise<{ post: ImportedPost; lines: ImageReportLine[] }> {
  const failed = deps.failed ?? new Map<string, string>();
  /** Reference → the stored copy's URL, for this post. */
  const resolved = new Map<string, string>();
  /** One download per source even when two references name it (http: and //, say). */
  const loading = new Map<string, Promise<{ stored: string } | { reason: string }>>();

  const load = async (origin: NonNullable<Origin>): Promise<{ stored: string } | { reason: string }> => {
    const cached = deps.cache.get(origin.key);
    if (cached) return { stored: cached };
    const known = failed.get(origin.key);
    if (known !== undefined) return { reason: known };
    try {
      if ("problem" in origin) throw new ImageFetchError(origin.problem);
      const data = "asset" in origin ? await readAsset(deps.assets!, origin.asset, post) : (await deps.fetchImage(origin.url)).data;
      const stored = (await deps.saveImage(data)).url;
      deps.cache.set(origin.key, stored);
      return { stored };
    } catch (error) {
      const reason = error instanceof ImageFetchError ? error.message : `could not be stored: ${(error as Error).message}`;
      failed.set(origin.key, reason);
      return { reason };
    }
  };

  const refs = [...new Set([...collectImageRefs(post.markdown), ...(post.featuredImage ? [post.featuredImage] : [])])];
  const reasons = new Map<string, string>();
  const bring = async (ref: string): Promise<void> => {
    const origin = originOf(ref, post, Boolean(deps.assets));
    if (!origin) return;
    let pending = loading.get(origin.key);
    if (!pending) loading.set(origin.key, (pending = load(origin)));
    const outcome = await pending;
    if ("stored" in outcome) resolved.set(ref, outcome.stored);
    else reasons.set(ref, outcome.reason);
  };
  // A few downloads at once: an old site's images are slow one by one, and each waits on the network, not the CPU.
  let next = 0;
  const worker = async () => {
    while (next < refs.length) await bring(refs[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(IMAGES_AT_ONCE, refs.length) }, worker));

  // In the order the post uses them, whichever download ended first.
  const lines: ImageReportLine[] = refs
    .filter((ref) => reasons.has(ref))
    .map((ref) => ({
      kind: "image",
      originalId: ref,
      title: post.title,
      outcome: "failed",
      reason: `${reasons.get(ref)}; the post keeps the original address`,
      path: null,
    }));
  const markdown = rewriteImageRefs(post.markdown, resolved);
  const featuredImage = post.featuredImage ? (resolved.get(post.featuredImage) ?? post.featuredImage) : null;
  return { post: { ...post, markdown, featuredImage }, lines };
}

/** Every image reference of the text, outside code, as written (angle brackets removed). */
export function collectImageRefs(markdown: string): string[] {
  const refs: string[] = [];
  const ids = referenceImageIds(markdown);
  forEachOutsideCode(markdown, (text) => {
    for (const match of text.matchAll(INLINE_IMAGE)) refs.push(unbracket(match[2]));
    for (const match of text.matchAll(REFERENCE_DEFINITION)) if (ids.has(referenceKey(match[2]))) refs.push(unbracket(match[3]));
    for (const tag of text.match(HTML_IMAGE) ?? []) {
      const src = HTML_SRC.exec(tag);
      if (src) refs.push(src[3]);
    }
  });
  return refs;
}

/** The reference ids images use, anywhere outside code: a definition may sit after a code block, far from its use. */
function referenceImageIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  forEachOutsideCode(markdown, (text) => {
    for (const match of text.matchAll(REFERENCE_IMAGE)) ids.add(referenceKey(match[2] || match[1]));
  });
  return ids;
}

/** The text with each brought-home reference pointing at its copy; the rest as it was. */
function rewriteImageRefs(markdown: string, resolved: Map<string, string>): string {
  if (resolved.size === 0) return markdown;
  const ids = referenceImageIds(markdown);
  return outsideCode(markdown, (text) => {
    return text
      .replace(INLINE_IMAGE, (whole, start: string, token: string, end: string) => {
        const stored = resolved.get(unbracket(token));
        return stored ? `${start}${stored}${end}` : whole;
      })
      .replace(REFERENCE_DEFINITION, (whole, start: string, id: string, token: string) => {
        const stored = ids.has(referenceKey(id)) ? resolved.get(unbracket(token)) : undefined;
        return stored ? `${start}${stored}` : whole;
      })
      .replace(HTML_IMAGE, (tag) => {
        const src = HTML_SRC.exec(tag);
        const stored = src ? resolved.get(src[3]) : undefined;
        // The old srcset would still send browsers to the old site.
        return stored ? tag.replace(HTML_SRC, `$1$2${stored}$2`).replace(HTML_SRCSET, "") : tag;
      });
  });
}
