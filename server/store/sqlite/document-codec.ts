/**
 * Documents are stored as JSON text. JSON has no dates, so a Date is written as a string with a
 * control-character prefix and an ISO time: SQLite then sorts and compares dates as it does
 * strings (ISO times in UTC sort by time), and reading turns them back into Dates. A real string
 * that happens to start with the prefix is escaped, so no text can pass itself off as a date.
 */
const MARK = "\u0001";
const DATE = `${MARK}D:`;
const ESCAPED = `${MARK}S:`;

/** A value as it is stored and as filters compare it. */
export function encodeValue(value: unknown): unknown {
  if (value instanceof Date) return DATE + value.toISOString();
  if (typeof value === "string") return value.startsWith(MARK) ? ESCAPED + value : value;
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value && typeof value === "object" && !(value instanceof RegExp)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .map(([key, inner]) => [key, encodeValue(inner)]),
    );
  }
  return value;
}

function decodeString(text: string): unknown {
  if (!text.startsWith(MARK)) return text;
  if (text.startsWith(DATE)) return new Date(text.slice(DATE.length));
  if (text.startsWith(ESCAPED)) return text.slice(ESCAPED.length);
  return text;
}

export const encodeDocument = (doc: object): string => JSON.stringify(encodeValue(doc));

/**
 * One field as SQLite's json_extract returns it, told by its json_type: text comes unquoted, true
 * and false as 1 and 0, an array or object as its JSON text.
 */
export function decodeExtracted(value: unknown, type: string): unknown {
  switch (type) {
    case "null":
      return null;
    case "true":
      return true;
    case "false":
      return false;
    case "text":
      return decodeString(value as string);
    case "array":
    case "object":
      return decodeDocument(value as string);
    default:
      return value;
  }
}

export function decodeDocument<T>(json: string): T {
  return JSON.parse(json, (_key, value) => (typeof value === "string" ? decodeString(value) : value)) as T;
}

// The marks as JSON.stringify (and SQLite's JSON functions) write them: \u0001 escaped. A quote
// with no backslash before it opens a string; an escaped quote inside one always has one.
const STORED_DATE = /(?<!\\)"\\u0001D:([^"\\]*)"/g;
const STORED_ESCAPE = /(?<!\\)"\\u0001S:/g;

/**
 * Stored JSON text as JSON.stringify writes the decoded document with each date as
 * {"$date": iso} (the portable archive's line), by string work alone: an archive of thousands of
 * documents then neither parses nor re-encodes them, which was most of the garbage it made.
 */
export function storedWithTaggedDates(json: string): string {
  if (!json.includes("\\u0001")) return json;
  return json.replace(STORED_DATE, '{"$date":"$1"}').replace(STORED_ESCAPE, '"');
}
