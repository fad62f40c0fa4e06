import { describe, expect, it } from "vitest";
import { parse, parseFragment, type DefaultTreeAdapterTypes } from "parse5";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkRehype from "remark-rehype";
import rehypeRaw from "rehype-raw";
import rehypeStringify from "rehype-stringify";
import { countSpaceSeparated, readTimeMinutes, renderMarkdown, sanitizeSchema, truncateAtWord } from "./markdown";

type P5Element = DefaultTreeAdapterTypes.Element;
type P5Parent = DefaultTreeAdapterTypes.ParentNode;

/**
 * Every element of an HTML fragment, parsed the way a browser would (entities decoded). With
 * `asPage`, the fragment is parsed inside a whole page, as when the server writes it into one, so
 * that for example a stray <body onload> lands on the page's body.
 */
function elementsOf(html: string, asPage = false): P5Element[] {
  const found: P5Element[] = [];
  const walk = (parent: P5Parent) => {
    for (const child of parent.childNodes) {
      if (!("tagName" in child)) continue;
      found.push(child);
      walk(child);
      if (child.tagName === "template") walk((child as DefaultTreeAdapterTypes.Template).content);
    }
  };
  walk(asPage ? parse(`<!doctype html><html><head></head><body>${html}</body></html>`) : parseFragment(html));
  return found;
}

function textOf(node: P5Parent): string {
  return node.childNodes
    .map((child) => ("value" in child && child.nodeName === "#text" ? child.value : "tagName" in child ? textOf(child) : ""))
    .join("");
}

function attr(element: P5Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

const FORBIDDEN_TAGS = new Set([
  "script",
  "iframe",
  "object",
  "embed",
  "style",
  "base",
  "meta",
  "link",
  "form",
  "svg",
  "math",
  "frame",
  "frameset",
  "applet",
  "template",
  "noscript",
  "button",
]);
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "data", "poster", "background", "cite", "longdesc"]);
const ALWAYS_FORBIDDEN_ATTRIBUTES = new Set(["style", "srcdoc", "formaction"]);
/** Browsers drop tabs and newlines anywhere in a URL and control characters and spaces at its ends. */
const SCRIPTY_URL = /^(javascript|vbscript|data):/i;

/** What in this HTML could run script or load active content; empty means inert. */
function dangersIn(html: string): string[] {
  const dangers: string[] = [];
  for (const element of elementsOf(html, true)) {
    if (FORBIDDEN_TAGS.has(element.tagName)) dangers.push(`<${element.tagName}>`);
    for (const { name, prefix, value } of element.attrs) {
      const full = prefix ? `${prefix}:${name}` : name;
      if (/^on/i.test(name)) dangers.push(`${element.tagName}[${full}]`);
      if (ALWAYS_FORBIDDEN_ATTRIBUTES.has(name.toLowerCase())) dangers.push(`${element.tagName}[${full}]`);
      // eslint-disable-next-line no-control-regex -- browsers ignore these inside a URL, so the check must too
      const url = value.replace(/[\u0000-\u0020\u007f]/g, "");
      if (URL_ATTRIBUTES.has(name.toLowerCase()) && SCRIPTY_URL.test(url)) {
        dangers.push(`${element.tagName}[${full}=${value}]`);
      }
    }
  }
  return dangers;
}

/** The same pipeline without the sanitizer, to prove each vector is dangerous to begin with. */
const unsanitized = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeStringify);
const renderUnsanitized = (markdown: string) => String(unsanitized.processSync(markdown));

const html = (markdown: string) => renderMarkdown(markdown).html;

interface Vector {
  name: string;
  markdown: string;
  /** Text that should still be readable after sanitizing, when there is any. */
  keeps?: string;
}

