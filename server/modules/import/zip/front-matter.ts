import { parse as parseToml } from "smol-toml";
import { parse as parseYaml } from "yaml";

export interface FrontMatter {
  data: Record<string, unknown>;
  body: string;
  format: "yaml" | "toml" | "none";
}

const YAML_BLOCK = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
const EMPTY_YAML_BLOCK = /^\uFEFF?---[ \t]*\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
const TOML_BLOCK = /^\uFEFF?\+\+\+[ \t]*\r?\n([\s\S]*?)\r?\n\+\+\+[ \t]*(?:\r?\n|$)/;

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The front matter of a static site's file: YAML between `---` lines (closed by `---` or YAML's own
 * `...`), or TOML between `+++` lines (Hugo). Throws with the parser's message when the block is
 * there but malformed; a file without one has empty data and its whole text as body.
 */
export function parseFrontMatter(text: string): FrontMatter {
  const empty = EMPTY_YAML_BLOCK.exec(text);
  if (empty) return { data: {}, body: text.slice(empty[0].length), format: "yaml" };
  const yaml = YAML_BLOCK.exec(text);
  if (yaml) {
    // Core schema: dates stay text, so their odd formats and time zones are read by one rule here.
    return { data: asRecord(parseYaml(yaml[1], { schema: "core", uniqueKeys: false })), body: text.slice(yaml[0].length), format: "yaml" };
  }
  const toml = TOML_BLOCK.exec(text);
  if (toml) return { data: asRecord(parseToml(toml[1])), body: text.slice(toml[0].length), format: "toml" };
  return { data: {}, body: text.replace(/^\uFEFF/, ""), format: "none" };
}

const LOOSE_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]+(\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2}|UTC|GMT)?$/i;

/**
 * A front-matter date as static sites write them: "2019-05-14", "2019-5-4", "2010-01-10 13:07:09 +00:00",
 * ISO 8601, or a TOML date. Without a time zone it is read as UTC. Null when it is not a date.
 */
export function parseLooseDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value !== "string") return null;
  const text = value.trim();
  const match = LOOSE_DATE.exec(text);
  if (match) {
    const [, year, month, day, hour = "0", minute = "0", second = "0", fraction = "", zone = "Z"] = match;
    const offset = /^(Z|UTC|GMT)$/i.test(zone) ? "Z" : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
    const iso = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}T${hour.padStart(2, "0")}:${minute.padStart(2, "0")}:${second.padStart(2, "0")}${fraction}${offset}`;
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (!/\d{4}/.test(text)) return null;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return null;
  // "Jul 08 2022" parses in the server's zone; without a zone of its own it is read as UTC, like the rest.
  if (/(Z|GMT|UTC|[+-]\d{2}:?\d{2})\b/i.test(text)) return date;
  return new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    ),
  );
}
