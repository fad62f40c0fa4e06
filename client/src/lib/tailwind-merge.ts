import { createTailwindMerge, type ClassValidator, type Config } from "tailwind-merge";

/**
 * tailwind-merge with a configuration of only the class groups this app's components override
 * through `className`. The library's full default configuration costs about 6 KB gzip more, which
 * every public page would carry inside a 100 KB first-load budget. A class of a group not listed
 * here is kept as given, as plain joining would; add its group when a component starts overriding it
 * (lib/utils.test.ts shows the groups that must merge).
 */

const any: ClassValidator = () => true;
const arbitrary: ClassValidator = (value) => value.startsWith("[") || value.startsWith("(");
const number: ClassValidator = (value) => /^\d+(\.\d+)?$/.test(value);
const fraction: ClassValidator = (value) => /^\d+\/\d+$/.test(value);
const tshirt: ClassValidator = (value) => /^(\d*xs|sm|md|lg|\d*xl|base|none|full)$/.test(value);

const spacing = [number, arbitrary, "px"];
const sizes = [...spacing, fraction, "auto", "full", "screen", "min", "max", "fit", "dvh", "svh", "lvh", tshirt];
const inset = [...spacing, fraction, "auto", "full"];

/** Side-suffixed groups, e.g. p, px, py, pt, pr, pb, pl, ps, pe. */
function sides(prefix: string, values: (string | ClassValidator)[], suffixes = ["", "x", "y", "t", "r", "b", "l", "s", "e"]) {
  return Object.fromEntries(suffixes.map((side) => [prefix + side, [{ [prefix + side]: values }]]));
}

const twMergeConfig = (): Config<string, string> => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: ["block", "inline-block", "inline", "flex", "inline-flex", "grid", "inline-grid", "contents", "hidden", "table"],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    overflow: [{ overflow: ["auto", "hidden", "clip", "visible", "scroll"] }],
    "overflow-x": [{ "overflow-x": ["auto", "hidden", "clip", "visible", "scroll"] }],
    "overflow-y": [{ "overflow-y": ["auto", "hidden", "clip", "visible", "scroll"] }],
    inset: [{ inset: inset }],
    top: [{ top: inset }],
    right: [{ right: inset }],
    bottom: [{ bottom: inset }],
    left: [{ left: inset }],
    z: [{ z: [number, "auto", arbitrary] }],
    "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
    "flex-wrap": [{ flex: ["wrap", "wrap-reverse", "nowrap"] }],
    flex: [{ flex: [number, fraction, "auto", "initial", "none", arbitrary] }],
    grow: [{ grow: ["", number, arbitrary] }],
    shrink: [{ shrink: ["", number, arbitrary] }],
    "grid-cols": [{ "grid-cols": [number, "none", "subgrid", arbitrary] }],
    "col-span": [{ col: [{ span: [number, "full", arbitrary] }] }],
    "justify-content": [{ justify: ["start", "end", "center", "between", "around", "evenly", "stretch", "normal"] }],
    "align-items": [{ items: ["start", "end", "center", "baseline", "stretch"] }],
    "align-self": [{ self: ["auto", "start", "end", "center", "stretch", "baseline"] }],
    gap: [{ gap: spacing }],
    "gap-x": [{ "gap-x": spacing }],
    "gap-y": [{ "gap-y": spacing }],
    ...sides("p", spacing),
    ...sides("m", [...spacing, "auto"]),
    "space-y": [{ "space-y": spacing }],
    "space-x": [{ "space-x": spacing }],
    size: [{ size: sizes }],
    w: [{ w: sizes }],
    h: [{ h: sizes }],
    "min-w": [{ "min-w": sizes }],
    "min-h": [{ "min-h": sizes }],
    "max-w": [{ "max-w": [...sizes, "prose"] }],
    "max-h": [{ "max-h": sizes }],
    aspect: [{ aspect: ["auto", "square", "video", fraction, arbitrary] }],
    "font-family": [{ font: ["sans", "serif", "mono"] }],
    "font-weight": [{ font: ["thin", "light", "normal", "medium", "semibold", "bold", "extrabold", "black"] }],
    "font-size": [{ text: [tshirt, arbitrary] }],
    leading: [{ leading: ["none", "tight", "snug", "normal", "relaxed", "loose", number, arbitrary] }],
    "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
    "text-wrap": [{ text: ["wrap", "nowrap", "balance", "pretty"] }],
    "text-overflow": ["truncate", "text-ellipsis", "text-clip"],
    "text-color": [{ text: [any] }],
    "line-clamp": [{ "line-clamp": [number, "none", arbitrary] }],
    whitespace: [{ whitespace: ["normal", "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces"] }],
    "bg-size": [{ bg: ["auto", "cover", "contain"] }],
    "bg-position": [{ bg: ["center", "top", "bottom", "left", "right"] }],
    "bg-repeat": [{ bg: ["repeat", "no-repeat"] }],
    "bg-color": [{ bg: [any] }],
    rounded: [{ rounded: ["", tshirt, "full", arbitrary] }],
    "border-w": [{ border: ["", number, arbitrary] }],
    "border-w-t": [{ "border-t": ["", number] }],
    "border-w-b": [{ "border-b": ["", number] }],
    "border-w-l": [{ "border-l": ["", number] }],
    "border-w-r": [{ "border-r": ["", number] }],
    "border-style": [{ border: ["solid", "dashed", "dotted", "double", "hidden", "none"] }],
    "border-color": [{ border: [any] }],
    shadow: [{ shadow: ["", tshirt, "inner"] }],
    "ring-w": [{ ring: ["", number, arbitrary] }],
    "ring-color": [{ ring: [any] }],
    "ring-offset-w": [{ "ring-offset": [number, arbitrary] }],
    "ring-offset-color": [{ "ring-offset": [any] }],
    opacity: [{ opacity: [number, arbitrary] }],
    cursor: [{ cursor: ["auto", "default", "pointer", "wait", "text", "not-allowed", "grab"] }],
  },
  conflictingClassGroups: {
    overflow: ["overflow-x", "overflow-y"],
    inset: ["top", "right", "bottom", "left"],
    gap: ["gap-x", "gap-y"],
    p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
    px: ["ps", "pe", "pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
    mx: ["ms", "me", "mr", "ml"],
    my: ["mt", "mb"],
    size: ["w", "h"],
    "font-size": ["leading"],
    "line-clamp": ["display", "overflow"],
    "border-w": ["border-w-t", "border-w-r", "border-w-b", "border-w-l"],
  },
  conflictingClassGroupModifiers: { "font-size": ["leading"] },
  orderSensitiveModifiers: ["after", "before", "placeholder", "selection"],
});

export const twMerge = createTailwindMerge(twMergeConfig);
