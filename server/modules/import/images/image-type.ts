/** The image kinds an import stores: the ones the upload pipeline reads. SVG is not one: it can carry scripts. */
export type ImageType = "jpeg" | "png" | "gif" | "webp" | "avif";

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, index) => data[at + index] === byte);
const ascii = (data: Buffer, from: number, to: number) => data.subarray(from, to).toString("latin1");

/**
 * What the bytes are, by their first bytes: a server's Content-Type (or a file's name) is often
 * wrong, and an HTML error page served as photo.jpg must not pass for an image.
 */
export function imageTypeOf(data: Buffer): ImageType | "svg" | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(data, 0, 6) === "GIF87a" || ascii(data, 0, 6) === "GIF89a") return "gif";
  if (ascii(data, 0, 4) === "RIFF" && ascii(data, 8, 12) === "WEBP") return "webp";
  if (ascii(data, 4, 8) === "ftyp") {
    // The major brand, then the compatible brands, up to the end of the ftyp box.
    const boxEnd = Math.min(data.readUInt32BE(0), data.length, 64);
    for (let at = 8; at + 4 <= boxEnd; at += 4) {
      if (["avif", "avis"].includes(ascii(data, at, at + 4))) return "avif";
    }
    return null;
  }
  const head = data
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return "svg";
  return null;
}
