import type { Filter } from "../types";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date) && !(value instanceof RegExp);

/**
 * NeDB has no `$eq`; MongoDB does. `{f: {$eq: v}}` means the same as `{f: v}` there, so it is
 * rewritten, splitting into `$and` when `$eq` sits beside other operators.
 */
export function translateFilter(filter: Filter): Filter {
  const result: Filter = {};
  const extra: Filter[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if ((key === "$and" || key === "$or") && Array.isArray(value)) {
      result[key] = value.map((part) => translateFilter(part as Filter));
    } else if (isPlainObject(value) && "$eq" in value) {
      const { $eq, ...others } = value;
      if (Object.keys(others).length === 0) result[key] = $eq;
      else {
        result[key] = others;
        extra.push({ [key]: $eq });
      }
    } else {
      result[key] = value;
    }
  }
  return extra.length ? { $and: [result, ...extra] } : result;
}
