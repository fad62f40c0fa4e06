/**
 * The WXR file as a stream of items: saxes fed one chunk at a time (through the bare-`&` fix-up), so
 * only the item being read is ever held, whatever the file's size. Namespaces are matched by what
 * they are (`wordpress.org/export/1.x/` over http or https), not by their prefixes.
 */
import { createReadStream } from "node:fs";
import { SaxesParser } from "saxes";
import { ImportFileError } from "../imported-item";
import { BareAmpersandFix } from "./bare-ampersand-fix";

export interface WxrCategory {
  domain: string;
  nicename: string;
  name: string;
}

export interface WxrComment {
  fields: Record<string, string>;
}

/** One `<item>`: its simple fields by canonical name ("title", "wp:post_id", "content:encoded"...). */
export interface WxrItem {
  fields: Record<string, string>;
  categories: WxrCategory[];
  /** Only the keys the reader asked for (`_thumbnail_id`), so plugin data never piles up; a key may repeat. */
  meta: Record<string, string[]>;
  comments: WxrComment[];
}

export interface WxrChannel {
  /** The blog's address (`wp:base_blog_url`, else the channel's `link`), for relative item links. */
  baseUrl: string | null;
  /** Bare `&` the file held (not well-formed XML), read as text; known once the file is read. */
  repairedAmpersands: number;
}

export interface WxrParseOptions {
  /** Field names whose text is kept; everything else of an item is read past without being held. */
  fields: ReadonlySet<string>;
  metaKeys: ReadonlySet<string>;
  comments: boolean;
}

const WP_NAMESPACE = /^https?:\/\/wordpress\.org\/export\/1\.\d+\/?$/;
const EXCERPT_NAMESPACE = /^https?:\/\/wordpress\.org\/export\/1\.\d+\/excerpt\/?$/;
const CONTENT_NAMESPACE = /^https?:\/\/purl\.org\/rss\/1\.0\/modules\/content\/?$/;
const DC_NAMESPACE = /^https?:\/\/purl\.org\/dc\/elements\/1\.1\/?$/;

/** The canonical prefix a declared namespace stands for, whichever prefix the file chose. */
function canonicalPrefix(uri: string): string | null {
  if (WP_NAMESPACE.test(uri)) return "wp";
  if (EXCERPT_NAMESPACE.test(uri)) return "excerpt";
  if (CONTENT_NAMESPACE.test(uri)) return "content";
  if (DC_NAMESPACE.test(uri)) return "dc";
  return null;
}

/** "Line 12, column 3: unclosed tag: rss" out of saxes' "12:3: unclosed tag: rss". */
function describeXmlError(error: Error): string {
  const match = /^(?:[^:]*:)?(\d+):(\d+): (.*)$/s.exec(error.message);
  return match ? `line ${match[1]}, column ${match[2]}: ${match[3]}` : error.message;
}

type Sink = (item: WxrItem) => void;

