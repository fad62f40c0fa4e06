import type { Metadata } from "sharp";
import type { DocumentStore } from "../../store/types";
import { ValidationError } from "../../lib/errors";
import { newId } from "../../lib/ids";

/** Widths readers' browsers choose from; an image is never enlarged past its own width. */
const WIDTHS = [480, 960, 1600] as const;
const MAX_INPUT_PIXELS = 40_000_000;

export interface UploadedImage {
  url: string;
  srcset: string;
  width: number;
  height: number;
}

/**
 * Stores an uploaded image as resized WebP copies in the store's files (DATA_DIR/uploads, or GridFS
 * on MongoDB). Files are named by a fresh id, so they never change and can be cached for a year.
 */
export function createUploadsService({ store }: { store: Pick<DocumentStore, "files"> }) {
  return {
    async saveImage(input: Buffer): Promise<UploadedImage> {
      // The image library is large; it loads with the first upload, not with the server.
      const { default: sharp } = await import("sharp");
      let metadata: Metadata;
      try {
        metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      } catch {
        throw new ValidationError("The file is not an image this site can read");
      }
      if (!metadata.width || !metadata.height) throw new ValidationError("The file is not an image this site can read");

      const id = newId();
      const orientedWidth = metadata.orientation && metadata.orientation >= 5 ? metadata.height : metadata.width;
      const widths = [...new Set(WIDTHS.map((width) => Math.min(width, orientedWidth)))];
      const copies: { name: string; width: number; height: number }[] = [];
      for (const width of widths) {
        const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        const name = `${id}-${info.width}.webp`;
        await store.files.save(name, data);
        copies.push({ name, width: info.width, height: info.height });
      }
      const largest = copies[copies.length - 1];
      return {
        url: `/uploads/${largest.name}`,
        srcset: copies.map((copy) => `/uploads/${copy.name} ${copy.width}w`).join(", "),
        width: largest.width,
        height: largest.height,
      };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
