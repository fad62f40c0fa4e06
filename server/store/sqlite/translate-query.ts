import type { Filter, Projection, SortSpec } from "../types";
import { encodeValue } from "./document-codec";

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date) && !(value instanceof RegExp);

export interface Sql {
  sql: string;
  params: unknown[];
}

/**
 * What the translator knows of a collection: the fields that an index declares to hold single
 * values. Equality on those is a plain comparison that the index serves; on any other field it
 * also matches an element of an array, as MongoDB does.
 */
export interface FieldKnowledge {
  scalarFields: ReadonlySet<string>;
}

const SEGMENT = /^[A-Za-z_][\w]*$/;

/** `category.name` -> `$.category.name`; field names are checked, so the path can sit in the SQL text (expression indexes need it there). */
export function jsonPath(field: string): string {
  const segments = field.split(".");
  if (!segments.every((segment) => SEGMENT.test(segment))) throw new Error(`Unsupported field name "${field}"`);
  return `$.${segments.join(".")}`;
}

/** The SQL expression for a field's value, the same text the expression indexes are built on. */
export const valueOf = (field: string) => (field === "_id" ? "id" : `json_extract(doc, '${jsonPath(field)}')`);
const typeOf = (field: string) => (field === "_id" ? "'text'" : `json_type(doc, '${jsonPath(field)}')`);

/** SQLite has no booleans; JSON true and false come back from json_extract as 1 and 0. */
const bind = (value: unknown) => {
  const encoded = encodeValue(value);
  return typeof encoded === "boolean" ? (encoded ? 1 : 0) : encoded;
};

const regexSql = (field: string, pattern: RegExp | string, options = ""): Sql => {
  const source = pattern instanceof RegExp ? pattern.source : pattern;
  const flags = pattern instanceof RegExp ? pattern.flags : options;
  return { sql: `furrow_regexp(?, ?, ${valueOf(field)}, ${typeOf(field)})`, params: [source, flags] };
};

function equals(field: string, value: unknown, known: FieldKnowledge): Sql {
  if (value instanceof RegExp) return regexSql(field, value);
  if (value === null) return { sql: `(${typeOf(field)} IS NULL OR ${typeOf(field)} = 'null')`, params: [] };
  if (typeof value === "boolean") return { sql: `(${valueOf(field)} = ${value ? 1 : 0} AND ${typeOf(field)} = '${value}')`, params: [] };
  if (typeof value === "object" && !(value instanceof Date)) throw new Error(`Unsupported equality on a whole ${Array.isArray(value) ? "array" : "object"} for "${field}"`);
  if (field === "_id" || known.scalarFields.has(field)) return { sql: `${valueOf(field)} = ?`, params: [bind(value)] };
  const path = jsonPath(field);
  return {
    sql: `(${valueOf(field)} = ? OR (${typeOf(field)} = 'array' AND EXISTS (SELECT 1 FROM json_each(doc, '${path}') WHERE json_each.value = ?)))`,
    params: [bind(value), bind(value)],
  };
}

const not = ({ sql, params }: Sql): Sql => ({ sql: `NOT COALESCE(${sql}, 0)`, params });
const join = (parts: Sql[], glue: "AND" | "OR", empty: string): Sql =>
  parts.length === 0 ? { sql: empty, params: [] } : { sql: `(${parts.map((part) => part.sql).join(` ${glue} `)})`, params: parts.flatMap((part) => part.params) };

function compare(field: string, operator: string, value: unknown): Sql {
  const sign = { $gt: ">", $gte: ">=", $lt: "<", $lte: "<=" }[operator]!;
  // MongoDB compares only values of one kind: a number with numbers, a date with dates, text with text.
  const kinds = typeof value === "number" ? "('integer', 'real')" : "('text')";
  return { sql: `(${typeOf(field)} IN ${kinds} AND ${valueOf(field)} ${sign} ?)`, params: [bind(value)] };
}

function fieldCondition(field: string, condition: unknown, known: FieldKnowledge): Sql {
  if (!isPlainObject(condition) || !Object.keys(condition).some((key) => key.startsWith("$"))) return equals(field, condition, known);
  const parts: Sql[] = [];
  for (const [operator, value] of Object.entries(condition)) {
    switch (operator) {
      case "$eq":
        parts.push(equals(field, value, known));
        break;
      case "$ne":
        parts.push(not(equals(field, value, known)));
        break;
      case "$in":
        parts.push(join((value as unknown[]).map((item) => equals(field, item, known)), "OR", "0"));
        break;
      case "$nin":
        parts.push(not(join((value as unknown[]).map((item) => equals(field, item, known)), "OR", "0")));
        break;
      case "$gt":
      case "$gte":
      case "$lt":
      case "$lte":
        parts.push(compare(field, operator, value));
        break;
      case "$exists":
        parts.push({ sql: `${typeOf(field)} IS ${value ? "NOT NULL" : "NULL"}`, params: [] });
        break;
      case "$regex":
        parts.push(regexSql(field, value as RegExp | string, (condition.$options as string | undefined) ?? ""));
        break;
      case "$options":
        break;
      default:
        throw new Error(`Unsupported query operator ${operator}`);
    }
  }
  return join(parts, "AND", "1");
}

/** A MongoDB-style filter as a WHERE clause over `doc` (the JSON) and `id`. */
export function whereClause(filter: Filter, known: FieldKnowledge): Sql {
  const parts: Sql[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === "$and" || key === "$or") {
      parts.push(join((value as Filter[]).map((part) => whereClause(part, known)), key === "$and" ? "AND" : "OR", key === "$and" ? "1" : "0"));
    } else if (key.startsWith("$")) {
      throw new Error(`Unsupported query operator ${key}`);
    } else {
      parts.push(fieldCondition(key, value, known));
    }
  }
  return join(parts, "AND", "1");
}

export function orderBy(sort: SortSpec | undefined): string {
  if (!sort || Object.keys(sort).length === 0) return "";
  return ` ORDER BY ${Object.entries(sort).map(([field, direction]) => `${valueOf(field)} ${direction === -1 ? "DESC" : "ASC"}`).join(", ")}`;
}

/**
 * The columns a read selects. An exclusion drops fields inside SQLite, so long bodies a list
 * does not need are never parsed; an inclusion selects each field on its own and leaves out
 * the ones a document lacks, as MongoDB does.
 */
export function selection(projection: Projection | undefined): { columns: string; included?: string[] } {
  if (!projection || Object.keys(projection).length === 0) return { columns: "id, doc" };
  const fields = Object.keys(projection).filter((field) => field !== "_id");
  if (Object.values(projection).every((flag) => flag === 0)) {
    if (fields.length === 0) return { columns: "id, doc" };
    return { columns: `id, json_remove(doc, ${fields.map((field) => `'${jsonPath(field)}'`).join(", ")}) AS doc` };
  }
  return { columns: ["id", ...fields.map((field, index) => `doc -> '${jsonPath(field)}' AS f${index}`)].join(", "), included: fields };
}
