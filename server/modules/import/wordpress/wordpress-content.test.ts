import { describe, expect, it } from "vitest";
import { convertWordpressContent } from "./wordpress-content";
import type { AttachmentLookup } from "./wordpress-shortcodes";

const ATTACHMENTS: Record<string, { url: string; parent: string }> = {
  "5": { url: "https://old.example.com/uploads/a.jpg", parent: "1" },
  "6": { url: "https://old.example.com/uploads/b.jpg", parent: "1" },
  "7": { url: "https://old.example.com/uploads/c.jpg", parent: "2" },
};
const attachments: AttachmentLookup = {
  url: (id) => ATTACHMENTS[id]?.url,
  childrenOf: (postId) => Object.keys(ATTACHMENTS).filter((id) => ATTACHMENTS[id]!.parent === postId),
};
const convert = (html: string) => convertWordpressContent(html, "1", attachments);

describe("WordPress post bodies made into Furrow's Markdown", () => {
  it("makes the classic editor's blank lines paragraphs and single line breaks breaks", () => {
    expect(convert("First line\nsame paragraph\n\nSecond paragraph").markdown).toBe("First line  \nsame paragraph\n\nSecond paragraph");
  });

  it("leaves block-editor content's own paragraphs alone and drops its block comments", () => {
    const html =
      '<!-- wp:paragraph {"align":"center"} -->\n<p>One\nline</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:separator --><hr/><!-- /wp:separator -->';
    expect(convert(html).markdown).toBe("One line\n\n---");
  });

  it("makes [caption] an image with its caption as title and an italic line, the same as a <figure>", () => {
    const shortcode = convert(
      '[caption id="attachment_5" width="300"]<img src="https://old.example.com/uploads/a.jpg" alt="" /> Wheat in June[/caption]',
    );
    const figure = convert(
      '<figure class="wp-block-image"><img src="https://old.example.com/uploads/a.jpg" alt=""/><figcaption>Wheat in June</figcaption></figure>',
    );
    expect(shortcode.markdown).toBe('![Wheat in June](https://old.example.com/uploads/a.jpg "Wheat in June")\n_Wheat in June_');
    expect(figure.markdown).toBe(shortcode.markdown);
  });

  it("reads the old caption attribute of [caption]", () => {
    expect(convert('[caption caption="Barley"]<img src="https://old.example.com/uploads/a.jpg" alt="Field">[/caption]').markdown).toBe(
      '![Field](https://old.example.com/uploads/a.jpg "Barley")\n_Barley_',
    );
  });

  it("makes [gallery] its images, by ids or the post's own attachments, noting ids the file lacks", () => {
    expect(convert('[gallery ids="6,5,42"]')).toEqual({
      markdown: "![](https://old.example.com/uploads/b.jpg)\n\n![](https://old.example.com/uploads/a.jpg)",
      moreExcerpt: null,
      notes: ["gallery: attachment 42 not in the file"],
    });
    expect(convert("[gallery]").markdown).toBe("![](https://old.example.com/uploads/a.jpg)\n\n![](https://old.example.com/uploads/b.jpg)");
  });

  it("makes a block gallery every one of its images, each with its caption", () => {
    const html =
      '<!-- wp:gallery --><figure class="wp-block-gallery"><!-- wp:image --><figure class="wp-block-image"><img src="https://old.example.com/uploads/a.jpg" alt="Oats"/></figure><!-- /wp:image -->' +
      '<!-- wp:image --><figure class="wp-block-image"><img src="https://old.example.com/uploads/b.jpg" alt=""/><figcaption>Barley</figcaption></figure><!-- /wp:image --></figure><!-- /wp:gallery -->';
    expect(convert(html).markdown).toBe(
      '![Oats](https://old.example.com/uploads/a.jpg)\n\n![Barley](https://old.example.com/uploads/b.jpg "Barley")\n_Barley_',
    );
  });

  it("reads an [embed] whose address sits on its own line, and leaves addresses inside [code] as code", () => {
    expect(convert("[embed]\nhttps://vimeo.com/42\n[/embed]").markdown).toBe("<https://vimeo.com/42>");
    expect(convert("[code]\nhttps://example.com/api\n[/code]").markdown).toBe("```\nhttps://example.com/api\n```");
  });

  it("keeps embeds, YouTube and Vimeo lines as the addresses they show", () => {
    const html =
      "[embed]https://www.youtube.com/watch?v=abc[/embed]\n\nhttps://youtu.be/a_b\n\n  https://vimeo.com/1234  \n\nSee https://example.com inline.";
    expect(convert(html).markdown).toBe(
      "<https://www.youtube.com/watch?v=abc>\n\n<https://youtu.be/a_b>\n\n<https://vimeo.com/1234>\n\nSee https://example.com inline.",
    );
  });

  it("keeps an embedded frame as a link to what it showed, and says so", () => {
    const html =
      '<p>Watch:</p><iframe src="https://www.youtube.com/embed/abc_DEF?rel=0" width="560"></iframe><iframe title="Episode 4" src="https://player.example.fm/4"></iframe>';
    expect(convert(html)).toEqual({
      markdown: "Watch:\n\n<https://www.youtube.com/watch?v=abc_DEF>\n\n[Episode 4](https://player.example.fm/4)",
      moreExcerpt: null,
      notes: [
        "embedded frame kept as a link: https://www.youtube.com/watch?v=abc_DEF",
        "embedded frame kept as a link: https://player.example.fm/4",
      ],
    });
  });

  it("makes [audio] and [video] links to their files", () => {
    expect(
      convert('[audio mp3="https://old.example.com/uploads/talk.mp3"][/audio]\n\n[video src="https://old.example.com/uploads/walk.mp4"]')
        .markdown,
    ).toBe("[Audio: talk.mp3](https://old.example.com/uploads/talk.mp3)\n\n[Video: walk.mp4](https://old.example.com/uploads/walk.mp4)");
  });

  it("removes an unknown shortcode, keeps the words it wrapped, and names it in the notes once", () => {
    const { markdown, notes } = convert('[foo id="1"] Before [box style="x"]Inside[/box] after [foo]');
    expect(markdown).toBe("Before Inside after");
    expect(notes).toEqual(["unknown shortcode [foo]", "unknown shortcode [box]"]);
  });

  it("leaves brackets in code and escaped [[shortcodes]] as text", () => {
    const { markdown, notes } = convert("<pre>rows[i] = [x]</pre>\n\nWrite [[gallery]] or [[code]] to show one, and <code>a[i]</code>.");
    expect(markdown).toBe("```\nrows[i] = [x]\n```\n\nWrite \\[gallery\\] or \\[code\\] to show one, and `a[i]`.");
    expect(notes).toEqual([]);
  });

  it("makes code blocks fenced with their language, from classes or SyntaxHighlighter's brush", () => {
    expect(convert('<pre class="wp-block-code"><code class="language-rust">fn main() {}</code></pre>').markdown).toBe(
      "```rust\nfn main() {}\n```",
    );
    expect(convert('<pre class="brush: php; title: ; notranslate" title="">echo $a &lt; 3;</pre>').markdown).toBe(
      "```php\necho $a < 3;\n```",
    );
    expect(convert('[sourcecode lang="bash"]ls -la &amp;&amp; pwd[/sourcecode]').markdown).toBe("```bash\nls -la && pwd\n```");
  });

  it("makes tables GFM tables", () => {
    const html =
      '<figure class="wp-block-table"><table><thead><tr><th>Crop</th><th>t/ha</th></tr></thead><tbody><tr><td>Wheat</td><td>8</td></tr></tbody></table></figure>';
    expect(convert(html).markdown).toBe("| Crop | t/ha |\n| --- | --- |\n| Wheat | 8   |");
  });

  it("gives the text before <!--more--> as the excerpt, and leaves the marker out of the body", () => {
    expect(convert("Short lead.\n\n<!--more-->\n\nThe rest.")).toEqual({
      markdown: "Short lead.\n\nThe rest.",
      moreExcerpt: "Short lead.",
      notes: [],
    });
  });
});
