import { describe, expect, it } from "vitest";
import { countWordChanges, countWords, wordDiff, type DiffSegment } from "./word-diff";

const newText = (segments: DiffSegment[]) =>
  segments
    .filter((segment) => segment.kind !== "removed")
    .map((segment) => segment.text)
    .join("");
const oldWords = (segments: DiffSegment[]) =>
  segments
    .filter((segment) => segment.kind !== "added")
    .map((segment) => segment.text)
    .join("")
    .split(/\s+/)
    .filter(Boolean);

describe("wordDiff", () => {
  it("reports identical texts as one unchanged segment", () => {
    expect(wordDiff("Soil probes in sandy loam.", "Soil probes in sandy loam.")).toEqual({
      segments: [{ kind: "same", text: "Soil probes in sandy loam." }],
      added: 0,
      removed: 0,
    });
  });

  it("marks replaced words as removed then added, keeping the rest as it was", () => {
    const diff = wordDiff("Soil probes in sandy loam.", "Soil probes in heavy clay.");
    expect(diff.segments).toEqual([
      { kind: "same", text: "Soil probes in " },
      { kind: "removed", text: "sandy loam" },
      { kind: "added", text: "heavy clay" },
      { kind: "same", text: "." },
    ]);
    expect(diff).toMatchObject({ added: 2, removed: 2 });
  });

  it("counts words added and removed anywhere in the text, and both sides can be read back", () => {
    const before = "a b c d e";
    const after = "x a b d e y";
    const diff = wordDiff(before, after);
    expect(diff).toMatchObject({ added: 2, removed: 1 });
    expect(newText(diff.segments)).toBe(after);
    expect(oldWords(diff.segments)).toEqual(before.split(" "));
  });

  it("never splits a word: a changed word is removed and added whole", () => {
    expect(wordDiff("cat", "cats").segments).toEqual([
      { kind: "removed", text: "cat" },
      { kind: "added", text: "cats" },
    ]);
  });

  it("shows a change of punctuation without counting it as a word", () => {
    const diff = wordDiff("Hello world.", "Hello world!");
    expect(diff.segments).toEqual([
      { kind: "same", text: "Hello world" },
      { kind: "removed", text: "." },
      { kind: "added", text: "!" },
    ]);
    expect(diff).toMatchObject({ added: 0, removed: 0 });
  });

  it("treats everything as added from an empty text, and as removed to one", () => {
    expect(wordDiff("", "Cover crops hold nitrogen")).toEqual({
      segments: [{ kind: "added", text: "Cover crops hold nitrogen" }],
      added: 4,
      removed: 0,
    });
    expect(wordDiff("Cover crops", "")).toEqual({ segments: [{ kind: "removed", text: "Cover crops" }], added: 0, removed: 2 });
  });

  it("finds a small edit in the middle of a long body", () => {
    const paragraph = (n: number) => `Paragraph ${n} talks about drip lines and soil moisture.\n\n`;
    const body = Array.from({ length: 2000 }, (_, n) => paragraph(n)).join("");
    const edited = body.replace("Paragraph 1000 talks", "Paragraph 1000 now talks");
    const diff = wordDiff(body, edited);
    expect(diff).toMatchObject({ added: 1, removed: 0 });
    expect(diff.segments.filter((segment) => segment.kind !== "same")).toEqual([{ kind: "added", text: "now " }]);
    expect(newText(diff.segments)).toBe(edited);
  });

  it("still answers for two long unrelated texts, counting every word on each side", () => {
    const words = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(" ");
    const diff = wordDiff(words("old", 5000), words("new", 4000));
    expect(diff).toMatchObject({ added: 4000, removed: 5000 });
    expect(newText(diff.segments)).toBe(words("new", 4000));
  });
});

describe("countWords and countWordChanges", () => {
  it("counts what matching runs of letters and digits counts, in any script", () => {
    // Every kind of character a word or a gap can hold: digits and letters of other scripts and planes, marks, lone surrogates.
    const alphabet = ["a", "Z", "9", " ", "-", "_", "é", "\u0301", "日", "١", "½", "Ⅻ", "𝒳", "😀", "\ud800", "\udc00", "\u00a0", "'"];
    let seed = 11;
    const next = () => (seed = (seed * 48271) % 2147483647) % alphabet.length;
    for (let index = 0; index < 5_000; index++) {
      const text = Array.from({ length: index % 13 }, () => alphabet[next()]).join("");
      expect(countWords(text)).toBe(text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0);
    }
  });

  it("counts runs of letters and digits in any script, not markdown marks", () => {
    expect(countWords("## Über 3 Böden — **gut**!")).toBe(4);
    expect(countWords("  ")).toBe(0);
  });

  it("gives the counts alone", () => {
    expect(countWordChanges("one two three", "one three four five")).toEqual({ added: 2, removed: 1 });
  });
});
