import { appendFile, writeFile } from "node:fs/promises";
import type { ImportReportLine } from "../../../shared/schemas/imports";

const COLUMNS = ["kind", "original id", "title", "outcome", "reason", "path"];

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading = + - @ is defused so a spreadsheet does not run it. */
function cell(value: string | null): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (line: ImportReportLine) => [line.kind, line.originalId, line.title, line.outcome, line.reason, line.path].map(cell).join(",") + "\r\n";

export const reportFileOf = (uploadPath: string) => `${uploadPath}.report.csv`;

/** The whole report lives on disk, a line appended per item, so the job's record stays small whatever the file holds. */
export function reportFile(uploadPath: string) {
  const path = reportFileOf(uploadPath);
  return {
    path,
    start: () => writeFile(path, COLUMNS.join(",") + "\r\n"),
    append: (lines: ImportReportLine[]) => (lines.length === 0 ? Promise.resolve() : appendFile(path, lines.map(csvRow).join(""))),
  };
}
