import { CameraIcon } from "lucide-react";
import { GitHubIcon, type IconProps, InstagramIcon, LinkedInIcon, YouTubeIcon } from "@/components/ui/brand-icons";
import type { ComponentType } from "react";
import type { Profile } from "@shared/types";

export type SocialKey = "linkedinUrl" | "instagramUrl" | "youtubeUrl" | "githubUrl" | "portfolioUrl";

export interface SocialLink {
  key: SocialKey;
  label: string;
  href: string;
  Icon: ComponentType<IconProps>;
}

const SOCIALS: ReadonlyArray<Omit<SocialLink, "href"> & { fallback: string }> = [
  { key: "linkedinUrl", label: "LinkedIn", fallback: "https://www.linkedin.com/", Icon: LinkedInIcon },
  { key: "instagramUrl", label: "Instagram", fallback: "https://www.instagram.com/", Icon: InstagramIcon },
  { key: "youtubeUrl", label: "YouTube", fallback: "https://www.youtube.com/", Icon: YouTubeIcon },
  { key: "githubUrl", label: "GitHub", fallback: "https://github.com/", Icon: GitHubIcon },
  { key: "portfolioUrl", label: "Photo portfolio", fallback: "https://unsplash.com/", Icon: CameraIcon },
];

export type SocialUrls = Pick<Profile, SocialKey>;

/**
 * Spec: with no profile yet, all five show with their defaults; once the profile is known,
 * only the networks the author actually filled in.
 */
export function socialLinksFor(profile: SocialUrls | undefined): SocialLink[] {
  return SOCIALS.flatMap(({ fallback, ...social }) => {
    if (!profile) return [{ ...social, href: fallback }];
    const href = profile[social.key]?.trim();
    return href ? [{ ...social, href }] : [];
  });
}
