import { SITE_NAME, SITE_TAGLINE } from "@shared/constants";
import { ChevronDownIcon, LeafIcon } from "@/components/ui/icons";

function scrollToSection(id: string) {
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  document.getElementById(id)?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth" });
}

/** `scrollTargetId` is the section the arrow leads to (the featured stories). */
export function HomeHero({ scrollTargetId }: { scrollTargetId: string }) {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate flex min-h-svh items-center justify-center overflow-hidden bg-brand">
      <img
        src="/images/hero.svg"
        alt=""
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      {/* The looping background video mounts here after HERO_VIDEO_DELAY_MS (a later issue). */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-black/60 via-black/40 to-black/70" />
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-16 text-center text-white">
        <span className="mb-6 inline-flex h-14 w-14 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/40 backdrop-blur">
          <LeafIcon size={28} />
        </span>
        <h1 id="hero-heading" className="font-serif text-5xl font-bold tracking-tight drop-shadow sm:text-6xl lg:text-7xl">
          {SITE_NAME}
        </h1>
        <p className="mt-6 max-w-2xl text-xl leading-relaxed text-white/90 drop-shadow sm:text-2xl">{SITE_TAGLINE}</p>
      </div>
      <button
        type="button"
        aria-label="Scroll to featured stories"
        onClick={() => scrollToSection(scrollTargetId)}
        className="absolute bottom-8 left-1/2 inline-flex h-12 w-12 -translate-x-1/2 cursor-pointer items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/40 backdrop-blur transition-colors hover:bg-white/25 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        {/* Only the icon bounces, so the button stays a still target for the pointer. */}
        <ChevronDownIcon size={24} className="motion-safe:animate-bounce" />
      </button>
    </section>
  );
}
