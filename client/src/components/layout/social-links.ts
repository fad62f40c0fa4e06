import { CameraIcon } from "lucide-react";
import { GitHubIcon, type IconProps, InstagramIcon, LinkedInIcon, YouTubeIcon } from "@/components/ui/brand-icons";
import type { ComponentType } from "react";
import type { Profile } from "@shared/types";

export type SocialKey = "linkedinUrl" | "instagramUrl" | "youtubeUrl" | "githubUrl" | "portfolioUrl";

export interface SocialLink {
  key: SocialKey;
  label: string;
  href: string;
  /** The link's rel: "me" only on the author's own profiles, never on a network's default address. */
  rel: string;
  Icon: ComponentType<IconProps>;
}

const SOCIALS: ReadonlyArray<Omit<SocialLink, "href" | "rel"> & { fallback: string }> = [
  { key: "linkedinUrl", label: "LinkedIn", fallback: "https://www.linkedin.com/", Icon: LinkedInIcon },
  { key: "instagramUrl", label: "Instagram", fallback: "https://www.instagram.com/", Icon: InstagramIcon },
  { key: "youtubeUrl", label: "YouTube", fallback: "https://www.youtube.com/", Icon: YouTubeIcon },
  { key: "githubUrl", label: "GitHub", fallback: "https://github.com/", Icon: GitHubIcon },
  { key: "portfolioUrl", label: "Photo portfolio", fallback: "https://unsplash.com/", Icon: CameraIcon },
];

export type SocialUrls = Pick<Profile, SocialKey>;

/**
 * Spec: with no profile yet, all five show with their defaults; once the profile is known,
 * only the networks the author actually filled in. Those carry rel="me": the profile and the blog
 * are the same person's (how Mastodon and IndieWeb tools verify a link between the two).
 */
export function socialLinksFor(profile: SocialUrls | undefined): SocialLink[] {
  return SOCIALS.flatMap(({ fallback, ...social }) => {
    if (!profile) return [{ ...social, href: fallback, rel: "noopener noreferrer" }];
    const href = profile[social.key]?.trim();
    return href ? [{ ...social, href, rel: "me noopener noreferrer" }] : [];
  });
}