function createWxrParser(options: WxrParseOptions, onItem: Sink, channel: WxrChannel) {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const prefixes = new Map<string, string>();
  let error: Error | null = null;
  let sawRoot = false;
  let sawWxr = false;
  let depth = 0;
  let item: WxrItem | null = null;
  let comment: WxrComment | null = null;
  let metaKey = "";
  let metaValue = "";
  let category: WxrCategory | null = null;
  let capture: string | null = null;
  let text = "";
  const stack: string[] = [];

  const canonical = (name: string): string => {
    const colon = name.indexOf(":");
    if (colon === -1) return name;
    const prefix = name.slice(0, colon);
    return `${prefixes.get(prefix) ?? prefix}:${name.slice(colon + 1)}`;
  };

  parser.on("error", (cause) => {
    error ??= cause;
  });
  parser.on("opentag", (tag) => {
    depth++;
    if (!sawRoot) {
      sawRoot = true;
      for (const [attribute, value] of Object.entries(tag.attributes)) {
        if (!attribute.startsWith("xmlns:")) continue;
        const prefix = canonicalPrefix(String(value));
        if (prefix) prefixes.set(attribute.slice(6), prefix);
        if (prefix === "wp") sawWxr = true;
      }
      if (tag.name !== "rss") {
        error ??= new ImportFileError(`This file is XML but not a WordPress export: its root element is <${tag.name}>, not <rss>.`, 415);
      }
    }
    const name = canonical(tag.name);
    stack.push(name);
    if (name === "wp:wxr_version") sawWxr = true;
    text = "";
    capture = null;
    if (!item) {
      if (depth === 3 && (name === "link" || name === "wp:base_blog_url")) capture = name;
      if (name === "item" && depth === 3) item = { fields: {}, categories: [], meta: {}, comments: [] };
      return;
    }
    if (name === "wp:comment" && options.comments) comment = { fields: {} };
    else if (name === "category" && stack.length === 4) {
      category = { domain: String(tag.attributes.domain ?? ""), nicename: String(tag.attributes.nicename ?? ""), name: "" };
      capture = "category";
    } else if (comment && stack.length === 5) capture = name;
    else if (stack.length === 5 && (name === "wp:meta_key" || name === "wp:meta_value") && stack[3] === "wp:postmeta") capture = name;
    else if (stack.length === 4 && options.fields.has(name)) capture = name;
  });
  const onText = (chunk: string) => {
    if (capture) text += chunk;
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  parser.on("closetag", () => {
    const name = stack.pop();
    depth--;
    if (capture && name === capture) {
      if (!item) {
        if (name === "wp:base_blog_url" || !channel.baseUrl) channel.baseUrl = text.trim() || channel.baseUrl;
      } else if (category && name === "category") {
        category.name = text;
        item.categories.push(category);
        category = null;
      } else if (comment) comment.fields[name] = text;
      else if (name === "wp:meta_key") metaKey = text.trim();
      else if (name === "wp:meta_value") metaValue = text;
      else item.fields[name] = text;
    }
    capture = null;
    text = "";
    if (!item) return;
    if (name === "wp:postmeta") {
      if (options.metaKeys.has(metaKey)) (item.meta[metaKey] ??= []).push(metaValue.trim());
      metaKey = metaValue = "";
    } else if (name === "wp:comment" && comment) {
      item.comments.push(comment);
      comment = null;
    } else if (name === "item" && stack.length === 2) {
      onItem(item);
      item = null;
    }
  });

  return {
    write(chunk: string) {
      parser.write(chunk);
      if (error) throw error;
    },
    close() {
      parser.close();
      if (error) throw error;
      if (!sawRoot) throw new Error("the file holds no XML element");
      if (!sawWxr)
        throw new ImportFileError("This file is RSS but not a WordPress export: it declares no wordpress.org/export namespace.", 415);
    },
  };
}

/**
 * The file's items, in file order, read as a stream. A file that is not well-formed (beyond bare
 * `&`, which real exports hold and which is repaired on the way) fails with a 400 naming the line.
 */
export async function* parseWxr(
  filePath: string,
  options: WxrParseOptions,
  channel: WxrChannel = { baseUrl: null, repairedAmpersands: 0 },
): AsyncGenerator<WxrItem> {
  const ready: WxrItem[] = [];
  const parser = createWxrParser(options, (item) => ready.push(item), channel);
  const fix = new BareAmpersandFix();
  const stream = createReadStream(filePath, { encoding: "utf8", highWaterMark: 256 * 1024 });
  try {
    let first = true;
    for await (const chunk of stream as AsyncIterable<string>) {
      // A byte-order mark is not part of the document.
      const text = first ? chunk.replace(/^\uFEFF/, "") : chunk;
      first = false;
      parser.write(fix.push(text));
      yield* ready.splice(0);
    }
    parser.write(fix.end());
    parser.close();
    channel.repairedAmpersands = fix.repaired;
    yield* ready.splice(0);
  } catch (cause) {
    if (cause instanceof ImportFileError) throw cause;
    throw new ImportFileError(`The WordPress export is not well-formed XML (${describeXmlError(cause as Error)}).`, 400);
  } finally {
    stream.destroy();
  }
}
