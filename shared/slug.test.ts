import { describe, expect, it } from "vitest";
import { slugify, uniqueSlug } from "./slug";

describe("slugify", () => {
  it.each([
    ["lowercases uppercase letters", "Precision FARMING", "precision-farming"],
    ["strips punctuation", "Hello, World! (Part 1?)", "hello-world-part-1"],
    ["strips apostrophes without splitting the word", "O'Brien's Farm", "obriens-farm"],
    ["strips symbols between words", "C++ & C# for IoT", "c-c-for-iot"],
    ["drops a decimal point rather than splitting the number", "Version 2.0 Released", "version-20-released"],
    ["turns a whitespace run into one hyphen", "Soil    moisture\t\nsensors", "soil-moisture-sensors"],
    ["collapses repeated hyphens", "Drones -- the -- future", "drones-the-future"],
    ["collapses hyphens left behind by stripped punctuation", "Farm - & - Field", "farm-field"],
    ["trims surrounding whitespace", "   Cover crops   ", "cover-crops"],
    ["trims hyphens at the ends", "-- Cover crops --", "cover-crops"],
    ["folds accents", "Café Crème", "cafe-creme"],
    ["folds accents across a whole phrase", "Naïve résumé über Ångström", "naive-resume-uber-angstrom"],
    ["folds compatibility characters such as ligatures", "ﬁeld notes", "field-notes"],
    ["keeps underscores as word characters", "snake_case naming", "snake_case-naming"],
    ["keeps underscores at the ends too, as word characters", "__init__ explained", "__init__-explained"],
    ["keeps digits", "Top 10 sensors of 2024", "top-10-sensors-of-2024"],
    ["drops emoji", "🚜 Tractors 🌾 and grain", "tractors-and-grain"],
    ["drops emoji at the ends without leaving hyphens", "🚀 Launch 🚀", "launch"],
    ["returns an empty slug for a title of only punctuation", "!!! ??? ...", ""],
    ["returns an empty slug for an empty title", "", ""],
    ["returns an empty slug for letters outside the word-character set", "日本語", ""],
  ])("%s", (_label, title, expected) => {
    expect(slugify(title)).toBe(expected);
  });

  it("produces only lowercase word characters and single inner hyphens", () => {
    const titles = ["A  B", "x--y", "  -a- ", "Ünïcödé Tïtle!", "tabs\tand\nlines", "100% Organic?!"];
    for (const title of titles) {
      const slug = slugify(title);
      expect(slug).toMatch(/^[a-z0-9_]+(?:-[a-z0-9_]+)*$/);
    }
  });

  it("is idempotent", () => {
    for (const title of ["Café Crème", "Hello, World!", "snake_case naming", "-- x --"]) {
      expect(slugify(slugify(title))).toBe(slugify(title));
    }
  });
});

describe("uniqueSlug", () => {
  const takenBy = (...slugs: string[]) => {
    const taken = new Set(slugs);
    const asked: string[] = [];
    const isTaken = async (candidate: string) => {
      asked.push(candidate);
      return taken.has(candidate);
    };
    return { isTaken, asked };
  };

  it("returns the slug of the title when it is free", async () => {
    const { isTaken, asked } = takenBy("other-post");
    await expect(uniqueSlug("Soil Health Basics", isTaken)).resolves.toBe("soil-health-basics");
    expect(asked).toEqual(["soil-health-basics"]);
  });

  it("adds -2 when the slug is taken", async () => {
    const { isTaken } = takenBy("soil-health");
    await expect(uniqueSlug("Soil Health", isTaken)).resolves.toBe("soil-health-2");
  });

  it("counts on to -3 when -2 is taken as well, asking in order", async () => {
    const { isTaken, asked } = takenBy("soil-health", "soil-health-2");
    await expect(uniqueSlug("Soil Health", isTaken)).resolves.toBe("soil-health-3");
    expect(asked).toEqual(["soil-health", "soil-health-2", "soil-health-3"]);
  });

  it("fills the first free number rather than counting past a gap", async () => {
    const { isTaken } = takenBy("soil-health", "soil-health-3");
    await expect(uniqueSlug("Soil Health", isTaken)).resolves.toBe("soil-health-2");
  });

  it("slugifies an already-slug-like base the same way", async () => {
    const { isTaken } = takenBy();
    await expect(uniqueSlug("soil-health", isTaken)).resolves.toBe("soil-health");
  });

  it("uses 'post' when the title has no slug characters", async () => {
    const { isTaken, asked } = takenBy();
    await expect(uniqueSlug("!!! 🚜 ???", isTaken)).resolves.toBe("post");
    expect(asked).toEqual(["post"]);
  });

  it("numbers 'post' like any other slug", async () => {
    const { isTaken } = takenBy("post", "post-2");
    await expect(uniqueSlug("", isTaken)).resolves.toBe("post-3");
  });

  it("waits for each answer before trying the next candidate", async () => {
    const taken = new Set(["crop-rotation", "crop-rotation-2"]);
    const isTaken = (candidate: string) => new Promise<boolean>((resolve) => setTimeout(() => resolve(taken.has(candidate)), 1));
    await expect(uniqueSlug("Crop Rotation", isTaken)).resolves.toBe("crop-rotation-3");
  });
});
