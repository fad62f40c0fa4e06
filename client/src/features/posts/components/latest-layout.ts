export type LatestCardSize = "wide" | "medium" | "normal";

/** Spec: every 6th card from the first is wide; every 4th from the second is medium-wide. */
export function latestCardSize(index: number): LatestCardSize {
  if (index % 6 === 0) return "wide";
  if (index % 4 === 1) return "medium";
  return "normal";
}
