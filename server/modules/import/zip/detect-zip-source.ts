import type { ImportSource } from "../../../../shared/schemas/imports";

/**
 * Which service made a zip (Substack, Medium, a folder of Markdown), by what it holds. A stand-in
 * until the zip readers land: it knows none, so every zip is refused as not readable yet.
 */
export async function detectZipSource(_filePath: string): Promise<ImportSource | null> {
  return null;
}
