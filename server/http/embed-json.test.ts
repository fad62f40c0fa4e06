import { describe, expect, it } from "vitest";
import { jsonForScript } from "./embed-json";

describe("jsonForScript", () => {
  const hostile = { title: "</script><script>alert(1)</script>", tag: "<!-- x -->", excerpt: "a\u2028b\u2029c & $& $'" };

  it("leaves nothing that ends a script or opens a comment", () => {
    const text = jsonForScript(hostile);
    expect(text).not.toMatch(/<|>|&|\u2028|\u2029/);
  });

  it("reads back as the same value", () => {
    expect(JSON.parse(jsonForScript(hostile))).toEqual(hostile);
  });
});
