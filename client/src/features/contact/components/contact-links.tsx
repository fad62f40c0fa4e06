import { ExternalLinkIcon } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import type { SocialKey, SocialLink } from "@/components/layout/social-links";

/** What a reader finds behind each link; kept here, not in social-links.ts, which every page loads. */
const ACTIONS: Record<SocialKey, string> = {
  linkedinUrl: "Send a message or connect",
  instagramUrl: "Follow along",
  youtubeUrl: "Watch the videos",
  githubUrl: "Code, tools and issues",
  portfolioUrl: "Browse the photography",
};

/** "https://www.linkedin.com/in/ada/" -> "linkedin.com/in/ada": enough to recognise the profile. */
function displayUrl(href: string): string {
  return href
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/$/, "");
}

export function ContactLinks({ links }: { links: SocialLink[] }) {
  if (links.length === 0) {
    return <p className="text-body">No social profiles are listed at the moment.</p>;
  }
  return (
    <ul className="grid gap-3" aria-label="Social profiles">
      {links.map(({ key, label, href, rel, Icon }) => (
        <li key={key}>
          <a
            href={href}
            target="_blank"
            rel={rel}
            className="group flex h-full items-center gap-4 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-primary-light hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <span
              aria-hidden="true"
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-accent text-primary group-hover:bg-card"
            >
              <Icon size={20} />
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold text-foreground">{label}</span>
              <span className="text-sm text-body">{ACTIONS[key]}</span>
              <span className="truncate text-xs text-muted-foreground">{displayUrl(href)}</span>
            </span>
            <ExternalLinkIcon size={16} className="shrink-0 text-subtle group-hover:text-primary" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function ContactLinksSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-3">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-20 rounded-xl" />
      ))}
    </div>
  );
}
