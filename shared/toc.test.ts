import { describe, expect, it } from "vitest";
import GithubSlugger from "github-slugger";
import { parseFragment, type DefaultTreeAdapterTypes } from "parse5";
import { buildToc, createHeadingSlugger, headingSlug, type HeadingLike } from "./toc";
import { renderMarkdown } from "./markdown";

describe("headingSlug", () => {
  it.each([
    ["lowercases", "Precision Farming", "precision-farming"],
    ["drops punctuation and collapses the gap it leaves", "Costs & Benefits", "costs-benefits"],
    ["trims and collapses spaces and hyphens", "  A -- B  ", "a-b"],
    ["drops commas and exclamation marks", "Hello, World!", "hello-world"],
    ["drops symbols", "C++ vs C#", "c-vs-c"],
    ["drops a decimal point", "Version 2.0", "version-20"],
    ["turns tabs and newlines into hyphens", "tabs\tand\nnewlines", "tabs-and-newlines"],
    ["keeps underscores", "snake_case names", "snake_case-names"],
    ["keeps accented letters as they are", "Café Crème", "café-crème"],
    ["keeps letters of other scripts", "日本語 見出し", "日本語-見出し"],
    ["keeps combining vowel signs", "हिन्दी खेती", "हिन्दी-खेती"],
    ["keeps a decomposed accent", "Cafe\u0301", "cafe\u0301"],
    ["drops emoji without leaving a hyphen", "🚀 Launch", "launch"],
    ["returns an empty slug for punctuation only", "!!! ???", ""],
  ])("%s", (_label, text, expected) => {
    expect(headingSlug(text)).toBe(expected);
  });

  it("agrees with github-slugger on text without punctuation runs", () => {
    for (const text of ["Soil Health", "snake_case", "Café", "日本語", "हिन्दी", "Hello, World!", "Step 1 of 3"]) {
      expect(headingSlug(text)).toBe(new GithubSlugger().slug(text));
    }
  });
});

