import type { Update } from "../types";
import { isPlainObject } from "./translate-query";

type Doc = Record<string, unknown>;

/** The object holding the last segment of a dotted path, created on the way when `create` is set. */
function parentOf(doc: Doc, path: string, create: boolean): [Doc | undefined, string] {
  const keys = path.split(".");
  let node: Doc | undefined = doc;
  for (const key of keys.slice(0, -1)) {
    if (!node) break;
    if (!isPlainObject(node[key])) {
      if (!create) return [undefined, keys.at(-1)!];
      node[key] = {};
    }
    node = node[key] as Doc;
  }
  return [node, keys.at(-1)!];
}

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies MongoDB's update operators ($set $unset $inc $push $addToSet $pull) to a copy of `doc`,
 * as the driver's server would, for the subset the repositories use.
 */
export function applyUpdate<T extends Doc>(doc: T, update: Update): T {
  const next = structuredClone(doc) as Doc;
  for (const [operator, fields] of Object.entries(update)) {
    for (const [path, value] of Object.entries(fields ?? {})) {
      if (path === "_id") continue;
      const [parent, key] = parentOf(next, path, operator !== "$unset" && operator !== "$pull");
      if (!parent) continue;
      const current = parent[key];
      switch (operator) {
        case "$set":
          parent[key] = structuredClone(value);
          break;
        case "$unset":
          delete parent[key];
          break;
        case "$inc":
          parent[key] = (typeof current === "number" ? current : 0) + (value as number);
          break;
        case "$push":
          parent[key] = [...(Array.isArray(current) ? current : []), structuredClone(value)];
          break;
        case "$addToSet": {
          const list = Array.isArray(current) ? current : [];
          parent[key] = list.some((item) => sameValue(item, value)) ? list : [...list, structuredClone(value)];
          break;
        }
        case "$pull":
          if (Array.isArray(current)) parent[key] = current.filter((item) => !sameValue(item, value));
          break;
        default:
          throw new Error(`Unsupported update operator ${operator}`);
      }
    }
  }
  return next as T;
}