const XSS_VECTORS: Vector[] = [
  { name: "removes a plain <script> tag and its code", markdown: "<script>alert(1)</script>" },
  { name: "removes an uppercase <SCRIPT SRC> tag", markdown: "<SCRIPT SRC=//evil.example/x.js></SCRIPT>" },
  { name: "removes a script split around a nested tag like <scr<script>ipt>", markdown: "<scr<script>ipt>alert(1)</scr</script>ipt>" },
  { name: "removes a script hidden inside a paragraph", markdown: "Before <script>alert(1)</script> after", keeps: "Before" },
  { name: "drops onerror from an img", markdown: "<img src=x onerror=alert(1)>" },
  { name: "drops onerror from a markdown-adjacent raw img", markdown: 'Look: <img src="/a.png" onerror="alert(1)"> here', keeps: "Look:" },
  { name: "removes an svg with onload", markdown: "<svg onload=alert(1)>" },
  { name: "removes a body with onload", markdown: "<body onload=alert(1)>text</body>" },
  { name: "drops onclick from a raw link", markdown: '<a href="/ok" onclick="alert(1)">click</a>', keeps: "click" },
  { name: "drops onmouseover from a div", markdown: '<div onmouseover="alert(1)">hover me</div>', keeps: "hover me" },
  { name: "drops ontoggle from details", markdown: "<details open ontoggle=alert(1)>more</details>", keeps: "more" },
  { name: "strips javascript: links from markdown links", markdown: "[click](javascript:alert(1))", keeps: "click" },
  { name: "strips mixed-case JaVaScRiPt: links from markdown links", markdown: "[click](JaVaScRiPt:alert(1))", keeps: "click" },
  { name: "strips javascript: links written after leading whitespace", markdown: "[click](   javascript:alert(1))", keeps: "click" },
  { name: "strips entity-encoded &#106;avascript: from markdown links", markdown: "[click](&#106;avascript:alert(1))", keeps: "click" },
  { name: "strips javascript: from reference-style links", markdown: "[click][evil]\n\n[evil]: javascript:alert(1)", keeps: "click" },
  { name: "strips javascript: from autolinks", markdown: "<javascript:alert(1)>" },
  { name: "strips javascript: from raw <a href>", markdown: '<a href="javascript:alert(1)">click</a>', keeps: "click" },
  {
    name: "strips entity-encoded &#106;avascript: from raw <a href>",
    markdown: '<a href="&#106;avascript:alert(1)">click</a>',
    keeps: "click",
  },
  {
    name: "strips hex-entity &#x6A;&#x61;vascript: from raw <a href>",
    markdown: '<a href="&#x6A;&#x61;vascript:alert(1)">click</a>',
    keeps: "click",
  },
  {
    name: "strips javascript&colon; written with a named entity",
    markdown: '<a href="javascript&colon;alert(1)">click</a>',
    keeps: "click",
  },
  {
    name: "strips javascript: behind leading spaces and a control character",
    markdown: '<a href="  \u0001javascript:alert(1)">click</a>',
    keeps: "click",
  },
  { name: "strips javascript: broken up by an encoded tab", markdown: '<a href="java&#x09;script:alert(1)">click</a>', keeps: "click" },
  { name: "strips data:text/html from markdown links", markdown: "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)" },
  { name: "strips data:text/html from raw links", markdown: '<a href="data:text/html,<script>alert(1)</script>">x</a>' },
  { name: "strips data:image/svg+xml from markdown images", markdown: "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)" },
  { name: "strips data:image/svg+xml from raw images", markdown: '<img src="data:image/svg+xml,<svg onload=alert(1)>">' },
  { name: "strips javascript: from an img src", markdown: '<img src="javascript:alert(1)">' },
  { name: "strips vbscript: links", markdown: "[x](vbscript:msgbox(1))" },
  { name: "removes a script inside svg", markdown: "<svg><script>alert(1)</script></svg>" },
  {
    name: "removes an svg link with xlink:href javascript:",
    markdown: '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  },
  {
    name: "removes the math/mglyph/style namespace-confusion trick",
    markdown: "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  },
  { name: "removes a math element with a javascript: href", markdown: '<math href="javascript:alert(1)">x</math>' },
  { name: "removes an iframe", markdown: '<iframe src="https://evil.example"></iframe>' },
  { name: "removes an iframe with srcdoc", markdown: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { name: "removes an object", markdown: '<object data="javascript:alert(1)"></object>' },
  { name: "removes an embed", markdown: '<embed src="javascript:alert(1)">' },
  { name: "removes a form with a javascript: action", markdown: '<form action="javascript:alert(1)"><input type=submit value=go></form>' },
  {
    name: "removes a button with a javascript: formaction",
    markdown: '<form><button formaction="javascript:alert(1)">go</button></form>',
    keeps: "go",
  },
  {
    name: "neuters an input carrying formaction and onerror",
    markdown: '<input type="image" src="x" onerror="alert(1)" formaction="javascript:alert(1)">',
  },
  { name: "removes a meta refresh", markdown: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' },
  { name: "removes a <style> element", markdown: "<style>body{background:url(javascript:alert(1))}</style>" },
  { name: "drops a style attribute with expression()", markdown: '<div style="width:expression(alert(1))">box</div>', keeps: "box" },
  {
    name: "drops a style attribute with url(javascript:)",
    markdown: "<p style=\"background:url('javascript:alert(1)')\">para</p>",
    keeps: "para",
  },
  { name: "removes a <base href>", markdown: '<base href="javascript:alert(1)//">' },
  { name: "removes a <link rel=import>", markdown: '<link rel="import" href="https://evil.example/x.html">' },
  { name: "removes a script inside a template", markdown: "<template><script>alert(1)</script></template>" },
  {
    name: "keeps the noscript attribute-escape trick inert",
    markdown: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  },
];

describe("renderMarkdown: hostile input comes out inert", () => {
  it("has at least twenty vectors, each dangerous as written or when rendered without the sanitizer", () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(20);
    const harmless = XSS_VECTORS.filter((v) => dangersIn(v.markdown).length === 0 && dangersIn(renderUnsanitized(v.markdown)).length === 0);
    expect(harmless.map((v) => v.name)).toEqual([]);
  });

  it.each(XSS_VECTORS)("$name", ({ markdown, keeps }) => {
    const output = html(markdown);
    expect(dangersIn(output)).toEqual([]);
    expect(output).not.toMatch(/<\s*script/i);
    if (keeps) expect(textOf(parseFragment(output))).toContain(keeps);
  });

  it("flags the patterns it looks for, so the checks above can fail", () => {
    expect(dangersIn('<a href=" &#106;ava&#x09;script:x">a</a>')).toHaveLength(1);
    expect(dangersIn("<img src=x OnError=y>")).toHaveLength(1);
    expect(dangersIn('<p style="color:red">a</p>')).toHaveLength(1);
    expect(dangersIn('<svg><a xlink:href="javascript:x">a</a></svg>')).toEqual(
      expect.arrayContaining(["<svg>", "a[xlink:href=javascript:x]"]),
    );
    expect(dangersIn('<a href="/ok">a</a><img src="https://x.example/a.png">')).toEqual([]);
  });

  it("prefixes author ids and names so they cannot clobber document globals", () => {
    const [img] = elementsOf(html('<img name="cookie" id="location" src="/a.png">'));
    expect(attr(img, "name")).toBe("user-content-cookie");
    expect(attr(img, "id")).toBe("user-content-location");
    const [, link] = elementsOf(html('<a name="x" aria-describedby="y">z</a>'));
    expect(attr(link, "name")).toBe("user-content-x");
    expect(attr(link, "aria-describedby")).toBe("user-content-y");
  });

  it("drops target=_blank from raw links so they cannot open an unguarded window", () => {
    const link = elementsOf(html('<a href="https://ok.example" target="_blank">t</a>')).find((e) => e.tagName === "a")!;
    expect(attr(link, "href")).toBe("https://ok.example");
    expect(attr(link, "target")).toBeUndefined();
  });

  it("limits link and image protocols to the schema's list", () => {
    expect(sanitizeSchema.protocols?.href).toEqual(["http", "https", "mailto"]);
    expect(sanitizeSchema.protocols?.src).toEqual(["http", "https"]);
    const link = elementsOf(html("[chat](irc://irc.example/room)")).find((e) => e.tagName === "a")!;
    expect(attr(link, "href")).toBeUndefined();
  });
});

describe("renderMarkdown: safe content survives", () => {
  it("keeps a normal https link with its text", () => {
    const link = elementsOf(html("Read [the guide](https://example.com/guide?a=1#top) now")).find((e) => e.tagName === "a")!;
    expect(attr(link, "href")).toBe("https://example.com/guide?a=1#top");
    expect(textOf(link)).toBe("the guide");
  });

  it("keeps relative and mailto links", () => {
    const links = elementsOf(html("[post](/blog/soil-sensors) and [mail](mailto:editor@example.com)")).filter((e) => e.tagName === "a");
    expect(links.map((l) => attr(l, "href"))).toEqual(["/blog/soil-sensors", "mailto:editor@example.com"]);
  });

  it("keeps an image with a relative src and alt, and loads it lazily", () => {
    const img = elementsOf(html('![A tractor at dawn](/images/tractor.jpg "Dawn")')).find((e) => e.tagName === "img")!;
    expect(attr(img, "src")).toBe("/images/tractor.jpg");
    expect(attr(img, "alt")).toBe("A tractor at dawn");
    expect(attr(img, "title")).toBe("Dawn");
    expect(attr(img, "loading")).toBe("lazy");
    expect(attr(img, "decoding")).toBe("async");
  });

  it("keeps the safe part of a raw img whose handler was removed", () => {
    const img = elementsOf(html('<img src="/a.png" alt="field" onerror="alert(1)">')).find((e) => e.tagName === "img")!;
    expect(attr(img, "src")).toBe("/a.png");
    expect(attr(img, "alt")).toBe("field");
  });

  it("renders a GFM table", () => {
    const elements = elementsOf(html("| Crop | Yield |\n|:-----|------:|\n| Wheat | 7.1 |\n| Barley | 6.3 |"));
    const tags = elements.map((e) => e.tagName);
    expect(tags).toEqual(expect.arrayContaining(["table", "thead", "tbody", "tr", "th", "td"]));
    expect(elements.filter((e) => e.tagName === "th").map(textOf)).toEqual(["Crop", "Yield"]);
    expect(elements.filter((e) => e.tagName === "td").map(textOf)).toEqual(["Wheat", "7.1", "Barley", "6.3"]);
    expect(
      attr(
        elements.find((e) => e.tagName === "th")!,
        "align",
      ),
    ).toBe("left");
  });

  it("renders GFM strikethrough as del", () => {
    const del = elementsOf(html("Prices ~~rose~~ fell")).find((e) => e.tagName === "del");
    expect(del && textOf(del)).toBe("rose");
  });

  it("renders a GFM task list with disabled checkboxes", () => {
    const elements = elementsOf(html("- [x] Sow\n- [ ] Harvest"));
    expect(
      attr(
        elements.find((e) => e.tagName === "ul")!,
        "class",
      ),
    ).toBe("contains-task-list");
    const boxes = elements.filter((e) => e.tagName === "input");
    expect(boxes).toHaveLength(2);
    for (const box of boxes) {
      expect(attr(box, "type")).toBe("checkbox");
      expect(attr(box, "disabled")).toBeDefined();
    }
    expect(boxes.map((b) => attr(b, "checked") !== undefined)).toEqual([true, false]);
  });

  it("keeps a fenced code block's language class and escapes its content", () => {
    const output = html('```ts\nconst x = "<script>";\n```');
    const code = elementsOf(output).find((e) => e.tagName === "code")!;
    expect(attr(code, "class")).toBe("hljs language-ts");
    expect(textOf(code)).toBe('const x = "<script>";\n');
    expect(dangersIn(output)).toEqual([]);
  });

  it("links footnote references and back-references to ids that exist", () => {
    const elements = elementsOf(html("Yields rose[^1].\n\n[^1]: Field trial data, 2023."));
    const ids = new Set(elements.map((e) => attr(e, "id")).filter(Boolean));
    const fragments = elements.filter((e) => e.tagName === "a" && attr(e, "href")?.startsWith("#")).map((e) => attr(e, "href")!.slice(1));
    expect(fragments).toHaveLength(2);
    for (const fragment of fragments) expect(ids).toContain(fragment);
    expect(fragments).toEqual(["user-content-fn-1", "user-content-fnref-1"]);
  });

  it("points an in-page link at an author's anchor under its prefixed id", () => {
    const elements = elementsOf(html('[Jump](#intro)\n\n<h2 id="intro">Intro</h2>'));
    expect(
      attr(
        elements.find((e) => e.tagName === "a")!,
        "href",
      ),
    ).toBe("#user-content-intro");
    expect(
      attr(
        elements.find((e) => e.tagName === "h2")!,
        "id",
      ),
    ).toBe("user-content-intro");
  });

  it("leaves in-page links to generated heading ids and to missing targets alone", () => {
    const links = elementsOf(html("[a](#costs) [b](#nowhere)\n\n## Costs")).filter((e) => e.tagName === "a");
    expect(links.map((l) => attr(l, "href"))).toEqual(["#costs", "#nowhere"]);
  });
});

const headingIds = (markdown: string) =>
  elementsOf(html(markdown))
    .filter((e) => /^h[1-6]$/.test(e.tagName))
    .map((e) => attr(e, "id") ?? null);

describe("renderMarkdown: heading ids", () => {
  it("lowercases, drops punctuation, turns spaces into hyphens and collapses them", () => {
    expect(headingIds("# Costs & Benefits\n\n##   A -- B  \n\n### Hello, World!\n\n#### A  --  B again")).toEqual([
      "costs-benefits",
      "a-b",
      "hello-world",
      "a-b-again",
    ]);
  });

  it("suffixes repeated heading texts with -1 and -2", () => {
    expect(headingIds("## Setup\n\n## Setup\n\n### Setup")).toEqual(["setup", "setup-1", "setup-2"]);
  });

  it("does not let a literal 'Costs 1' heading collide with a generated suffix", () => {
    expect(headingIds("## Costs\n\n## Costs\n\n## Costs 1")).toEqual(["costs", "costs-1", "costs-1-1"]);
  });

  it("keeps an author's own heading id, with the sanitizer's user-content- clobber prefix", () => {
    const elements = elementsOf(html('<h2 id="mine">Own Heading</h2>\n\n## Own Heading'));
    const headings = elements.filter((e) => e.tagName === "h2");
    expect(headings.map((h) => attr(h, "id"))).toEqual(["user-content-mine", "own-heading"]);
  });

  it("does not let an author's id use up a generated id", () => {
    expect(headingIds('<h2 id="costs">Costs</h2>\n\n## Costs')).toEqual(["user-content-costs", "costs"]);
  });

  it("does not prefix generated heading ids", () => {
    const ids = headingIds("# Soil Moisture\n\n<h2>Raw Heading</h2>");
    expect(ids).toEqual(["soil-moisture", "raw-heading"]);
  });

  it("builds ids from the text of inline markup, not its syntax", () => {
    expect(headingIds("## **Bold** `code` [link](https://example.com) _it_")).toEqual(["bold-code-link-it"]);
  });

  it("gives every level from h1 to h6, and setext headings, an id", () => {
    expect(headingIds("Title\n=====\n\nSub\n---\n\n### C\n\n#### D\n\n##### E\n\n###### F")).toEqual(["title", "sub", "c", "d", "e", "f"]);
  });

  it("falls back to 'section' for a heading with no slug characters", () => {
    expect(headingIds("## 🚀\n\n## Section")).toEqual(["section", "section-1"]);
  });

  it("gives a blank heading no id and does not spend an id on it", () => {
    expect(headingIds("#\n\n<h2>   </h2>\n\n## Section")).toEqual([null, null, "section"]);
  });
});

describe("readTimeMinutes and renderMarkdown readTime", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");

  it.each([
    [0, 1],
    [1, 1],
    [230, 1],
    [344, 1],
    [345, 2],
    [460, 2],
    [690, 3],
    [2300, 10],
  ])("reads %i words as %i minute(s)", (count, minutes) => {
    expect(readTimeMinutes(words(count))).toBe(minutes);
  });

  it("is at least one minute for empty or blank text", () => {
    expect(readTimeMinutes("")).toBe(1);
    expect(readTimeMinutes("  \n\t ")).toBe(1);
    expect(renderMarkdown("").readTime).toBe(1);
  });

  it("treats any run of whitespace as one word break", () => {
    const text = Array.from({ length: 460 }, (_, i) => `w${i}`).join(" \n\t  ");
    expect(readTimeMinutes(`  ${text}  `)).toBe(2);
  });

  it("counts 690 words of markdown as three minutes", () => {
    const markdown = `# ${words(5)}\n\n${words(300)}\n\n- ${words(85)}\n\n${words(300)}`;
    expect(renderMarkdown(markdown).readTime).toBe(3);
  });

  it("counts words in separate blocks separately", () => {
    const list = Array.from({ length: 345 }, (_, i) => `- item${i}`).join("\n");
    expect(renderMarkdown(list).readTime).toBe(2);
  });

  it("does not count words in HTML comments or removed scripts", () => {
    const hidden = words(460);
    const markdown = `${words(230)}\n\n<!-- ${hidden} -->\n\n<script>${hidden}</script>`;
    expect(renderMarkdown(markdown).readTime).toBe(1);
  });
});

describe("renderMarkdown: default excerpt", () => {
  it("takes the first paragraph, not the headings before it or the paragraphs after it", () => {
    expect(renderMarkdown("# Title\n\nFirst paragraph here.\n\nSecond paragraph.").excerpt).toBe("First paragraph here.");
  });

  it("skips a paragraph that holds only an image", () => {
    expect(renderMarkdown("![Field](/field.jpg)\n\nThe real opening.").excerpt).toBe("The real opening.");
  });

  it("does not leak markdown or HTML syntax", () => {
    const { excerpt } = renderMarkdown(
      "**Bold** _italic_ `code` [link](https://example.com) ~~gone~~ <kbd>Ctrl</kbd> &amp; ![img](/a.png) done",
    );
    expect(excerpt).toBe("Bold italic code link gone Ctrl & done");
  });

  it("collapses line breaks inside the paragraph into single spaces", () => {
    expect(renderMarkdown("One line\nnext line  \nhard break").excerpt).toBe("One line next line hard break");
  });

  it("falls back to all the text when there is no paragraph", () => {
    expect(renderMarkdown("# Only\n\n## Headings").excerpt).toBe("Only Headings");
  });

  it("keeps a paragraph of exactly 200 characters whole", () => {
    const paragraph = `${"abcd ".repeat(39)}abcde`;
    expect(paragraph).toHaveLength(200);
    expect(renderMarkdown(paragraph).excerpt).toBe(paragraph);
  });

  it("cuts a long paragraph at a word boundary, within 200 characters, ending with an ellipsis", () => {
    const paragraph = Array.from({ length: 80 }, (_, i) => `word${i}`).join(" ");
    const { excerpt } = renderMarkdown(paragraph);
    expect(excerpt.length).toBeLessThanOrEqual(200);
    expect(excerpt.length).toBeGreaterThan(150);
    expect(excerpt.endsWith("…")).toBe(true);
    const body = excerpt.slice(0, -1);
    expect(paragraph.startsWith(body)).toBe(true);
    expect(paragraph[body.length]).toBe(" ");
  });

  it("truncates at 201 characters", () => {
    const paragraph = `${"abcd ".repeat(39)}abcdef`;
    expect(paragraph).toHaveLength(201);
    expect(renderMarkdown(paragraph).excerpt).toBe(`${"abcd ".repeat(38)}abcd…`);
  });

  it("never cuts mid-word even when the limit falls inside a word", () => {
    const paragraph = `${"a".repeat(150)} ${"b".repeat(100)}`;
    expect(truncateAtWord(paragraph, 200)).toBe(`${"a".repeat(150)}…`);
  });

  it("keeps even a single word longer than the limit within 200 characters", () => {
    const excerpt = renderMarkdown("x".repeat(300)).excerpt;
    expect(excerpt).toBe(`${"x".repeat(199)}…`);
  });

  it("drops punctuation left at the cut before adding the ellipsis", () => {
    expect(truncateAtWord("Soil, water, and sunlight: the basics of growing food", 30)).toBe("Soil, water, and sunlight…");
  });
});

describe("countSpaceSeparated", () => {
  it("counts what splitting at whitespace and dropping empty parts counts, in any script", () => {
    // Every kind of character a run or a gap can hold: ASCII and other spaces, letters of other planes, lone surrogates.
    const alphabet = [
      "a",
      "Z",
      "9",
      " ",
      "\n",
      "\t",
      "\v",
      "\u00a0",
      "\u2003",
      "\u2028",
      "\u3000",
      "\ufeff",
      "\u200b",
      "é",
      "\u0301",
      "日",
      "𝒳",
      "\ud800",
      "\udc00",
      "-",
    ];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) % alphabet.length;
    for (let index = 0; index < 5_000; index++) {
      const text = Array.from({ length: index % 13 }, () => alphabet[next()]).join("");
      expect(countSpaceSeparated(text)).toBe(text.split(/\s+/).filter(Boolean).length);
    }
  });
});
