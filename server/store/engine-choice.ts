import { chmod, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The database the admin connected, remembered under DATA_DIR so a restart keeps using it. */
export interface EngineChoice {
  kind: "mongodb";
  uri: string;
  dbName?: string;
  switchedAt: string;
}

const FILE = "engine.json";

export async function readEngineChoice(dataDir: string): Promise<EngineChoice | null> {
  try {
    return JSON.parse(await readFile(join(dataDir, FILE), "utf8")) as EngineChoice;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new Error(`${join(dataDir, FILE)} is not readable JSON; delete it to go back to the embedded store`);
  }
}

/** Written readable by the owner only: the URI may carry a password. */
export async function writeEngineChoice(dataDir: string, choice: EngineChoice): Promise<void> {
  const path = join(dataDir, FILE);
  await writeFile(path, `${JSON.stringify(choice, null, 2)}\n`, { mode: 0o600 });
  await chmod(path, 0o600);
}

/** A URI safe to show or log: the password is replaced, and nothing after the host list. */
export function redactUri(uri: string): string {
  return uri.replace(/^(mongodb(?:\+srv)?:\/\/)([^:@/]+):[^@/]*@/, "$1$2:***@").replace(/\?.*$/, "");
}
