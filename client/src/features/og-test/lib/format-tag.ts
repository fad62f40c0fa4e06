import type { OgPreviewTag } from "@shared/types";

const SCRIPT_PREVIEW_CHARS = 160;

/** A head tag written out as HTML source, for reading rather than parsing; long JSON-LD is shortened. */
export function formatTag(tag: OgPreviewTag): string {
  const attributes = Object.entries(tag.attributes)
    .map(([name, value]) => ` ${name}="${value.replace(/"/g, "&quot;")}"`)
    .join("");
  if (tag.tag === "title") return `<title>${tag.text ?? ""}</title>`;
  if (tag.tag === "script") {
    const text = tag.text ?? "";
    return `<script${attributes}>${text.length > SCRIPT_PREVIEW_CHARS ? `${text.slice(0, SCRIPT_PREVIEW_CHARS)}…` : text}</script>`;
  }
  return `<${tag.tag}${attributes}>`;
}
