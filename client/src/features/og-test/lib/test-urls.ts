import { DEFAULT_CATEGORY } from "@shared/constants";
import type { PostCard } from "@shared/types";

/** Used when the blog has no published post yet, so every row still has something to test. */
const FALLBACK_SAMPLE = {
  slug: "sample-post",
  title: "Precision Farming: From Data to Decisions",
  category: DEFAULT_CATEGORY.name,
} as const;

export interface SamplePost {
  slug: string;
  title: string;
  category: string;
  /** False when the blog has no post and the fallback stands in. */
  isReal: boolean;
}

export function samplePost(posts: PostCard[] | undefined): SamplePost {
  const first = posts?.[0];
  if (!first) return { ...FALLBACK_SAMPLE, isReal: false };
  return { slug: first.slug, title: first.title, category: first.category?.name || DEFAULT_CATEGORY.name, isReal: true };
}

export const samplePostPath = (sample: Pick<SamplePost, "slug">) => `/blog/${encodeURIComponent(sample.slug)}`;

export interface TestUrl {
  id: string;
  label: string;
  description: string;
  url: string;
}

/** The ready-to-test addresses of the Quick Test tab, absolute so they paste anywhere. */
export function readyToTestUrls(origin: string, sample: SamplePost): TestUrl[] {
  const image = new URLSearchParams({ title: sample.title, category: sample.category });
  return [
    { id: "home", label: "Homepage", description: "The site's own card: tagline, description and drawn image.", url: `${origin}/` },
    {
      id: "post",
      label: "Sample blog post",
      description: sample.isReal ? `The newest article: ${sample.title}` : "No post is published yet, so this is a stand-in address.",
      url: `${origin}${samplePostPath(sample)}`,
    },
    {
      id: "og-image",
      label: "Dynamic OG image",
      description: "The share image drawn for the site (1200 x 630).",
      url: `${origin}/api/og-image`,
    },
    {
      id: "og-image-custom",
      label: "OG image with title and category",
      description: "The same endpoint drawing a post's title and category.",
      url: `${origin}/api/og-image?${image}`,
    },
  ];
}
