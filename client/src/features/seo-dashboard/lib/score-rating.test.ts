import { describe, expect, it } from "vitest";
import { scoreRating, TONE_CLASSES } from "./score-rating";

describe("the score rating", () => {
  it.each([
    [100, "Excellent", "excellent"],
    [90, "Excellent", "excellent"],
    [89, "Good", "good"],
    [75, "Good", "good"],
    [74, "Needs Improvement", "poor"],
    [0, "Needs Improvement", "poor"],
  ] as const)("rates %i as %s", (score, label, tone) => {
    expect(scoreRating(score)).toEqual({ label, tone });
  });

  it("shows Excellent in green and Needs Improvement in red", () => {
    expect(TONE_CLASSES[scoreRating(90).tone].text).toMatch(/green/);
    expect(TONE_CLASSES[scoreRating(74).tone].text).toMatch(/red/);
    expect(TONE_CLASSES[scoreRating(75).tone].text).not.toMatch(/green|red/);
  });
});
