import { open, readFile } from "node:fs/promises";
import type { ImportSource } from "../../../shared/schemas/imports";
import { ImportFileError } from "./imported-item";
import { findGhostData } from "./ghost/ghost-export";
import { detectZipSource } from "./zip/detect-zip-source";

/** Enough of the file to see what it is: an XML prolog, the rss element and its namespaces come first. */
const HEAD_BYTES = 64 * 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const WORDPRESS_NAMESPACE = /xmlns:wp\s*=\s*["']https?:\/\/wordpress\.org\/export\/1\.\d+\/?["']/;

async function headOf(filePath: string): Promise<Buffer> {
  const handle = await open(filePath, "r");
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A JSON file's whole text parsed: a Ghost export's shape can only be told from its structure. */
async function ghostOrNull(filePath: string): Promise<ImportSource> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(filePath, "utf8"));
  } catch (error) {
    throw new ImportFileError(`The file is not valid JSON: ${error instanceof Error ? error.message : String(error)}`, 400);
  }
  if (!findGhostData(parsed))
    throw new ImportFileError(
      "This JSON file is not a Ghost export: it has no posts (expected {db:[{data:{posts}}]} or {data:{posts}})",
      415,
    );
  return "ghost";
}

/**
 * Which service made the file, told by what it holds, never by its name: a WordPress export (rss
 * with the WordPress export namespace), a Ghost export (JSON with posts), or a zip (whose
 * contents say which). Anything else is refused with a message naming what was found.
 */
export async function detectSource(filePath: string): Promise<ImportSource> {
  const head = await headOf(filePath);
  if (head.length === 0) throw new ImportFileError("The file is empty", 400);
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) {
    const source = await detectZipSource(filePath);
    if (!source)
      throw new ImportFileError(
        "This zip is not an export Furrow reads: it holds no Substack posts.csv, no Medium posts and no Markdown files with front matter",
        415,
      );
    return source;
  }
  const text = head
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (text.startsWith("{")) return ghostOrNull(filePath);
  if (text.startsWith("<")) {
    if (/<rss[\s>]/.test(text) && WORDPRESS_NAMESPACE.test(text)) return "wordpress";
    throw new ImportFileError("This XML file is not a WordPress export (WXR): no rss element with the WordPress export namespace", 415);
  }
  throw new ImportFileError(
    "Furrow cannot read this file: send a WordPress export (XML), a Ghost export (JSON) or a zip from Substack, Medium or a Markdown site",
    415,
  );
}
