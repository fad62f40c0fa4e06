import type { Processor } from "unified";
import remarkGfm from "remark-gfm";

/**
 * GFM constructs a text can hold only when it has certain characters, by the names micromark's
 * extensions give them. Each is tried over and over on every text: the autolink literals (bare
 * `www.`, `https://` and e-mail addresses made links) at every letter, more than half of a long
 * post's parse; the table at the start of every line, about a sixth of what is left. A text without
 * the characters renders the same without the construct, so it is parsed without it: this keeps a
 * 10,000-post import's rendering within its time budget.
 */
const SKIPPABLE = {
  // A character reference can spell an address too: `ada&#64;example.net` is linked.
  autolinkLiterals: {
    constructs: ["emailAutolink", "wwwAutolink", "protocolAutolink"],
    fromMarkdownEnter: "literalAutolink",
    mayHold: /@|www|http|&[#a-z]/i,
  },
  // A table's rows are cut by pipes written as such (a character reference is never one), but a
  // one-column table needs none when its delimiter row has a colon beside a hyphen (`a\n:-:`).
  table: { constructs: ["table"], fromMarkdownEnter: null, mayHold: /\||:-|-:/ },
} as const;
type Skippable = keyof typeof SKIPPABLE;
const SKIPPABLE_NAMES = Object.keys(SKIPPABLE) as Skippable[];

type ConstructMap = Record<string, unknown>;
type MicromarkExtension = { text?: ConstructMap; flow?: ConstructMap };

const withoutConstructs = (constructs: ConstructMap, names: ReadonlySet<string>): ConstructMap => {
  const kept: ConstructMap = {};
  for (const [code, list] of Object.entries(constructs)) {
    const rest = (Array.isArray(list) ? list : [list]).filter((construct: { name?: string } | null) => !names.has(construct?.name ?? ""));
    // An empty list would still cut plain text at every letter for nothing.
    if (rest.length > 0) kept[code] = rest;
  }
  return kept;
};

/** remark-gfm less the constructs of `skipped`, in the parse and in the tree it builds. */
function remarkGfmWithout(skipped: readonly Skippable[]) {
  const names = new Set(skipped.flatMap((name) => SKIPPABLE[name].constructs));
  const enters = skipped.flatMap((name) => SKIPPABLE[name].fromMarkdownEnter ?? []);
  // The autolink literals' tree extension links bare addresses in the text by itself: it goes too.
  const isSkipped = (extension: unknown) => enters.some((enter) => !!(extension as { enter?: Record<string, unknown> }).enter?.[enter]);
  return function remarkGfmWithoutSkipped(this: Processor) {
    remarkGfm.call(this);
    const data = this.data() as { micromarkExtensions: MicromarkExtension[]; fromMarkdownExtensions: unknown[] };
    data.micromarkExtensions = data.micromarkExtensions.map((extension) => ({
      ...extension,
      ...(extension.text && { text: withoutConstructs(extension.text, names) }),
      ...(extension.flow && { flow: withoutConstructs(extension.flow, names) }),
    }));
    data.fromMarkdownExtensions = data.fromMarkdownExtensions.map((extension) =>
      Array.isArray(extension) ? extension.filter((inner) => !isSkipped(inner)) : extension,
    );
  };
}

/** The GFM plugin a pipeline is built with: remark-gfm itself, or remark-gfm less some constructs. */
export type GfmPlugin = typeof remarkGfm | ReturnType<typeof remarkGfmWithout>;

/**
 * MARKDOWN_SKIP_ABSENT_GFM=false parses every text with the whole of GFM. Read where the code
 * runs (server, worker thread); a browser has no process and keeps the default.
 */
const skipAbsentGfmByDefault = (): boolean =>
  typeof process === "undefined" || !["false", "0", "off"].includes((process.env.MARKDOWN_SKIP_ABSENT_GFM ?? "").trim().toLowerCase());

/**
 * Chooses, for each text, the pipeline `build` makes with the GFM constructs the text cannot hold
 * left out (built on first use: four at most), or the one with the whole of GFM when `skip` is off.
 */
export function gfmPipelineChooser<P>(build: (gfm: GfmPlugin) => P, skip = skipAbsentGfmByDefault()): (markdown: string) => P {
  const whole = build(remarkGfm);
  if (!skip) return () => whole;
  const without = new Map<string, P>();
  return (markdown) => {
    const skipped = SKIPPABLE_NAMES.filter((name) => !SKIPPABLE[name].mayHold.test(markdown));
    if (skipped.length === 0) return whole;
    const key = skipped.join();
    let chosen = without.get(key);
    if (!chosen) without.set(key, (chosen = build(remarkGfmWithout(skipped))));
    return chosen;
  };
}

export const mayHoldAutolinkLiteral = (markdown: string): boolean => SKIPPABLE.autolinkLiterals.mayHold.test(markdown);
export const mayHoldTable = (markdown: string): boolean => SKIPPABLE.table.mayHold.test(markdown);
