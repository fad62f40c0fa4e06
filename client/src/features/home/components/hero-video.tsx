import { useState } from "react";
import { cn } from "@/lib/utils";
import { HERO_POSTER, HERO_VIDEO_SOURCES } from "./hero-assets";

/**
 * The looping background film: the hero picture itself, gently in motion. It starts transparent
 * and fades in once it really plays, so a slow or refused start leaves the still picture in place.
 */
export function HeroVideo() {
  const [playing, setPlaying] = useState(false);
  return (
    <video
      aria-hidden="true"
      tabIndex={-1}
      muted
      loop
      playsInline
      autoPlay
      preload="auto"
      disablePictureInPicture
      poster={HERO_POSTER}
      onPlaying={() => setPlaying(true)}
      data-testid="hero-video"
      className={cn(
        "pointer-events-none absolute inset-0 -z-10 h-full w-full object-cover transition-opacity duration-1000",
        playing ? "opacity-100" : "opacity-0",
      )}
    >
      {HERO_VIDEO_SOURCES.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
    </video>
  );
}
