import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { renderMarkdown, renderMarkdownWithAllOfGfm } from "./markdown";
import { gfmPipelineChooser, mayHoldAutolinkLiteral, mayHoldTable } from "./gfm-skip-absent-constructs";

/** The sample posts, with `strip` applied, whole and cut into their blocks: texts a fast path must render as the whole of GFM does. */
function samplePostTexts(strip: (text: string) => string): string[] {
  const seedPosts = join(import.meta.dirname, "..", "server", "seed", "posts");
  const samples = readdirSync(seedPosts).map((name) => strip(readFileSync(join(seedPosts, name), "utf8")));
  return [...samples, ...samples.flatMap((sample) => sample.split(/\n{2,}/))];
}

/** Each text is one the fast path takes (`mayHold` says no), and renders exactly as the whole of GFM does. */
function expectRenderedAsAllOfGfm(texts: string[], mayHold: (markdown: string) => boolean): void {
  for (const text of texts) {
    expect(mayHold(text)).toBe(false);
    expect(renderMarkdown(text)).toEqual(renderMarkdownWithAllOfGfm(text));
  }
}

describe("renderMarkdown: bare addresses (GFM autolink literals)", () => {
  it("links a bare www address, a bare https address and a bare e-mail address", () => {
    const { html } = renderMarkdown("See www.example.com, https://example.org/a and ask ada@example.net.");
    expect(html).toContain('<a href="http://www.example.com">www.example.com</a>');
    expect(html).toContain('<a href="https://example.org/a">https://example.org/a</a>');
    expect(html).toContain('<a href="mailto:ada@example.net">ada@example.net</a>');
  });

  it("links an address spelled with character references as it would any other", () => {
    expect(renderMarkdown("Ask ada&#64;example.net.").html).toContain('<a href="mailto:ada@example.net">');
    expect(renderMarkdown("See ww&#x77;.example.com today.").html).toContain('<a href="http://www.example.com">');
    expect(renderMarkdown("Ask ada&commat;example.net.").html).toContain('<a href="mailto:ada@example.net">');
  });

  it("tells a text that could hold a bare address from one that cannot", () => {
    for (const text of ["a@b.co", "WWW.example.com", "HTTPS://x.y", "&#64;", "&commat;", "see http"])
      expect(mayHoldAutolinkLiteral(text)).toBe(true);
    for (const text of ["Rye & vetch.", "| a | b |\n|---|---|\n| 1 | 2 |", "~~gone~~ [^1]\n\n[^1]: note", "Plain words only."])
      expect(mayHoldAutolinkLiteral(text)).toBe(false);
  });

  it("renders every text that cannot hold one exactly as the whole of GFM does", { timeout: 60_000 }, () => {
    // The sample posts with anything that could make a bare address taken out.
    const texts = [
      ...samplePostTexts((text) =>
        text.replace(/@/g, " at ").replace(/www/gi, "w w w").replace(/http/gi, "h t t p").replace(/&/g, " and "),
      ),
      "# Title\n\n- [ ] task\n- [x] done\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\n~one~ ~~two~~ *em* **strong** `code`",
      'Text[^note] and [a link](/blog/x "t") and ![img](/images/a.png)\n\n[^note]: The note.\n\n[ref]: /blog/y\n\n[ref] again',
      "<div>raw <b>html</b></div>\n\n```js\nconst a = 1;\n```\n\n> quote\n> more\n\n1. one\n2. two\n\nSetext\n---",
      "word_with_underscores and snake_case_words, a.b.c, x-y-z, 1+1=2, user.name and foo.bar.baz",
    ];
    expectRenderedAsAllOfGfm(texts, mayHoldAutolinkLiteral);
  });
});

