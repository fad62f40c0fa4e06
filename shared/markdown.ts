import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkRehype from "remark-rehype";
import rehypeRaw from "rehype-raw";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import { toString as hastToString } from "hast-util-to-string";
import type { Element, Root } from "hast";
import { EXIT, visit } from "unist-util-visit";
import { DEFAULT_EXCERPT_CHARS, READ_WORDS_PER_MINUTE } from "./constants";
import { countRuns } from "./text-runs";
import { createHeadingSlugger } from "./toc";
import { type GfmPlugin, gfmPipelineChooser } from "./gfm-skip-absent-constructs";
import { rehypeHighlightCode } from "./markdown-code";
import { rehypeTypesetMaths, remarkMaths } from "./markdown-maths";
import { readableText } from "./maths-source";

/** What the author chose for a post that changes how its text is read. */
export interface MarkdownOptions {
  /** `$...$` and `$$...$$` are maths, typeset as MathML; off, a dollar is a dollar. */
  maths?: boolean;
}

/** The remark plugins beside GFM, for the server and the editor's preview alike. */
export const remarkPluginsFor = ({ maths = false }: MarkdownOptions) => (maths ? [...remarkMaths] : []);

/**
 * What runs on the sanitized tree, after the heading ids (a heading's id comes from its TeX): the
 * markup these add is theirs, never the author's. Shared with the editor's preview.
 */
export const rehypeAfterSanitizeFor = ({ maths = false }: MarkdownOptions) =>
  maths ? [rehypeTypesetMaths, rehypeHighlightCode] : [rehypeHighlightCode];

/**
 * GitHub's sanitize schema, so raw HTML in a post is allowed but inert. The editor preview uses
 * this same object, so what the author previews is what readers get.
 */
export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    img: [...(defaultSchema.attributes?.img ?? []), "loading", "decoding"],
  },
  protocols: {
    ...defaultSchema.protocols,
    href: ["http", "https", "mailto"],
    src: ["http", "https"],
  },
};

const HEADING = /^h([1-6])$/;

/**
 * Gives every heading an id by the table-of-contents rule, after sanitizing so ids keep no prefix.
 * A blank heading gets none: the table of contents skips it, so it must not use up an id either.
 */
export function rehypeHeadingIds() {
  return (tree: Root) => {
    const nextId = createHeadingSlugger();
    visit(tree, "element", (node: Element) => {
      if (!HEADING.test(node.tagName)) return;
      if (typeof node.properties.id === "string" && node.properties.id) return;
      const text = hastToString(node);
      if (text.trim() === "") return;
      node.properties.id = nextId(text);
    });
  };
}

/**
 * Sanitizing prefixes author ids and names (DOM clobbering), so an in-page link such as a footnote
 * reference (`#fn-1`) would miss its target (`user-content-fn-1`). Point such links at the prefixed
 * target when only that one exists.
 */
function rehypeFragmentLinks() {
  const prefix = sanitizeSchema.clobberPrefix ?? "";
  return (tree: Root) => {
    if (!prefix) return;
    const targets = new Set<string>();
    visit(tree, "element", (node: Element) => {
      for (const key of ["id", "name"]) {
        const value = node.properties[key];
        if (typeof value === "string" && value) targets.add(value);
      }
    });
    visit(tree, "element", (node: Element) => {
      const href = node.properties.href;
      if (node.tagName !== "a" || typeof href !== "string" || !href.startsWith("#")) return;
      let target: string;
      try {
        target = decodeURIComponent(href.slice(1));
      } catch {
        return;
      }
      if (targets.has(target) || !targets.has(prefix + target)) return;
      node.properties.href = `#${prefix}${href.slice(1)}`;
    });
  };
}

/** Images below the fold should not hold up the first paint. */
function rehypeLazyImages() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "img") return;
      node.properties.loading = "lazy";
      node.properties.decoding = "async";
    });
  };
}

/**
 * rehype-raw runs the whole tree through an HTML parser again, about a third of the time a long
 * post takes to render; a text with no HTML written in it gives it nothing to do.
 */
function rehypeRawWhenWritten() {
  const parseWrittenHtml = rehypeRaw();
  return (tree: Root, file: Parameters<typeof parseWrittenHtml>[1]) => {
    let written = false;
    visit(tree, "raw", () => {
      written = true;
      return EXIT;
    });
    return written ? parseWrittenHtml(tree, file) : tree;
  };
}

const pipeline = (gfm: GfmPlugin, options: MarkdownOptions = {}) =>
  unified()
    .use(remarkParse)
    .use(gfm)
    .use(remarkPluginsFor(options))
    // No prefix here: the sanitizer adds it to every id, and twice would break footnote links.
    .use(remarkRehype, { allowDangerousHtml: true, clobberPrefix: "" })
    .use(rehypeRawWhenWritten)
    .use(rehypeSanitize, sanitizeSchema)
    .use(rehypeHeadingIds)
    .use(rehypeAfterSanitizeFor(options))
    .use(rehypeFragmentLinks)
    .use(rehypeLazyImages)
    .use(rehypeStringify);

type MarkdownProcessor = ReturnType<typeof pipeline>;

const processor = pipeline(remarkGfm);
const processorFor = gfmPipelineChooser(pipeline);
const mathsProcessor = pipeline(remarkGfm, { maths: true });
const mathsProcessorFor = gfmPipelineChooser((gfm) => pipeline(gfm, { maths: true }));

export interface RenderedMarkdown {
  html: string;
  text: string;
  readTime: number;
  excerpt: string;
}

const NOT_SPACE_AT = /\S/uy;
const isAsciiNotSpace = (code: number) => code !== 32 && (code < 9 || code > 13);

/** The runs of characters between whitespace, as `text.split(/\s+/).filter(Boolean).length` counts them. */
export const countSpaceSeparated = (text: string): number => countRuns(text, isAsciiNotSpace, NOT_SPACE_AT);

export function readTimeMinutes(text: string): number {
  return Math.max(1, Math.round(countSpaceSeparated(text) / READ_WORDS_PER_MINUTE));
}

/** Shortens text at a word boundary so an excerpt never ends mid-word. */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}

type TextOf = (node: Root | Element) => string;

function firstParagraphText(tree: Root, textOf: TextOf): string {
  let found = "";
  visit(tree, "element", (node: Element) => {
    if (found || node.tagName !== "p") return;
    found = textOf(node).trim();
  });
  return found;
}

function renderWith(chosen: MarkdownProcessor, markdown: string, { maths = false }: MarkdownOptions = {}): RenderedMarkdown {
  const tree = chosen.runSync(chosen.parse(markdown), markdown) as Root;
  const html = chosen.stringify(tree);
  const textOf: TextOf = maths ? readableText : hastToString;
  const text = textOf(tree);
  const lead = firstParagraphText(tree, textOf) || text;
  return {
    html,
    text,
    readTime: readTimeMinutes(text),
    excerpt: truncateAtWord(lead, DEFAULT_EXCERPT_CHARS),
  };
}

/** Markdown to sanitized HTML, plus what the server stores beside it. */
export const renderMarkdown = (markdown: string, options: MarkdownOptions = {}): RenderedMarkdown =>
  renderWith((options.maths ? mathsProcessorFor : processorFor)(markdown), markdown, options);

/** Always through the whole of GFM: what renderMarkdown must give for any text (the tests compare). */
export const renderMarkdownWithAllOfGfm = (markdown: string, options: MarkdownOptions = {}): RenderedMarkdown =>
  renderWith(options.maths ? mathsProcessor : processor, markdown, options);
