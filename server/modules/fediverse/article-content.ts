import { unified } from "unified";
import rehypeParse from "rehype-parse";
import rehypeSanitize, { type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";
import { rehypeMathsAsSource } from "../../../shared/maths-source";

export interface ContentImage {
  url: string;
  alt: string;
}

/**
 * The elements Mastodon keeps of a remote post's HTML (its sanitizer's strict config): anything
 * else it drops, so sending it only makes the post larger. Others' elements (a table, a figure)
 * give way to their text, as Mastodon would show them.
 */
const MASTODON_SUBSET: SanitizeSchema = {
  tagNames: [
    "p",
    "br",
    "span",
    "a",
    "del",
    "s",
    "pre",
    "blockquote",
    "code",
    "b",
    "strong",
    "u",
    "i",
    "em",
    "ul",
    "ol",
    "li",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
  ],
  attributes: { a: ["href", "rel"], ol: ["start", "reversed"], li: ["value"] },
  protocols: { href: ["http", "https", "mailto"] },
  strip: ["script", "style", "img", "picture", "video", "audio", "iframe"],
};

/** Absolute against the blog, so a follower's server sees the blog's links, not its own. */
function absolute(address: string, base: string): string | null {
  try {
    return new URL(address, base).href;
  } catch {
    return null;
  }
}

/**
 * An article's HTML as a fediverse server keeps it, and its images apart (they travel as
 * attachments, each with its alt text). Links become absolute and open the blog in a new tab.
 */
export function fediverseContent(html: string, publicUrl: string): { content: string; images: ContentImage[] } {
  const images: ContentImage[] = [];
  const collect = () => (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "img" && typeof node.properties.src === "string") {
        const url = absolute(node.properties.src, publicUrl);
        if (url && !images.some((image) => image.url === url))
          images.push({ url, alt: typeof node.properties.alt === "string" ? node.properties.alt : "" });
      }
      if (node.tagName === "a" && typeof node.properties.href === "string") {
        const href = absolute(node.properties.href, publicUrl);
        if (href) node.properties.href = href;
        node.properties.rel = ["nofollow", "noopener"];
      }
    });
  };
  const content = unified()
    .use(rehypeParse, { fragment: true })
    .use(collect)
    .use(rehypeMathsAsSource)
    .use(rehypeSanitize, MASTODON_SUBSET)
    .use(rehypeStringify)
    .processSync(html)
    .toString()
    .trim();
  return { content, images };
}
