import { SEO_DASHBOARD } from "@shared/constants";

export type RatingTone = "excellent" | "good" | "poor";

export interface Rating {
  label: "Excellent" | "Good" | "Needs Improvement";
  tone: RatingTone;
}

/** Spec section 9: 90 or more is Excellent, 75 to 89 Good, below 75 Needs Improvement. */
export function scoreRating(score: number): Rating {
  if (score >= SEO_DASHBOARD.excellentFrom) return { label: "Excellent", tone: "excellent" };
  if (score >= SEO_DASHBOARD.goodFrom) return { label: "Good", tone: "good" };
  return { label: "Needs Improvement", tone: "poor" };
}

/** Green for Excellent, red for Needs Improvement (spec); amber for Good. Shades chosen for AA contrast on white. */
export const TONE_CLASSES: Record<RatingTone, { text: string; bar: string; badge: string }> = {
  excellent: { text: "text-green-700", bar: "bg-green-600", badge: "bg-green-100 text-green-800" },
  good: { text: "text-amber-700", bar: "bg-amber-500", badge: "bg-amber-100 text-amber-900" },
  poor: { text: "text-red-700", bar: "bg-red-600", badge: "bg-red-100 text-red-800" },
};
