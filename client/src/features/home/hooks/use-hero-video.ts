import { useEffect, useState } from "react";
import { HERO_VIDEO_DELAY_MS } from "@shared/constants";

type NetworkInformation = { saveData?: boolean };

/** A reader who asked for less motion, or for less data, gets the still picture only. */
export function heroVideoUnwanted(): boolean {
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  const saveData = (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true;
  return reduceMotion || saveData;
}

/**
 * True once the background video should mount: HERO_VIDEO_DELAY_MS after the page has loaded, so
 * the video never competes with the picture, fonts and scripts a first paint needs.
 */
export function useHeroVideo(delayMs: number = HERO_VIDEO_DELAY_MS): boolean {
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (heroVideoUnwanted()) return;
    let timer: number | undefined;
    const start = () => {
      timer = window.setTimeout(() => setMounted(true), delayMs);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      window.clearTimeout(timer);
    };
  }, [delayMs]);

  return mounted;
}
