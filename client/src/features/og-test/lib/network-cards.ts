import type { OgPreview } from "@shared/types";

export type NetworkId = "facebook" | "linkedin" | "x";

export interface NetworkCard {
  network: NetworkId;
  name: string;
  /** Width over height of the picture the network draws. */
  aspect: "1.91:1" | "2:1";
  title: string | null;
  description: string | null;
  image: string | null;
  domain: string;
}

function metaContent(preview: OgPreview, key: string): string | null {
  const tag = preview.tags.find(
    (candidate) => candidate.tag === "meta" && (candidate.attributes.property === key || candidate.attributes.name === key),
  );
  return tag?.attributes.content?.trim() || null;
}

function hostOf(url: string | null, fallback: string): string {
  try {
    return url ? new URL(url).host : fallback;
  } catch {
    return fallback;
  }
}

/**
 * What each network takes from the tags: Facebook and LinkedIn read Open Graph; X reads its own
 * twitter:* tags first and falls back to Open Graph, as its crawler does.
 */
export function networkCards(preview: OgPreview, fallbackHost: string): NetworkCard[] {
  const domain = hostOf(preview.url, fallbackHost);
  const og = { title: preview.title, description: preview.description, image: preview.image, domain };
  return [
    { network: "facebook", name: "Facebook", aspect: "1.91:1", ...og },
    { network: "linkedin", name: "LinkedIn", aspect: "1.91:1", ...og },
    {
      network: "x",
      name: "X (Twitter)",
      aspect: "2:1",
      title: metaContent(preview, "twitter:title") ?? preview.title,
      description: metaContent(preview, "twitter:description") ?? preview.description,
      image: metaContent(preview, "twitter:image") ?? preview.image,
      domain,
    },
  ];
}

/** A path or an address typed into the picker, as the preview endpoint takes it. */
export function normalisePathInput(input: string): string {
  const trimmed = input.trim();
  if (!trimmed) return "/";
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith("/")) return trimmed;
  return `/${trimmed}`;
}
