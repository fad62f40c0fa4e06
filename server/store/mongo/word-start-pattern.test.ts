import { describe, expect, it } from "vitest";
import { wordStartPattern } from "./word-start-pattern";

// MongoDB runs the pattern with PCRE; it uses nothing JavaScript's engine reads differently.
const holds = (words: string[], text: string) => new RegExp(wordStartPattern(words), "i").test(text);

describe("the word-start pattern of the every-word check", () => {
  it("matches a word that starts with one of the words, in any case", () => {
    expect(holds(["soil"], "Soils of the plain")).toBe(true);
    expect(holds(["nitrate", "nitrogen"], "Some NITROGEN, mostly")).toBe(true);
    expect(holds(["soil"], "topsoil only")).toBe(false);
    expect(holds(["soil"], "top-soil and (soil)")).toBe(true);
  });

  it("matches accented text with the plain letters the query words have", () => {
    expect(holds(["creme", "brulee"], "Crème brûlée")).toBe(true);
    expect(holds(["ecole"], "ÉCOLE")).toBe(true);
    expect(holds(["lan"], "élan")).toBe(false);
  });

  it("takes every character of a word literally", () => {
    expect(holds(["2024"], "in 2024, at last")).toBe(true);
    expect(holds(["2024"], "12024")).toBe(false);
    expect(() => new RegExp(wordStartPattern(["a.b", "(x", "[y]", "z\\"]), "i")).not.toThrow();
    expect(holds(["a.b"], "axb")).toBe(false);
  });
});
