import type { Writable } from "node:stream";
import type { Clock } from "../../lib/clock";
import type { DocumentStore } from "../../store/types";
import { exportFileName } from "./export-layout";

/** The admin's "Export to Markdown": the same zip `npm run export` writes. */
export function createMarkdownExportService({
  store,
  clock,
  publicUrl,
}: {
  store: Pick<DocumentStore, "collection" | "files">;
  clock: Clock;
  publicUrl: string;
}) {
  return {
    /** Starts one export: its dated file name, and the function that writes it. */
    start() {
      const now = clock.now();
      // The writer (yaml, yazl) loads with the first export rather than with every start of the server.
      const write = async (output: Writable) =>
        (await import("./write-markdown-export")).writeMarkdownExport(store, output, { publicUrl, now });
      return { filename: exportFileName(now), write };
    },
  };
}

export type MarkdownExportService = ReturnType<typeof createMarkdownExportService>;
