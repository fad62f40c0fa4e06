import { describe, expect, it } from "vitest";
import { makeAdminPost } from "@/test/fixtures";
import { emptyFields, fieldsFromPost, fieldsKey } from "./editor-fields";

describe("the editor's fields for a loaded post", () => {
  it("leaves the picture empty when the post only has its drawn share card", () => {
    const post = makeAdminPost({ featuredImage: "/api/og-image?title=Cover+crops&category=Technology" });
    expect(fieldsFromPost(post).featuredImage).toBe("");
  });

  it("keeps a picture of the post's own", () => {
    expect(fieldsFromPost(makeAdminPost({ featuredImage: "/uploads/abc-960.webp" })).featuredImage).toBe("/uploads/abc-960.webp");
  });

  it("keeps the post's maths choice, off for a new post, and counts it as a change to save", () => {
    expect(emptyFields().maths).toBe(false);
    const fields = fieldsFromPost(makeAdminPost({ maths: true }));
    expect(fields.maths).toBe(true);
    expect(fieldsKey(fields)).not.toBe(fieldsKey({ ...fields, maths: false }));
  });
});
