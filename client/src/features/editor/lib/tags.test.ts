import { describe, expect, it } from "vitest";
import { addTag } from "./tags";

describe("adding a tag", () => {
  it("adds the trimmed tag", () => {
    expect(addTag(["Data"], "  Soil Health ")).toEqual({ added: true, tags: ["Data", "Soil Health"] });
  });

  it("refuses a blank tag", () => {
    expect(addTag(["Data"], "   ")).toMatchObject({ added: false, tags: ["Data"], reason: "blank" });
  });

  it("refuses a tag already on the post, whatever its case or spaces", () => {
    expect(addTag(["Data"], "Data")).toMatchObject({ added: false, reason: "duplicate" });
    expect(addTag(["Data"], " data ")).toMatchObject({ added: false, reason: "duplicate" });
  });

  it("refuses a twenty-first tag and one longer than 40 characters", () => {
    const twenty = Array.from({ length: 20 }, (_, index) => `tag ${index}`);
    expect(addTag(twenty, "one more")).toMatchObject({ added: false, reason: "too-many" });
    expect(addTag([], "x".repeat(41))).toMatchObject({ added: false, reason: "too-long" });
  });
});
