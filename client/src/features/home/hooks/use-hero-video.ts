import { useEffect, useState } from "react";
import { HERO_VIDEO_DELAY_MS } from "@shared/constants";

type NetworkInformation = { saveData?: boolean };

/** A reader who asked for less motion, or for less data, gets the still picture only. */
function heroVideoUnwanted(): boolean {
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  const saveData = (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true;
  return reduceMotion || saveData;
}

/**
 * Where the background video stands: "pending" until the page has loaded (and in the server's
 * HTML), "waiting" for HERO_VIDEO_DELAY_MS after load, so the video never competes with the
 * picture, fonts and scripts a first paint needs, then "mounted"; "unwanted" for a reader who
 * asked for less. The hero shows it as an attribute, so a browser test can see the decision made.
 */
export type HeroVideoPhase = "pending" | "waiting" | "mounted" | "unwanted";

export function useHeroVideo(delayMs: number = HERO_VIDEO_DELAY_MS): HeroVideoPhase {
  const [phase, setPhase] = useState<HeroVideoPhase>("pending");

  useEffect(() => {
    if (heroVideoUnwanted()) {
      setPhase("unwanted");
      return;
    }
    let timer: number | undefined;
    const start = () => {
      setPhase("waiting");
      timer = window.setTimeout(() => setPhase("mounted"), delayMs);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      window.clearTimeout(timer);
    };
  }, [delayMs]);

  return phase;
}
