import { createClassMerge, type ClassDefinition, type ClassMergeConfig, type ClassValidator } from "./class-merge";

type ClassGroup = readonly ClassDefinition[];

/**
 * tailwind-merge's rules with a small configuration of its own instead of the library's full default
 * one, which would cost every public page about 5 KB more (compressed) of a 100 KB first-load budget,
 * run by lib/class-merge.ts rather than by the library. It knows the utilities this app writes; a class
 * it does not know is kept as given, as plain joining would, so a new kind of override needs its group
 * here (lib/utils.test.ts shows the ones that must merge).
 */

const any: ClassValidator = () => true;
const size: ClassValidator = (value) => /^(\d*xs|sm|md|lg|\d*xl|base|\[.+\])$/.test(value);
const width: ClassValidator = (value) => /^(\d+|\[.+\])$/.test(value);

// Utilities whose whole value belongs to one property: p-4, min-h-[24rem], lg:col-span-3.
const SIMPLE =
  "p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me gap gap-x gap-y space-x space-y size w h min-w min-h max-w max-h " +
  "inset inset-x inset-y top right bottom left z aspect col-span line-clamp leading opacity overflow overflow-x overflow-y " +
  "rounded rounded-t rounded-r rounded-b rounded-l shadow justify items self whitespace cursor basis translate-x translate-y";

// Keywords that share a prefix with a colour or a size, then the catch-all (a colour) last.
const KEYWORDS: Record<string, ClassGroup> = {
  display: ["block", "inline-block", "inline", "flex", "inline-flex", "grid", "inline-grid", "contents", "hidden", "table"],
  position: ["static", "fixed", "absolute", "relative", "sticky"],
  "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
  "flex-wrap": [{ flex: ["wrap", "wrap-reverse", "nowrap"] }],
  flex: [{ flex: [any] }],
  "font-family": [{ font: ["sans", "serif", "mono"] }],
  "font-weight": [{ font: [any] }],
  "font-size": [{ text: [size] }],
  "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
  "text-wrap": [{ text: ["wrap", "nowrap", "balance", "pretty"] }],
  "text-color": [{ text: [any] }],
  "bg-size": [{ bg: ["auto", "cover", "contain"] }],
  "bg-position": [{ bg: ["center", "top", "bottom", "left", "right"] }],
  "bg-repeat": [{ bg: ["repeat", "no-repeat"] }],
  "bg-color": [{ bg: [any] }],
  "border-w": [{ border: ["", width] }],
  ...Object.fromEntries(["t", "r", "b", "l", "x", "y"].map((side) => [`border-w-${side}`, [{ [`border-${side}`]: ["", width] }]])),
  "border-style": [{ border: ["solid", "dashed", "dotted", "double", "none"] }],
  "border-color": [{ border: [any] }],
  "ring-w": [{ ring: ["", width] }],
  "ring-color": [{ ring: [any] }],
  "ring-offset-w": [{ "ring-offset": [width] }],
  "ring-offset-color": [{ "ring-offset": [any] }],
};

const sides = (prefix: string) => [prefix + "x", prefix + "y", ...["t", "r", "b", "l", "s", "e"].map((side) => prefix + side)];

/** Written in tailwind-merge's own configuration format, so class-merge.test.ts can hand it to the library too. */
export const classMergeConfig = {
  classGroups: {
    ...Object.fromEntries(SIMPLE.split(" ").map((group) => [group, [{ [group]: ["", any] }]])),
    ...KEYWORDS,
  },
  conflictingClassGroups: {
    p: sides("p"),
    px: ["pr", "pl", "ps", "pe"],
    py: ["pt", "pb"],
    m: sides("m"),
    mx: ["mr", "ml", "ms", "me"],
    my: ["mt", "mb"],
    gap: ["gap-x", "gap-y"],
    size: ["w", "h"],
    inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
    "inset-x": ["right", "left"],
    "inset-y": ["top", "bottom"],
    overflow: ["overflow-x", "overflow-y"],
    rounded: ["rounded-t", "rounded-r", "rounded-b", "rounded-l"],
    "border-w": ["border-w-t", "border-w-r", "border-w-b", "border-w-l", "border-w-x", "border-w-y"],
    "line-clamp": ["display", "overflow"],
  },
  // Unlike Tailwind 3, a font size never overrides a leading-* class in Tailwind 4, so only an
  // explicit line height written with the size (text-sm/6) replaces one.
  conflictingClassGroupModifiers: { "font-size": ["leading"] },
  orderSensitiveModifiers: ["after", "before", "placeholder", "selection"],
} satisfies ClassMergeConfig;

export const twMerge = createClassMerge(classMergeConfig);
