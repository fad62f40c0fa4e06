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
function jsonPath(field: string): string {
  const segments = field.split(".");
  if (!segments.every((segment) => SEGMENT.test(segment))) throw new Error(`Unsupported field name "${field}"`);
  return `$.${segments.join(".")}`;
}

/** The SQL expression for a field's value, the same text the expression indexes are built on. */
export const valueOf = (field: string) => (field === "_id" ? "id" : `json_extract(doc, '${jsonPath(field)}')`);
/** The field's JSON type, the text a non-unique expression index stores beside its value (see SqliteCollection.createIndex). */
export const typeOf = (field: string) => (field === "_id" ? "'text'" : `json_type(doc, '${jsonPath(field)}')`);

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

/** JSON types a number, text or date (stored as text) can have; booleans come back from json_extract as 1 and 0, so the type tells them apart. */
const SCALAR_TYPES = "('integer', 'real', 'text')";

function equals(field: string, value: unknown, known: FieldKnowledge): Sql {
  if (value instanceof RegExp) return regexSql(field, value);
  if (value === null) return { sql: `(${typeOf(field)} IS NULL OR ${typeOf(field)} = 'null')`, params: [] };
  if (typeof value === "boolean") return { sql: `(${valueOf(field)} = ${value ? 1 : 0} AND ${typeOf(field)} = '${value}')`, params: [] };
  if (typeof value === "object" && !(value instanceof Date))
    throw new Error(`Unsupported equality on a whole ${Array.isArray(value) ? "array" : "object"} for "${field}"`);
  if (field === "_id") return { sql: "id = ?", params: [bind(value)] };
  if (known.scalarFields.has(field))
    return { sql: `(${valueOf(field)} = ? AND ${typeOf(field)} IN ${SCALAR_TYPES})`, params: [bind(value)] };
  const path = jsonPath(field);
  return {
    sql: `((${valueOf(field)} = ? AND ${typeOf(field)} IN ${SCALAR_TYPES}) OR (${typeOf(field)} = 'array' AND EXISTS (SELECT 1 FROM json_each(doc, '${path}') AS e WHERE e.value = ? AND e.type IN ${SCALAR_TYPES})))`,
    params: [bind(value), bind(value)],
  };
}

/**
 * `$in` as one bound JSON array read by json_each, whatever its length: an OR chain of
 * equalities passes SQLite's expression depth (1,000) and its bound-parameter limit long before
 * a list of keys gets large. The index on a scalar field still serves `IN (SELECT ...)`.
 * Numbers, text and dates share the list (the type check keeps 1 apart from "1" and true);
 * null, booleans and patterns keep their own conditions.
 */
function isIn(field: string, values: unknown[], known: FieldKnowledge): Sql {
  const parts: Sql[] = [];
  const listed: unknown[] = [];
  for (const value of values) {
    if (value === null || typeof value === "boolean" || value instanceof RegExp) parts.push(equals(field, value, known));
    else if (typeof value === "object" && !(value instanceof Date))
      throw new Error(`Unsupported $in of a whole ${Array.isArray(value) ? "array" : "object"} for "${field}"`);
    else listed.push(encodeValue(value));
  }
  if (listed.length > 0) {
    const list = JSON.stringify(listed);
    if (field === "_id") parts.push({ sql: "id IN (SELECT value FROM json_each(?))", params: [list] });
    else {
      const direct = `(${valueOf(field)} IN (SELECT value FROM json_each(?)) AND ${typeOf(field)} IN ${SCALAR_TYPES})`;
      if (known.scalarFields.has(field)) parts.push({ sql: direct, params: [list] });
      else {
        const path = jsonPath(field);
        parts.push({
          sql: `(${direct} OR (${typeOf(field)} = 'array' AND EXISTS (SELECT 1 FROM json_each(doc, '${path}') AS e WHERE e.type IN ${SCALAR_TYPES} AND e.value IN (SELECT value FROM json_each(?)))))`,
          params: [list, list],
        });
      }
    }
  }
  return join(parts, "OR", "0");
}

const not = ({ sql, params }: Sql): Sql => ({ sql: `NOT COALESCE(${sql}, 0)`, params });

/**
 * Parts joined as a balanced tree of parentheses: a flat `a OR b OR c ...` is parsed as a chain
 * as deep as it is long, and SQLite refuses one deeper than 1,000.
 */
