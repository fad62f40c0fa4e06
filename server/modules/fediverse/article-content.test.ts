import { describe, expect, it } from "vitest";
import { fediverseContent } from "./article-content";

const BLOG = "https://blog.example";

describe("an article's HTML as a fediverse server keeps it", () => {
  const html = [
    "<h2>Probes at three depths</h2>",
    '<p>We used <strong>capacitive</strong> probes, <em>not</em> tensiometers; see <a href="/blog/soil-sensors">the sensors post</a> and <a href="https://example.org/paper">the paper</a>.</p>',
    '<p><img src="/uploads/probes.webp" alt="Three probes in a trench"><img src="https://cdn.example/plot.png" alt=""></p>',
    "<ul><li>10 cm</li><li>30 cm</li></ul>",
    "<table><tr><td>August</td><td>dry</td></tr></table>",
    "<pre><code>moisture = raw / 1023</code></pre>",
    '<div class="note"><script>alert(1)</script><iframe src="https://tracker.example"></iframe><p style="color:red" onclick="x()">Kept text.</p></div>',
    '<p><a href="javascript:alert(1)">a trap</a></p>',
  ].join("");
  const { content, images } = fediverseContent(html, BLOG);

  it("keeps only the elements Mastodon keeps, with their text", () => {
    for (const kept of ["<h2>", "<strong>", "<em>", "<ul>", "<li>", "<pre>", "<code>"]) expect(content).toContain(kept);
    for (const dropped of ["<img", "<table", "<td", "<div", "<script", "<iframe", "style=", "onclick", "class="])
      expect(content).not.toContain(dropped);
    // A table gives way to its text; a script and a frame go entirely.
    expect(content).toContain("August");
    expect(content).toContain("Kept text.");
    expect(content).not.toContain("alert(1)");
    expect(content).not.toContain("tracker.example");
  });

  it("makes links absolute against the blog, and never keeps a script link", () => {
    expect(content).toContain(`href="${BLOG}/blog/soil-sensors"`);
    expect(content).toContain('href="https://example.org/paper"');
    expect(content).toMatch(/<a href="https:\/\/example\.org\/paper" rel="nofollow noopener">/);
    expect(content).not.toContain("javascript:");
    expect(content).toContain("a trap");
  });

  it("sends the images apart, each once with its alt text, at absolute addresses", () => {
    expect(images).toEqual([
      { url: `${BLOG}/uploads/probes.webp`, alt: "Three probes in a trench" },
      { url: "https://cdn.example/plot.png", alt: "" },
    ]);
  });
});
