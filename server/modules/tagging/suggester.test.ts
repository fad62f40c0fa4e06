import { describe, expect, it } from "vitest";
import { readSamplePostMarkdown, samplePosts } from "../../seed/sample-content";
import { createTagSuggester, type TaggablePost } from "./suggester";

const sitePosts: TaggablePost[] = samplePosts
  .filter((post) => post.isPublished)
  .map((post) => ({
    id: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    markdown: readSamplePostMarkdown(post.slug),
    tags: post.tags,
  }));

const blank = (title: string, markdown: string) => ({ id: "new", title, excerpt: "", markdown, tags: [] });

describe("the offline tag suggester", () => {
  it("recovers hidden tags of the sample articles: precision@3 at least 0.75 and recall@3 at least 0.6 (leave-one-out)", () => {
    let hits = 0;
    let suggested = 0;
    let actual = 0;
    for (const post of sitePosts) {
      const suggester = createTagSuggester(sitePosts.filter((other) => other.id !== post.id));
      const top = suggester.suggest({ ...post, tags: [] }, 3);
      const truth = new Set(post.tags.map((tag) => tag.toLowerCase()));
      hits += top.filter((suggestion) => truth.has(suggestion.tag.toLowerCase())).length;
      suggested += top.length;
      actual += post.tags.length;
    }
    // Measured on the 12 sample articles when written: precision 0.806, recall 0.644.
    expect(hits / suggested).toBeGreaterThanOrEqual(0.75);
    expect(hits / actual).toBeGreaterThanOrEqual(0.6);
  });

  it("maps synonyms to their tag and says which words triggered it", () => {
    const suggester = createTagSuggester(sitePosts);
    const ndvi = suggester.suggest(
      blank("Reading canopy NDVI", "We flew a multispectral camera and computed NDVI and NDRE for each zone."),
    );
    expect(ndvi[0]).toMatchObject({ tag: "Remote Sensing" });
    expect(ndvi[0].matched).toEqual(expect.arrayContaining(["ndvi", "multispectral", "ndre"]));
    expect(ndvi[0].score).toBeGreaterThan(0);

    const vrt = suggester.suggest(blank("VRT for potash", "A VRT controller reads the prescription map and varies the rate on the go."));
    expect(vrt.map((suggestion) => suggestion.tag)).toContain("Variable-Rate Application");
  });

  it("matches whole words only, so a synonym never fires inside another word", () => {
    const suggester = createTagSuggester(sitePosts);
    const tags = suggester
      .suggest(blank("Overtime on the yard", "Overtime pay and a new rota for the overtime shifts in the yard."))
      .map((s) => s.tag);
    expect(tags).not.toContain("Variable-Rate Application");
  });

  it("prefers the site's spelling of a tag and never suggests one the post already has", () => {
    const suggester = createTagSuggester(sitePosts);
    const suggestions = suggester.suggest({
      ...blank("LoRaWAN gateways", "A LoRaWAN gateway and IoT sensors in every field, with telemetry every hour."),
      tags: ["iot"],
    });
    expect(suggestions.map((s) => s.tag.toLowerCase())).not.toContain("iot");
    expect(suggestions.map((s) => s.tag)).toContain("Connectivity");
  });
});
