import { describe, expect, it } from "vitest";
import { matchPage } from "./routes";

describe("the route table", () => {
  it("matches every page of the spec with its decoded parameters", () => {
    expect(matchPage("/")).toEqual({ name: "home", params: {} });
    expect(matchPage("/blog/reading-ndvi-maps")).toEqual({ name: "article", params: { slug: "reading-ndvi-maps" } });
    expect(matchPage("/tags/Soil%20Health")).toEqual({ name: "tag", params: { tag: "Soil Health" } });
    expect(matchPage("/edit-post/abc123")).toEqual({ name: "editPost", params: { id: "abc123" } });
    expect(matchPage("/admin/seo")?.name).toBe("adminSeo");
    expect(matchPage("/posts/")?.name).toBe("posts");
  });

  it("sends anything else to the 404 page", () => {
    expect(matchPage("/blog")).toBeNull();
    expect(matchPage("/blog/a/b")).toBeNull();
    expect(matchPage("/tags/%E0%A4%A")).toBeNull();
    expect(matchPage("/admin/nothing")).toBeNull();
    // One segment may be an author's page; the server answers 404 when no page has the slug.
    expect(matchPage("/nothing")).toEqual({ name: "sitePage", params: { slug: "nothing" } });
  });
});
