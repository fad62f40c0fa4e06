import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "./project-root";

/** Furrow's release, as package.json names it: NodeInfo tells other servers which software answers. */
export const SOFTWARE_VERSION: string = (JSON.parse(readFileSync(join(projectRoot(), "package.json"), "utf8")) as { version: string })
  .version;
