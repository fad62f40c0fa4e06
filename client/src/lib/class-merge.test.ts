import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createTailwindMerge, type Config } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { createClassMerge } from "./class-merge";
import { classMergeConfig } from "./tailwind-merge";

// jsdom replaces URL, so the folder comes from Node's own import.meta.dirname.
const SOURCE_DIR = join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Every quoted string in the client's sources that reads like a list of classes, e.g. "px-3 py-1 hover:bg-muted". */
function classListsInSources(): string[] {
  const lists = new Set<string>();
  for (const file of sourceFiles(SOURCE_DIR)) {
    for (const [, text] of readFileSync(file, "utf8").matchAll(/["'`]([^"'`\n$]{2,400})["'`]/g)) {
      if (/^[\w!:/.[\]()%#-]+(\s+[\w!:/.[\]()%#-]+)*$/.test(text.trim()) && /\b[a-z]+-[\w[.]/.test(text)) lists.add(text);
    }
  }
  return [...lists];
}

// The library, given the same configuration, is the reference for what the app's classes become.
const library = createTailwindMerge(() => ({ cacheSize: 0, theme: {}, ...classMergeConfig }) as unknown as Config<string, string>);
const local = createClassMerge(classMergeConfig);

describe("merging class names without tailwind-merge in the bundle", () => {
  const lists = classListsInSources();

  it("finds the app's class lists to compare", () => {
    expect(lists.length).toBeGreaterThan(300);
  });

  it("renders every class list the app writes exactly as tailwind-merge did", () => {
    const differing = lists.filter((list) => local(list) !== library(list));
    expect(differing.map((list) => [list, local(list), library(list)])).toEqual([]);
  });

  it("renders a component's classes followed by any other list's exactly as tailwind-merge did", () => {
    // Each list after each of a spread of others: every override a className prop could make.
    const differing: string[][] = [];
    for (let i = 0; i < lists.length; i++) {
      for (let step = 1; step < lists.length; step += 37) {
        const list = `${lists[i]} ${lists[(i + step) % lists.length]}`;
        if (local(list) !== library(list)) differing.push([list, local(list), library(list)]);
      }
    }
    expect(differing.slice(0, 20)).toEqual([]);
  });

  it("treats variants, importance, negatives, postfixes and arbitrary values as tailwind-merge does", () => {
    // Written with ~ for - and {} for [] (put back below), so Tailwind's scan of the sources makes no CSS for them.
    const cases = [
      "hover:p~2 p~3 hover:p~4",
      "lg:hover:p~2 hover:lg:p~4",
      "!p~2 p~4 p~3!",
      "before:hover:mt~1 hover:before:mt~2",
      "~translate~y~full translate~y~0",
      "text~sm/6 leading~tight text~lg",
      "leading~tight text~sm/6",
      "bg~{#fff} bg~{url(/a:b.png)} bg~primary/80",
      "{mask~type:luminance} {mask~type:alpha} not~a~class",
      "{&_a}:hover:p~1 hover:{&_a}:p~2",
      "w~{calc(100%~2rem)} size~4",
      "  p~1   \t m~2 ",
      "",
    ];
    for (const written of cases) {
      const list = written.replaceAll("~", "-").replaceAll("{", "[").replaceAll("}", "]");
      expect(local(list), list).toBe(library(list));
    }
  });
});