describe("createHeadingSlugger", () => {
  it("gives the first heading the bare slug and repeats -1, -2", () => {
    const next = createHeadingSlugger();
    expect(["Costs", "Costs", "costs!"].map(next)).toEqual(["costs", "costs-1", "costs-2"]);
  });

  it("does not let a literal 'Costs 1' collide with the generated costs-1, as GitHub does", () => {
    const next = createHeadingSlugger();
    expect(["Costs", "Costs", "Costs 1"].map(next)).toEqual(["costs", "costs-1", "costs-1-1"]);
    const github = new GithubSlugger();
    expect(["Costs", "Costs", "Costs 1"].map((t) => github.slug(t))).toEqual(["costs", "costs-1", "costs-1-1"]);
  });

  it("skips a number already taken by a literal heading", () => {
    const next = createHeadingSlugger();
    expect(["Costs 1", "Costs", "Costs"].map(next)).toEqual(["costs-1", "costs", "costs-2"]);
  });

  it("suffixes repeats exactly as github-slugger does", () => {
    const pool = ["a", "a 1", "a-1", "a 1 1", "a 2", "a-1-1", "b", "b 1", "a 1 2"];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 300; round++) {
      const texts = Array.from({ length: 10 }, () => pool[Math.floor(random() * pool.length)]);
      const ours = createHeadingSlugger();
      const github = new GithubSlugger();
      const ids = texts.map(ours);
      expect(ids).toEqual(texts.map((t) => github.slug(t)));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("uses 'section' for text without slug characters, numbering repeats", () => {
    const next = createHeadingSlugger();
    expect(["🚀", "!!!", "Section"].map(next)).toEqual(["section", "section-1", "section-2"]);
  });

  it("keeps separate counts for separate documents", () => {
    const first = createHeadingSlugger();
    const second = createHeadingSlugger();
    expect(first("Intro")).toBe("intro");
    expect(first("Intro")).toBe("intro-1");
    expect(second("Intro")).toBe("intro");
  });
});

describe("buildToc", () => {
  it("slugs headings in order and keeps their level and text", () => {
    expect(
      buildToc([
        { level: 1, text: "Costs & Benefits" },
        { level: 2, text: "Costs" },
        { level: 3, text: "Costs" },
      ]),
    ).toEqual([
      { id: "costs-benefits", text: "Costs & Benefits", level: 1 },
      { id: "costs", text: "Costs", level: 2 },
      { id: "costs-1", text: "Costs", level: 3 },
    ]);
  });

  it("keeps a heading's own id, which does not use up the slug", () => {
    expect(
      buildToc([
        { level: 2, text: "Costs", id: "user-content-costs" },
        { level: 2, text: "Costs" },
      ]).map((item) => item.id),
    ).toEqual(["user-content-costs", "costs"]);
  });

  it("slugs a heading whose id is null or empty", () => {
    expect(
      buildToc([
        { level: 2, text: "Intro", id: null },
        { level: 2, text: "Intro", id: "" },
      ]).map((item) => item.id),
    ).toEqual(["intro", "intro-1"]);
  });

  it("skips headings with empty or blank text, without using up an id", () => {
    const toc = buildToc([
      { level: 1, text: "" },
      { level: 2, text: "   \n" },
      { level: 2, text: "Section" },
    ]);
    expect(toc).toEqual([{ id: "section", text: "Section", level: 2 }]);
  });

  it("keeps only levels 1 to 6", () => {
    const toc = buildToc([
      { level: 0, text: "Zero" },
      { level: 1, text: "One" },
      { level: 6, text: "Six" },
      { level: 7, text: "Seven" },
    ]);
    expect(toc.map((item) => [item.level, item.text])).toEqual([
      [1, "One"],
      [6, "Six"],
    ]);
  });

  it("trims the text it shows and slugs the same", () => {
    expect(buildToc([{ level: 2, text: "  Getting started \n" }])).toEqual([{ id: "getting-started", text: "Getting started", level: 2 }]);
  });

  it("returns an empty list for no headings", () => {
    expect(buildToc([])).toEqual([]);
  });
});

type P5Element = DefaultTreeAdapterTypes.Element;
type P5Parent = DefaultTreeAdapterTypes.ParentNode;

function textOf(node: P5Parent): string {
  return node.childNodes
    .map((child) => (child.nodeName === "#text" && "value" in child ? child.value : "tagName" in child ? textOf(child) : ""))
    .join("");
}

/** The headings of rendered HTML, as a reader's browser sees them. */
function headingsIn(html: string): Array<{ level: number; text: string; id: string | null }> {
  const headings: Array<{ level: number; text: string; id: string | null }> = [];
  const walk = (parent: P5Parent) => {
    for (const child of parent.childNodes) {
      if (!("tagName" in child)) continue;
      const element = child as P5Element;
      const match = /^h([1-6])$/.exec(element.tagName);
      if (match) {
        const id = element.attrs.find((a) => a.name === "id")?.value ?? null;
        headings.push({ level: Number(match[1]), text: textOf(element), id });
      }
      walk(element);
    }
  };
  walk(parseFragment(html));
  return headings;
}

const SAMPLE = `# Growing Smarter: A Field Guide

Precision agriculture in one page[^1].

## Costs & Benefits

### Costs

### Costs

### Costs 1

##   Sensors -- and  Drones  

## **Soil** \`pH\` [basics](https://example.com)

## 🌾

#

<h2>Raw heading</h2>

<h3 id="own-anchor">Brings its own id</h3>

## Brings its own id

Setext Heading
--------------

#### Café Crème

###### Deepest

## Costs & Benefits

[^1]: See the appendix.
`;

describe("table of contents and rendered heading ids agree", () => {
  const { html } = renderMarkdown(SAMPLE);
  const headings = headingsIn(html);
  const htmlIds = headings.map((h) => h.id).filter((id): id is string => id !== null);

  it("renders the sample with the ids the rule gives", () => {
    expect(htmlIds).toEqual([
      "growing-smarter-a-field-guide",
      "costs-benefits",
      "costs",
      "costs-1",
      "costs-1-1",
      "sensors-and-drones",
      "soil-ph-basics",
      "section",
      "raw-heading",
      "user-content-own-anchor",
      "brings-its-own-id",
      "setext-heading",
      "café-crème",
      "deepest",
      "costs-benefits-1",
      "user-content-footnote-label",
    ]);
  });

  it("gives every heading it renders a unique id", () => {
    expect(new Set(htmlIds).size).toBe(htmlIds.length);
  });

  it("builds a table of contents with exactly the ids present in the HTML", () => {
    const toc = buildToc(headings);
    expect(toc.map((item) => item.id)).toEqual(htmlIds);
    expect(toc.map((item) => item.level)).toEqual(headings.filter((h) => h.id !== null).map((h) => h.level));
  });

  it("recomputes the server's generated ids from heading text alone", () => {
    const fromText: HeadingLike[] = headings.map(({ level, text, id }) => ({
      level,
      text,
      id: id?.startsWith("user-content-") ? id : undefined,
    }));
    expect(buildToc(fromText).map((item) => item.id)).toEqual(htmlIds);
  });

  it("shows the heading text without markdown syntax", () => {
    const texts = buildToc(headings).map((item) => item.text);
    expect(texts).toContain("Soil pH basics");
    expect(texts).toContain("Sensors -- and  Drones");
    expect(texts).toContain("Costs & Benefits");
  });
});
