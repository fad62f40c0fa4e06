import { headTags, type HeadTag } from "../../../shared/page-meta";
import { isPagePath, matchPage } from "../../../shared/routes";
import type { OgPreview, OgPreviewTag, OgPreviewWarning } from "../../../shared/types";
import { ValidationError } from "../../lib/errors";
import type { PageMetaService } from "./page-meta.service";

/**
 * Where networks cut share text. Only X publishes numbers (its card markup: title at most 70
 * characters, description at most 200); Google cuts by pixel width, about 60 characters of title
 * and 160 of description. Facebook and LinkedIn clamp by lines rather than characters, so a text
 * within Google's limits shows whole on them too.
 */
const SHARE_TEXT_LIMITS = {
  title: [
    { network: "Google search", max: 60 },
    { network: "X", max: 70 },
  ],
  description: [
    { network: "Google search", max: 160 },
    { network: "X", max: 200 },
  ],
} as const;

/**
 * The address reduced to a path of this site. A full address must be on this site's own origin;
 * parsing against that origin also catches the forms a browser reads as another host ("//evil",
 * "/\evil", a tab inside "//").
 */
function sameSitePath(input: string, publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  let url: URL;
  try {
    url = new URL(input, origin);
  } catch {
    throw new ValidationError(`"${input}" is not a valid address`);
  }
  if (url.origin !== origin) {
    throw new ValidationError(`Only pages of this site (${origin}) can be previewed; "${input}" is elsewhere`);
  }
  if (!isPagePath(url.pathname)) {
    throw new ValidationError(`${url.pathname} is not a page of this site, so it carries no share tags; try / or /blog/{slug}`);
  }
  return url.pathname;
}

const toPreviewTag = (tag: HeadTag): OgPreviewTag =>
  tag.tag === "title"
    ? { tag: "title", attributes: {}, text: tag.text }
    : tag.tag === "script"
      ? { tag: tag.tag, attributes: tag.attributes, text: tag.text }
      : { tag: tag.tag, attributes: tag.attributes };

/** The content of the first meta tag named `key` (by name or property), as a crawler would read it. */
function metaContent(tags: OgPreviewTag[], key: string): string | null {
  const found = tags.find((tag) => tag.tag === "meta" && (tag.attributes.property === key || tag.attributes.name === key));
  return found?.attributes.content?.trim() || null;
}

function lengthWarning(field: "title" | "description", text: string | null): OgPreviewWarning[] {
  if (!text) return [];
  const cuts = SHARE_TEXT_LIMITS[field].filter((limit) => text.length > limit.max);
  if (!cuts.length) return [];
  const label = field === "title" ? "Title" : "Description";
  const where = cuts.map(({ network, max }) => `${network} cuts it after about ${max}`).join(" and ");
  return [{ field, message: `${label} is ${text.length} characters; ${where}.` }];
}

/** What a share card needs and does not have, in the words an author can act on. */
function previewWarnings(preview: Omit<OgPreview, "warnings" | "tags">): OgPreviewWarning[] {
  const warnings: OgPreviewWarning[] = [];
  if (preview.status === 404)
    warnings.push({ field: "status", message: "This address answers 404 Not Found: networks draw no card for a missing page." });
  if (!preview.title) warnings.push({ field: "title", message: "No og:title or <title>: networks have no headline to show." });
  if (!preview.description)
    warnings.push({ field: "description", message: "No og:description or meta description: cards show the title alone." });
  if (!preview.image) warnings.push({ field: "image", message: "No og:image: cards are drawn without a picture, or not at all." });
  else if (!/^https?:\/\//i.test(preview.image))
    warnings.push({ field: "image", message: "og:image is not an absolute http(s) address, which crawlers need to fetch it." });
  if (!preview.url)
    warnings.push({ field: "url", message: "No og:url or canonical link: shares of this page may be counted under several addresses." });
  if (!preview.twitterCard)
    warnings.push({ field: "twitterCard", message: "No twitter:card: X shows a small summary card instead of the large image." });
  warnings.push(...lengthWarning("title", preview.title), ...lengthWarning("description", preview.description));
  return warnings;
}

/** The head the server sends for a page of this site, read back as a crawler would, without an HTTP round trip. */
export function createOgPreviewService(pageMeta: PageMetaService, publicUrl: string) {
  return {
    async preview(address: string): Promise<OgPreview> {
      const path = sameSitePath(address, publicUrl);
      const { meta, status } = await pageMeta.forPage(matchPage(path), path);
      const tags = headTags(meta).map(toPreviewTag);
      const titleTag = tags.find((tag) => tag.tag === "title")?.text?.trim() || null;
      const canonical = tags.find((tag) => tag.tag === "link" && tag.attributes.rel === "canonical")?.attributes.href ?? null;
      const fields = {
        path,
        status,
        title: metaContent(tags, "og:title") ?? titleTag,
        description: metaContent(tags, "og:description") ?? metaContent(tags, "description"),
        image: metaContent(tags, "og:image"),
        url: metaContent(tags, "og:url") ?? canonical,
        type: metaContent(tags, "og:type"),
        siteName: metaContent(tags, "og:site_name"),
        twitterCard: metaContent(tags, "twitter:card"),
      };
      return { ...fields, tags, warnings: previewWarnings(fields) };
    },
  };
}

export type OgPreviewService = ReturnType<typeof createOgPreviewService>;
