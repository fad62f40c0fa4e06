import type { ImportSource } from "../../../shared/schemas/imports";
import { ghostReader } from "./ghost/ghost-reader";
import { wordpressReader } from "./wordpress/wordpress-reader";
import { markdownReader } from "./zip/markdown-reader";
import { mediumReader } from "./zip/medium-reader";
import { substackReader } from "./zip/substack-reader";
import type { SourceReader } from "./imported-item";

/**
 * The reader of each format Furrow imports. A source detected in a file but missing here is
 * refused (415) by name, so a format can land in steps. Add a reader by adding its entry.
 */
export const SOURCE_READERS: Partial<Record<ImportSource, SourceReader>> = {
  wordpress: wordpressReader,
  ghost: ghostReader,
  substack: substackReader,
  medium: mediumReader,
  markdown: markdownReader,
};
