import { describe, expect, it } from "vitest";
import { normaliseOldPath, normaliseOldPaths } from "./old-paths";

describe("an old address as it is kept and looked up", () => {
  it("drops the host, the case and the trailing slash, so one address has one spelling", () => {
    expect(normaliseOldPath("https://old.example.com/2019/05/14/My-Post/")).toBe("/2019/05/14/my-post");
    expect(normaliseOldPath("/2019/05/14/my-post")).toBe("/2019/05/14/my-post");
    expect(normaliseOldPath("/p/caf%C3%A9-notes")).toBe("/p/café-notes");
  });

  it("keeps WordPress's ?p= and ?page_id= and drops every other query", () => {
    expect(normaliseOldPath("https://old.example.com/?p=123")).toBe("/?p=123");
    expect(normaliseOldPath("/?page_id=7&utm_source=x")).toBe("/?page_id=7");
    expect(normaliseOldPath("/hello/?utm_source=x")).toBe("/hello");
  });

  it("never keeps the home page itself, which would take it over", () => {
    expect(normaliseOldPaths(["https://old.example.com/", "/Hello/", "/hello"])).toEqual(["/hello"]);
  });
});
