import { describe, expect, it } from "vitest";
import { CODE_HIGHLIGHT_MAX_CHARS } from "./constants";
import { renderMarkdown, renderMarkdownWithAllOfGfm } from "./markdown";

const fence = (language: string, code: string) => `\`\`\`${language}\n${code}\n\`\`\``;

describe("fenced code", () => {
  it("is highlighted with hljs classes, and no style attribute, when its language is known", () => {
    const { html } = renderMarkdown(fence("python", "def rate(n):\n    return n * 2  # kg/ha"));
    expect(html).toContain('<code class="hljs language-python">');
    expect(html).toContain('<span class="hljs-keyword">def</span>');
    expect(html).toContain('<span class="hljs-comment"># kg/ha</span>');
    expect(html).not.toMatch(/style=/);
  });

  it("knows the common aliases, such as js and yml", () => {
    expect(renderMarkdown(fence("js", "const x = 1;")).html).toContain('class="hljs-keyword">const<');
    expect(renderMarkdown(fence("yml", "band: EU868")).html).toContain('class="hljs-attr">band:<');
  });

  it("stays plain in a language it does not know, or with none", () => {
    expect(renderMarkdown(fence("lorawan-at", "AT+BAND=5")).html).toBe('<pre><code class="language-lorawan-at">AT+BAND=5\n</code></pre>');
    expect(renderMarkdown(fence("", "AT+BAND=5")).html).toBe("<pre><code>AT+BAND=5\n</code></pre>");
  });

  it("leaves inline code alone", () => {
    expect(renderMarkdown("Run `def x` now").html).toBe("<p>Run <code>def x</code> now</p>");
  });

  it("keeps the text of the code as written, for excerpts and search", () => {
    const code = "if (moisture < 20) { open(valve); }";
    expect(renderMarkdown(fence("c", code)).text).toBe(`${code}\n`);
  });

  it("never lets an author's own hljs classes through", () => {
    const { html } = renderMarkdown('Look: <span class="hljs-keyword">fake</span> <code class="hljs">x</code>');
    expect(html).not.toContain("hljs");
  });

  it("highlights no more than its budget in a post, so a crafted block cannot hold up a save", () => {
    // C#'s grammar is the slowest on text like this: 150,000 characters take highlight.js 25 s.
    const crafted = '"'.repeat(6000) + "/*".repeat(CODE_HIGHLIGHT_MAX_CHARS);
    const started = performance.now();
    const { html } = renderMarkdown(
      [fence("csharp", crafted.slice(0, CODE_HIGHLIGHT_MAX_CHARS - 1)), fence("csharp", crafted)].join("\n\n"),
    );
    expect(performance.now() - started).toBeLessThan(5000);
    expect(html.match(/class="hljs language-csharp"/g)).toHaveLength(1);
    expect(html).toContain('<code class="language-csharp">');
  });

  it("renders the same through the whole of GFM as through the pipeline chosen for the text", () => {
    const markdown = `${fence("ts", "let n: number = 1;")}\n\nSome $5 text`;
    expect(renderMarkdown(markdown)).toEqual(renderMarkdownWithAllOfGfm(markdown));
    expect(renderMarkdown(markdown, { maths: true })).toEqual(renderMarkdownWithAllOfGfm(markdown, { maths: true }));
  });
});

describe("maths", () => {
  const maths = { maths: true };

  it("is text while the post has maths off", () => {
    const { html } = renderMarkdown("Rate $x^2$ and\n\n$$\n\\frac{a}{b}\n$$");
    expect(html).toBe("<p>Rate $x^2$ and</p>\n<p>$$\n\\frac{a}{b}\n$$</p>");
  });

  it("is typeset as MathML, inline and as a block, with maths on", () => {
    const { html } = renderMarkdown("Rate $N = x^2$ and\n\n$$\n\\frac{a}{b}\n$$", maths);
    expect(html).toContain('<p>Rate <span class="katex"><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><mi>N</mi>');
    expect(html).toContain('<annotation encoding="application/x-tex">N = x^2</annotation>');
    expect(html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML" display="block"><semantics><mrow><mfrac>');
    expect(html).not.toMatch(/style=|<script|\$/);
  });

  it("keeps prices as text with maths on", () => {
    for (const price of ["$5 a bag and $7 a sack", "from $5 to $7", "$5-$7 a bag", "between $ 5 and $ 7"]) {
      expect(renderMarkdown(price, maths).html).toBe(`<p>${price}</p>`);
    }
  });

  it("gives excerpts and search the TeX, not the laid-out symbols", () => {
    const { text, excerpt } = renderMarkdown("The rate is $N = 2x$ a hectare.", maths);
    expect(text).toBe("The rate is N = 2x a hectare.");
    expect(excerpt).toBe(text);
  });

  it("leaves TeX that KaTeX cannot typeset as the code the author wrote", () => {
    expect(renderMarkdown("See $\\nosuchcommand{x}$", maths).html).toBe('<p>See <code class="language-math">\\nosuchcommand{x}</code></p>');
  });

  it("lets no author's MathML through, maths on or off", () => {
    const crafted = '<math><mi href="javascript:alert(1)">x</mi></math> <span class="katex">y</span>';
    for (const options of [{}, maths]) {
      const { html } = renderMarkdown(crafted, options);
      expect(html).not.toMatch(/<math|<mi|katex|javascript/);
    }
  });

  it("does not highlight maths as code", () => {
    expect(renderMarkdown("$$\nx + 1\n$$", maths).html).not.toContain("hljs");
  });
});
