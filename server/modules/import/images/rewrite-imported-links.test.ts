import { describe, expect, it } from "vitest";
import { importedPostAddresses, rewriteImportedLinks } from "./rewrite-imported-links";

const addresses = new Map([
  ["https://oldblog.example.com/2019/05/14/spring-drilling/", "/blog/spring-drilling"],
  ["/?p=123", "/blog/spring-drilling"],
  ["/2020/01/02/harvest-notes/", "/blog/harvest-notes"],
  ["https://oldblog.example.com/about-soil", "/blog/about-soil-2"],
]);

describe("links between imported posts", () => {
  it("point at the posts' new addresses whatever the old link's scheme, host case, www or trailing slash", () => {
    const markdown = [
      'See [drilling](http://WWW.OldBlog.example.com/2019/05/14/spring-drilling) and [again](https://oldblog.example.com/2019/05/14/spring-drilling/#rates "Rates").',
      "The short link [p](https://oldblog.example.com/?p=123) and the path [harvest](/2020/01/02/harvest-notes/).",
      '<p><a class="more" href="https://oldblog.example.com/about-soil/">soil</a></p>',
      "Read [the notes][notes].",
      "",
      "[notes]: <https://oldblog.example.com/2020/01/02/harvest-notes/>",
    ].join("\n");
    expect(rewriteImportedLinks(markdown, addresses)).toBe(
      [
        'See [drilling](/blog/spring-drilling) and [again](/blog/spring-drilling#rates "Rates").',
        "The short link [p](/blog/spring-drilling) and the path [harvest](/blog/harvest-notes).",
        '<p><a class="more" href="/blog/about-soil-2">soil</a></p>',
        "Read [the notes][notes].",
        "",
        "[notes]: /blog/harvest-notes",
      ].join("\n"),
    );
  });

  it("leave links to other sites, other pages of the old site, and code as they were", () => {
    const markdown = [
      "[elsewhere](https://another.example.org/2019/05/14/spring-drilling/) [tag page](https://oldblog.example.com/tag/soil/) [mail](mailto:me@example.com)",
      "`[inline](https://oldblog.example.com/about-soil)`",
      "```",
      "[fenced](https://oldblog.example.com/about-soil)",
      "```",
    ].join("\n");
    expect(rewriteImportedLinks(markdown, addresses)).toBe(markdown);
  });

  it("are found by each imported post's old full address and old paths", () => {
    const map = new Map(
      importedPostAddresses(
        { originalUrl: "https://old.example.net/2021/03/04/tillage/", oldPaths: ["/2021/03/04/tillage/", "/?p=77"] },
        "/blog/tillage",
      ),
    );
    expect(rewriteImportedLinks("[a](https://old.example.net/2021/03/04/tillage) [b](/?p=77) [c](http://old.example.net/?p=77)", map)).toBe(
      "[a](/blog/tillage) [b](/blog/tillage) [c](/blog/tillage)",
    );
  });
});
