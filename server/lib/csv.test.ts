import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "./csv";

describe("CSV", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF, and a byte-order mark", () => {
    const text = '\uFEFFemail,name\r\n"a@example.com","Field, ""North"""\n\nb@example.com,"two\nlines"\r\nc@example.com,';
    expect(parseCsv(text)).toEqual([
      ["email", "name"],
      ["a@example.com", 'Field, "North"'],
      ["b@example.com", "two\nlines"],
      ["c@example.com", ""],
    ]);
  });

  it("writes what it reads back, and defuses cells a spreadsheet would run as formulas", () => {
    const rows = [
      ["email", "note"],
      ["a@example.com", 'says "hi", twice'],
      ['=HYPERLINK("x")@example.com', "-1"],
    ];
    const written = toCsv(rows);
    expect(written.endsWith("\r\n")).toBe(true);
    expect(parseCsv(written)).toEqual([
      ["email", "note"],
      ["a@example.com", 'says "hi", twice'],
      ['\'=HYPERLINK("x")@example.com', "'-1"],
    ]);
  });
});
