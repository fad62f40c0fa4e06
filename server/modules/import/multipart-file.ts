import type busboy from "busboy";
import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import { ImportFileError } from "./imported-item";

const malformed = (detail: string) =>
  new ImportFileError(`The multipart form is malformed (${detail}): send the export as one file field, or as the request body itself`, 400);

/**
 * The first file of a multipart/form-data upload, streamed as it arrives (never held whole), with
 * the name the browser gave it. Other fields are read and dropped; a second file is ignored.
 * Past `maxBytes` the file is cut short by one byte, which the upload's own limit turns into a 413.
 */
export async function multipartFile(req: IncomingMessage, maxBytes: number): Promise<{ file: Readable; fileName: string }> {
  // Loaded with the first upload, not with every start.
  const { default: createParser } = await import("busboy");
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = createParser({ headers: req.headers, limits: { files: 1, fileSize: maxBytes + 1, fields: 20, fieldSize: 4096, parts: 40 } });
    } catch (error) {
      return reject(malformed(error instanceof Error ? error.message.replace(/^Multipart: /, "").toLowerCase() : "no boundary"));
    }
    let file: Readable | null = null;
    parser.on("file", (_field, stream, info) => {
      if (file) return void stream.resume();
      file = stream;
      resolve({ file: stream, fileName: info.filename || "import" });
    });
    parser.on("error", (error: Error) => {
      const refused = malformed(error.message.replace(/^Multipart: /, "").toLowerCase());
      // Once the file has been handed on, the error reaches whoever reads it.
      if (file) file.destroy(refused);
      else reject(refused);
    });
    parser.on("close", () => {
      if (!file) reject(new ImportFileError("The form holds no file: send the export as a file field", 400));
    });
    req.pipe(parser);
  });
}
