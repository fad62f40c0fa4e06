import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Readable } from "node:stream";
import { ImportFileError } from "./imported-item";

const IMPORTS_FOLDER = "imports";

export const importsDir = (dataDir: string) => join(dataDir, IMPORTS_FOLDER);

export const tooLarge = (maxBytes: number) =>
  new ImportFileError(`The file is over the import limit of ${Math.round(maxBytes / 1024 / 1024)} MB (IMPORT_MAX_MB)`, 413);

/**
 * A byte counter that stops passing bytes on once the file passes the limit, so an oversized
 * upload is never all on disk. The rest of the body is still read (and dropped): failing the
 * stream would reset the connection before the client could read the 413.
 */
function limitTo(maxBytes: number): Transform & { bytes: () => number } {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(null, bytes > maxBytes ? undefined : chunk);
    },
  });
  return Object.assign(counter, { bytes: () => bytes });
}

/**
 * Copies the request body to DATA_DIR/imports/<name> as it arrives, a chunk at a time, so a file
 * of hundreds of MB never sits in memory. A body over the limit, or none, leaves no file behind.
 */
export async function storeUpload(
  body: Readable,
  dataDir: string,
  name: string,
  maxBytes: number,
): Promise<{ path: string; bytes: number }> {
  await mkdir(importsDir(dataDir), { recursive: true });
  const path = join(importsDir(dataDir), name);
  const counter = limitTo(maxBytes);
  try {
    await pipeline(body, counter, createWriteStream(path));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  if (counter.bytes() > maxBytes) {
    await rm(path, { force: true });
    throw tooLarge(maxBytes);
  }
  if (counter.bytes() === 0) {
    await rm(path, { force: true });
    throw new ImportFileError("The file is empty: send the export file as the request body", 400);
  }
  return { path, bytes: counter.bytes() };
}
