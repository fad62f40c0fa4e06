import { HERO_IMAGE } from "@shared/constants";
/** The hero's still picture, also the video's poster so the switch to the film is seamless. */
export const HERO_POSTER = HERO_IMAGE;

/** The same scene in motion, rendered from the picture: WebM first, MP4 for browsers without it. */
export const HERO_VIDEO_SOURCES = [
  { src: "/video/hero.webm", type: "video/webm" },
  { src: "/video/hero.mp4", type: "video/mp4" },
] as const;
