import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder holding package.json, found by walking up from this module. It works the same from
 * the TypeScript sources (server/lib) and from the compiled bundle (dist/server), which sit at
 * different depths.
 */
export function projectRoot(from: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(from));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("No package.json above the server's code");
    dir = parent;
  }
  return dir;
}
