import { ChevronDownIcon, LeafIcon } from "lucide-react";
import { SITE_NAME, SITE_TAGLINE } from "@shared/constants";
import { LiteTooltip } from "@/components/ui/lite-tooltip";
import { useHeroVideo } from "../hooks/use-hero-video";
import { HERO_POSTER } from "./hero-assets";
// In the home page's own file (router.tsx loads it with the page): a file of its own, fetched a
// second after load, cost more in its response's headers than its few hundred bytes of code.
import { HeroVideo } from "./hero-video";
import { track } from "@/lib/track";

const SCROLL_LABEL = "Scroll to featured stories";

function scrollToSection(id: string) {
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  document.getElementById(id)?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth" });
  // Loaded on use: the analytics code stays out of the first-load bundle (it sends nothing unconfigured).
  track({ name: "scroll_to_content" });
}

/** `scrollTargetId` is the section the arrow leads to (the featured stories). */
export function HomeHero({ scrollTargetId }: { scrollTargetId: string }) {
  const videoPhase = useHeroVideo();

  return (
    <section
      aria-labelledby="hero-heading"
      data-hero-video={videoPhase}
      className="relative isolate flex min-h-svh items-center justify-center overflow-hidden bg-[#1f3322]"
    >
      <img
        src={HERO_POSTER}
        alt=""
        width={1920}
        height={1080}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      {videoPhase === "mounted" && <HeroVideo />}
      {/* The picture stays visible; only the area behind the words is darkened, enough for 4.5:1. */}
      <div className="relative z-0 mx-auto flex max-w-4xl flex-col items-center px-6 pt-16 text-center text-white">
        <span aria-hidden="true" className="hero-scrim absolute -inset-x-16 -inset-y-20 -z-10 sm:-inset-x-24" />
        <span className="mb-6 inline-flex h-14 w-14 items-center justify-center rounded-full bg-black/30 ring-1 ring-white/50">
          <LeafIcon size={28} />
        </span>
        <h1 id="hero-heading" className="hero-text font-serif text-5xl font-bold tracking-tight sm:text-6xl lg:text-7xl">
          {SITE_NAME}
        </h1>
        <p className="hero-text mt-6 max-w-2xl text-xl leading-relaxed sm:text-2xl">{SITE_TAGLINE}</p>
      </div>
      <LiteTooltip label={SCROLL_LABEL} className="absolute bottom-8 left-1/2 -translate-x-1/2">
        {/* A link to the section, so it leads there before the app has started (or without it);
            the app makes the move smooth and counts it. */}
        <a
          href={`#${scrollTargetId}`}
          aria-label={SCROLL_LABEL}
          onClick={(event) => {
            // A click meant for a new tab or window stays the browser's.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            scrollToSection(scrollTargetId);
          }}
          className="inline-flex h-12 w-12 cursor-pointer items-center justify-center rounded-full bg-black/35 text-white ring-1 ring-white/60 transition-colors hover:bg-black/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-black"
        >
          {/* Only the icon bounces (index.css), so the link stays a still target for the pointer. */}
          <ChevronDownIcon size={24} className="hero-arrow-bounce" />
        </a>
      </LiteTooltip>
    </section>
  );
}
