/**
 * The part of tailwind-merge this app uses, driven by the same kind of configuration
 * (lib/tailwind-merge.ts): a later class wins over an earlier one of its group, classes of unknown
 * groups are kept as given. The library itself cost every public page about 3 KB (compressed) of a
 * 100 KB first-load budget; class-merge.test.ts checks this against it on every class the app writes.
 */

export type ClassValidator = (value: string) => boolean;
/** A class name, a validator of what follows the prefix, or prefixes each with their definitions. */
export type ClassDefinition = string | ClassValidator | { [prefix: string]: readonly ClassDefinition[] };

export interface ClassMergeConfig {
  classGroups: Record<string, readonly ClassDefinition[]>;
  conflictingClassGroups: Record<string, readonly string[]>;
  /** Groups a postfix such as the /6 of text-sm/6 makes conflict with too. */
  conflictingClassGroupModifiers: Record<string, readonly string[]>;
  /** Variants whose order changes the selector, so they are not sorted before comparing. */
  orderSensitiveModifiers: readonly string[];
}

interface ClassPart {
  next: Map<string, ClassPart>;
  validators: { group: string; test: ClassValidator }[];
  group?: string;
}

const newPart = (): ClassPart => ({ next: new Map(), validators: [] });

function partAt(part: ClassPart, path: string): ClassPart {
  for (const piece of path.split("-")) {
    let next = part.next.get(piece);
    if (!next) part.next.set(piece, (next = newPart()));
    part = next;
  }
  return part;
}

function addDefinitions(part: ClassPart, group: string, definitions: readonly ClassDefinition[]): void {
  for (const definition of definitions) {
    if (typeof definition === "string") (definition === "" ? part : partAt(part, definition)).group = group;
    else if (typeof definition === "function") part.validators.push({ group, test: definition });
    else for (const [prefix, inner] of Object.entries(definition)) addDefinitions(partAt(part, prefix), group, inner);
  }
}

/** The most specific match wins: a deeper literal part before the validators of the parts above it. */
function groupOf(pieces: string[], at: number, part: ClassPart): string | undefined {
  if (at === pieces.length) return part.group;
  const next = part.next.get(pieces[at]);
  const found = next && groupOf(pieces, at + 1, next);
  if (found) return found;
  const rest = pieces.slice(at).join("-");
  return part.validators.find((validator) => validator.test(rest))?.group;
}

interface ParsedClass {
  modifiers: string[];
  important: boolean;
  base: string;
  /** Where a postfix such as /6 starts in `base`, if there is one. */
  postfixAt?: number;
}

/** Splits hover:lg:!p-4 into its variants and base, ignoring colons and slashes inside [] and (). */
function parseClass(className: string): ParsedClass {
  const modifiers: string[] = [];
  let depth = 0;
  let start = 0;
  let slash: number | undefined;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (depth === 0 && char === ":") {
      modifiers.push(className.slice(start, index));
      start = index + 1;
    } else if (depth === 0 && char === "/") slash = index;
    else if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
  }
  let base = className.slice(start);
  let important = false;
  if (base.endsWith("!")) [base, important] = [base.slice(0, -1), true];
  else if (base.startsWith("!")) [base, important] = [base.slice(1), true];
  return { modifiers, important, base, postfixAt: slash && slash > start ? slash - start : undefined };
}

export function createClassMerge(config: ClassMergeConfig): (classList: string) => string {
  const root = newPart();
  for (const [group, definitions] of Object.entries(config.classGroups)) addDefinitions(root, group, definitions);
  const orderSensitive = new Set(config.orderSensitiveModifiers);

  const groupOfClass = (base: string) => {
    // [mask-type:luminance] sets one property: its group is that property.
    if (base.startsWith("[") && base.endsWith("]")) {
      const property = base.slice(1, -1).split(":")[0];
      return base.includes(":") && property ? `arbitrary..${property}` : undefined;
    }
    const pieces = base.split("-");
    return groupOf(pieces, pieces[0] === "" && pieces.length > 1 ? 1 : 0, root);
  };

  // Order-sensitive and arbitrary variants stay where they are; the runs between them are sorted.
  const variantKey = (modifiers: string[]) => {
    const sorted: string[] = [];
    let run: string[] = [];
    for (const modifier of modifiers) {
      if (modifier[0] === "[" || orderSensitive.has(modifier)) {
        sorted.push(...run.sort(), modifier);
        run = [];
      } else run.push(modifier);
    }
    return [...sorted, ...run.sort()].join(":");
  };

  const merge = (classList: string) => {
    const taken = new Set<string>();
    const kept: string[] = [];
    const classes = classList.trim().split(/\s+/);
    // From the last class back: the first of each group met is the one that wins.
    for (let index = classes.length - 1; index >= 0; index--) {
      const className = classes[index];
      if (!className) continue;
      const { modifiers, important, base, postfixAt } = parseClass(className);
      let postfix = postfixAt !== undefined;
      let group = groupOfClass(postfix ? base.slice(0, postfixAt) : base);
      if (!group && postfix) {
        group = groupOfClass(base);
        postfix = false;
      }
      if (!group) {
        kept.push(className);
        continue;
      }
      const variant = variantKey(modifiers) + (important ? "!" : "");
      if (taken.has(variant + group)) continue;
      taken.add(variant + group);
      const conflicts = [
        ...(config.conflictingClassGroups[group] ?? []),
        ...((postfix && config.conflictingClassGroupModifiers[group]) || []),
      ];
      for (const conflict of conflicts) taken.add(variant + conflict);
      kept.push(className);
    }
    return kept.reverse().join(" ");
  };

  const cache = new Map<string, string>();
  return (classList) => {
    let merged = cache.get(classList);
    if (merged === undefined) {
      // Class lists are few and repeat on every render; a full cache starts over rather than grow.
      if (cache.size >= 500) cache.clear();
      cache.set(classList, (merged = merge(classList)));
    }
    return merged;
  };
}
