import { appendFile, truncate, writeFile } from "node:fs/promises";
import type { ImportReportLine } from "../../../shared/schemas/imports";

const COLUMNS = ["kind", "original id", "title", "outcome", "reason", "path"];

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading = + - @ is defused so a spreadsheet does not run it. */
function cell(value: string | null): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvRow = (line: ImportReportLine) =>
  [line.kind, line.originalId, line.title, line.outcome, line.reason, line.path].map(cell).join(",") + "\r\n";

export const reportFileOf = (uploadPath: string) => `${uploadPath}.report.csv`;

/**
 * The whole report lives on disk, lines appended as items are written, so the job's record stays
 * small whatever the file holds. Each call answers the file's length in bytes afterwards, which the
 * job records with its cursor: a resumed run cuts the file back to it, so items written again after
 * a crash are not reported twice.
 */
export function reportFile(uploadPath: string) {
  const path = reportFileOf(uploadPath);
  const header = COLUMNS.join(",") + "\r\n";
  return {
    path,
    async start(): Promise<number> {
      await writeFile(path, header);
      return Buffer.byteLength(header);
    },
    async resumeAt(bytes: number): Promise<number> {
      await truncate(path, bytes);
      return bytes;
    },
    async append(lines: ImportReportLine[], bytes: number): Promise<number> {
      if (lines.length === 0) return bytes;
      const text = lines.map(csvRow).join("");
      await appendFile(path, text);
      return bytes + Buffer.byteLength(text);
    },
  };
}
