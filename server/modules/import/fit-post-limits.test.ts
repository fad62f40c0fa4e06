import { describe, expect, it } from "vitest";
import { FIELD_LIMITS } from "../../../shared/constants";
import { fitPostLimits } from "./fit-post-limits";
import { importedPost } from "./test/test-imported-post";

const base = importedPost({ originalId: "1", title: "A title", slug: "a-title", publishedAt: new Date("2020-01-01T00:00:00Z") });

describe("imported posts made to fit Furrow's field limits", () => {
  it("leaves a post that fits exactly as it was", () => {
    expect(fitPostLimits(base)).toEqual(base);
  });

  it("titles an untitled post from its first words, gives it a slug, and says so", () => {
    const fitted = fitPostLimits({
      ...base,
      title: "  ",
      slug: "",
      markdown: "![](https://x.example/a.jpg)\n\nJust a quick note from the **field** today about the rain that finally came",
    });
    expect(fitted.title).toBe("Just a quick note from the field today about the rain that…");
    expect(fitted.slug).toBe("just-a-quick-note-from-the-field-today-about-the-rain-that");
    expect(fitted.notes).toEqual([`untitled: titled "${fitted.title}" from its first words`]);
  });

  it("shortens a long title, excerpt, tags and comments at word boundaries and keeps the first twenty tags, naming each change", () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
    const tags = Array.from({ length: 22 }, (_, i) => `Tag ${i}`);
    const fitted = fitPostLimits({
      ...base,
      title: words(60),
      excerpt: words(120),
      tags: [...tags, "x".repeat(60)],
      comments: [
        {
          originalId: "c",
          parentOriginalId: null,
          authorName: "N".repeat(150),
          authorEmail: "",
          content: words(1000),
          createdAt: base.publishedAt!,
          status: "approved",
        },
      ],
    });
    expect(fitted.title.length).toBeLessThanOrEqual(FIELD_LIMITS.title);
    expect(fitted.title).toMatch(/ word\d+…$/);
    expect(fitted.excerpt!.length).toBeLessThanOrEqual(FIELD_LIMITS.excerpt);
    expect(fitted.tags).toEqual(tags.slice(0, 20));
    expect(fitted.comments[0]!.content.length).toBeLessThanOrEqual(FIELD_LIMITS.comment);
    expect(fitted.comments[0]!.authorName.length).toBeLessThanOrEqual(FIELD_LIMITS.name);
    expect(fitted.notes).toEqual([
      "title shortened to 200 characters",
      "excerpt shortened to 500 characters",
      `23 tags: only the first 20 kept (Tag 20, Tag 21, ${"x".repeat(39)}… left out)`,
      "comments longer than 5,000 characters were shortened",
    ]);
  });
});