describe("renderMarkdown: tables", () => {
  it("tells a text that could hold a table from one that cannot: a table's cells are cut by pipes", () => {
    for (const text of ["| a |\n| - |", "a | b\n--|--", "x|y", "one column\n:-:", "a\n-:"]) expect(mayHoldTable(text)).toBe(true);
    for (const text of ["a &#124; b\n--- &#124; ---", "Plain words.\n\n- a list\n\nSetext\n---"]) expect(mayHoldTable(text)).toBe(false);
  });

  it("renders a table with or without bare addresses beside it", () => {
    expect(renderMarkdown("| a | b |\n|---|---|\n| 1 | 2 |").html).toContain("<table>");
    expect(renderMarkdown("| a | www.example.com |\n|---|---|\n| 1 | 2 |").html).toContain('<th><a href="http://www.example.com">');
    // A pipe spelled as a character reference cuts no cell: no table, as the whole of GFM says.
    const spelled = "a &#124; b\n--- &#124; ---";
    expect(renderMarkdown(spelled)).toEqual(renderMarkdownWithAllOfGfm(spelled));
    expect(renderMarkdown(spelled).html).not.toContain("<table>");
  });

  it("renders every text without a pipe exactly as the whole of GFM does, with bare addresses or without", { timeout: 60_000 }, () => {
    const texts = [
      ...samplePostTexts((text) => text.replace(/\|/g, " / ").replace(/:-/g, ": -").replace(/-:/g, "- :")),
      "# Title\n\n- [ ] task\n- [x] done\n\n~one~ ~~two~~ *em* **strong** `code` www.example.com ada@example.net",
      'Text[^note] and [a link](/blog/x "t")\n\n[^note]: The note.\n\nhead\n---\n\n: - :\n\n```\na b\n```',
    ];
    expectRenderedAsAllOfGfm(texts, mayHoldTable);
  });
});

/**
 * Texts made of the pieces GFM's constructs are built from (tables, bare addresses and their near
 * misses, footnotes, strikethrough, task lists with and without their brackets), with the trigger
 * characters of none, one or both skippable constructs left out, so that every pipeline variant
 * is chosen thousands of times.
 */
function generatedTexts(count: number): string[] {
  const common = [
    "word",
    "soil",
    "rye",
    "~",
    "~~gone~~",
    "~one~",
    "[^1]",
    "[^note]",
    "\n\n[^1]: a note",
    "\n\n[^note]: text *em*",
    "- [ ] task",
    "- [x] done",
    "* [X] ",
    "[ ]",
    "[x]",
    "- ",
    "1. ",
    "\n",
    "\n\n",
    "> ",
    "# ",
    "*",
    "_",
    "**",
    "`",
    "```\n",
    "---",
    ":-:",
    "--:",
    ":--",
    "-",
    ":",
    ".",
    ",",
    "example.com",
    "a.b",
    "://",
    "ww",
    "w",
    "h",
    "tt",
    "p",
    "[link](/x)",
    "![img](/i.png)",
    "<b>",
    "</b>",
    "&amp;",
    "& ",
    "&",
    "#",
    "&nbsp;",
    "\\",
    "\t",
    "    ",
    "<",
    ">",
    "(",
    ")",
    "[",
    "]",
  ];
  const autolink = [
    "www.example.com",
    "http://a.b/c",
    "https://x.y/z?q=1",
    "ada@example.net",
    "a@b",
    "&#64;",
    "&#x40;",
    "&commat;",
    "WWW.",
    "HTTP",
    "mailto:",
    "xmpp:",
  ];
  const table = ["|", "| a | b |", "\n|---|---|", "\n| - |", "|:-|-:|", "a | b", "\n--|--", "&#124;"];
  let seed = 11;
  const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
  return Array.from({ length: count }, (_, index) => {
    const pieces = [...common, ...(index % 2 ? autolink : []), ...(index % 4 >= 2 ? table : [])];
    return Array.from({ length: 3 + random(40) }, () => pieces[random(pieces.length)]).join(random(3) ? " " : "");
  });
}

describe("skipping the GFM constructs a text cannot hold", () => {
  it("renders thousands of generated texts exactly as the whole of GFM does", { timeout: 120_000 }, () => {
    const texts = generatedTexts(2_000);
    // Every variant is exercised: neither, one or both constructs left out.
    expect(texts.filter((text) => !mayHoldAutolinkLiteral(text) && !mayHoldTable(text)).length).toBeGreaterThan(150);
    expect(texts.filter((text) => mayHoldAutolinkLiteral(text) !== mayHoldTable(text)).length).toBeGreaterThan(500);
    for (const text of texts) expect(renderMarkdown(text), JSON.stringify(text)).toEqual(renderMarkdownWithAllOfGfm(text));
  });

  it("builds only the whole of GFM when turned off", () => {
    const built: string[] = [];
    const choose = gfmPipelineChooser((gfm) => built.push(gfm.name), false);
    for (const text of ["plain", "a | b", "www.example.com"]) choose(text);
    expect(built).toEqual(["remarkGfm"]);
  });
});
