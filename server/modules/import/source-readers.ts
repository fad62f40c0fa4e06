import type { ImportSource } from "../../../shared/schemas/imports";
import type { SourceReader } from "./imported-item";

/**
 * A reader whose module (and its parsers: XML, zip, HTML to Markdown) loads on the first import of
 * its format, not with the server. `withAssets` says whether the format carries files of its own.
 */
function loadedOnFirstUse(source: ImportSource, load: () => Promise<SourceReader>, withAssets = false): SourceReader {
  let loaded: Promise<SourceReader> | undefined;
  const reader = () => (loaded ??= load());
  return {
    source,
    async *read(filePath) {
      yield* (await reader()).read(filePath);
    },
    ...(withAssets && {
      assets: async (filePath: string) => {
        const { assets } = await reader();
        if (!assets) throw new Error(`The ${source} reader carries no files`);
        return assets(filePath);
      },
    }),
  };
}

/**
 * The reader of each format Furrow imports. A source detected in a file but missing here is
 * refused (415) by name, so a format can land in steps. Add a reader by adding its entry.
 */
export const SOURCE_READERS: Partial<Record<ImportSource, SourceReader>> = {
  wordpress: loadedOnFirstUse("wordpress", async () => (await import("./wordpress/wordpress-reader")).wordpressReader),
  ghost: loadedOnFirstUse("ghost", async () => (await import("./ghost/ghost-reader")).ghostReader),
  substack: loadedOnFirstUse("substack", async () => (await import("./zip/substack-reader")).substackReader),
  medium: loadedOnFirstUse("medium", async () => (await import("./zip/medium-reader")).mediumReader),
  markdown: loadedOnFirstUse("markdown", async () => (await import("./zip/markdown-reader")).markdownReader, true),
};

export const readerFor = (source: ImportSource): SourceReader | undefined => SOURCE_READERS[source];
