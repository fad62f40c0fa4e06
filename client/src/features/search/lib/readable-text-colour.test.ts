import { describe, expect, it } from "vitest";
import { contrastRatio, readableTextColour, relativeLuminance } from "./readable-text-colour";

const ratioOn = (background: string) => {
  const text = readableTextColour(background);
  return contrastRatio(relativeLuminance(background)!, relativeLuminance(text)!);
};

describe("category badge text colour", () => {
  it("writes white on the dark sample category colours and black on pale ones", () => {
    expect(readableTextColour("#2D5016")).toBe("#FFFFFF");
    expect(readableTextColour("#1F4E79")).toBe("#FFFFFF");
    expect(readableTextColour("#F5D76E")).toBe("#000000");
    expect(readableTextColour("#ffffff")).toBe("#000000");
  });

  it("reaches at least 4.5:1 on any colour an author could pick, including mid greys", () => {
    for (const colour of ["#777777", "#808080", "#4A7C2A", "#E74C3C", "#3498DB", "#00FF00", "#7B4A1E"]) {
      expect(ratioOn(colour)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("falls back to white for a colour it cannot read", () => {
    expect(readableTextColour("green")).toBe("#FFFFFF");
  });
});