function join(parts: Sql[], glue: "AND" | "OR", empty: string): Sql {
  if (parts.length === 0) return { sql: empty, params: [] };
  if (parts.length === 1) return { sql: `(${parts[0].sql})`, params: parts[0].params };
  if (parts.length <= 32)
    return { sql: `(${parts.map((part) => part.sql).join(` ${glue} `)})`, params: parts.flatMap((part) => part.params) };
  const size = Math.ceil(parts.length / 32);
  const groups: Sql[] = [];
  for (let start = 0; start < parts.length; start += size) groups.push(join(parts.slice(start, start + size), glue, empty));
  return join(groups, glue, empty);
}

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
        parts.push(isIn(field, value as unknown[], known));
        break;
      case "$nin":
        parts.push(not(isIn(field, value as unknown[], known)));
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

/** The values `{field: v}`, `{field: {$eq: v}}` or `{field: {$in: [...]}}` stands for, when the filter is only that. */
function listedValues(filter: Filter): [string, unknown[]] | undefined {
  const entries = Object.entries(filter);
  if (entries.length !== 1) return undefined;
  const [field, condition] = entries[0];
  if (field.startsWith("$")) return undefined;
  const plain = (value: unknown) => !(value instanceof RegExp) && (value === null || typeof value !== "object" || value instanceof Date);
  if (plain(condition)) return [field, [condition]];
  if (!isPlainObject(condition) || Object.keys(condition).length !== 1) return undefined;
  if ("$eq" in condition && plain(condition.$eq)) return [field, [condition.$eq]];
  if (Array.isArray(condition.$in) && condition.$in.every(plain)) return [field, condition.$in];
  return undefined;
}

/**
 * An `$or` of equalities on one field means the same as one `$in` (in MongoDB too), and the
 * `$in` binds one list where each branch would bind its own parameters.
 */
function mergeEqualities(branches: Filter[]): Filter[] {
  const byField = new Map<string, { values: unknown[]; branches: Filter[] }>();
  for (const branch of branches) {
    const listed = listedValues(branch);
    if (!listed) continue;
    const group = byField.get(listed[0]) ?? { values: [], branches: [] };
    group.values.push(...listed[1]);
    group.branches.push(branch);
    byField.set(listed[0], group);
  }
  const merged = [...byField].filter(([, group]) => group.branches.length > 1);
  if (merged.length === 0) return branches;
  const absorbed = new Set(merged.flatMap(([, group]) => group.branches));
  return [...merged.map(([field, group]) => ({ [field]: { $in: group.values } })), ...branches.filter((branch) => !absorbed.has(branch))];
}

/** A MongoDB-style filter as a WHERE clause over `doc` (the JSON) and `id`. */
export function whereClause(filter: Filter, known: FieldKnowledge): Sql {
  const parts: Sql[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === "$or") {
      parts.push(
        join(
          mergeEqualities(value as Filter[]).map((part) => whereClause(part, known)),
          "OR",
          "0",
        ),
      );
    } else if (key === "$and") {
      parts.push(
        join(
          (value as Filter[]).map((part) => whereClause(part, known)),
          "AND",
          "1",
        ),
      );
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
  return ` ORDER BY ${Object.entries(sort)
    .map(([field, direction]) => `${valueOf(field)} ${direction === -1 ? "DESC" : "ASC"}`)
    .join(", ")}`;
}

/**
 * The columns a read selects. An exclusion drops fields inside SQLite, so long bodies a list
 * does not need are never parsed; an inclusion selects each field on its own (its value and JSON
 * type, as an index holds them, so an index on the fields answers without reading documents) and
 * leaves out the ones a document lacks, as MongoDB does.
 */
export function selection(projection: Projection | undefined): { columns: string; included?: string[] } {
  if (!projection || Object.keys(projection).length === 0) return { columns: "id, doc" };
  const fields = Object.keys(projection).filter((field) => field !== "_id");
  if (Object.values(projection).every((flag) => flag === 0)) {
    if (fields.length === 0) return { columns: "id, doc" };
    return { columns: `id, json_remove(doc, ${fields.map((field) => `'${jsonPath(field)}'`).join(", ")}) AS doc` };
  }
  return {
    columns: ["id", ...fields.map((field, index) => `${valueOf(field)} AS f${index}, ${typeOf(field)} AS t${index}`)].join(", "),
    included: fields,
  };
}
