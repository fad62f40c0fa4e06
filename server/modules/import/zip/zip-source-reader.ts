import type { ImportSource } from "../../../../shared/schemas/imports";
import { type Clock, systemClock } from "../../../lib/clock";
import type { ImportEvent, SourceReader } from "../imported-item";
import { openZip, type SafeZip } from "./open-zip";

export type ReadZipPosts = (zip: SafeZip, now: () => Date) => AsyncGenerator<ImportEvent>;

/**
 * A format that arrives as a zip: the archive is opened with its safety checks, its posts are read
 * one at a time, and it is closed however the reading ends (a refused entry, a cancelled import).
 * `now` decides whether a dated post is already published or still scheduled.
 */
export function zipSourceReader(source: ImportSource, readPosts: ReadZipPosts, clock: Clock = systemClock): SourceReader {
  return {
    source,
    async *read(filePath) {
      const zip = await openZip(filePath);
      try {
        yield* readPosts(zip, () => clock.now());
      } finally {
        await zip.close();
      }
    },
  };
}
