/** `npm run import -- <file>`: imports a WordPress, Ghost, Substack, Medium or Markdown export into the data folder. */
import { existsSync } from "node:fs";
import { loadConfig } from "../config";
import { runImport } from "./run-import";

const file = process.argv[2];
if (!file) {
  console.error(
    "Usage: npm run import -- <file>   (a WordPress export .xml, a Ghost export .json, or a Substack, Medium or Markdown .zip)",
  );
  process.exit(2);
}
if (!existsSync(file)) {
  console.error(`No such file: ${file}`);
  process.exit(2);
}
const tty = process.stdout.isTTY;
const code = await runImport(file, loadConfig(), {
  line: (text) => console.log(text),
  progress: tty ? (text) => process.stdout.write(`\r${text}`) : undefined,
});
if (tty) process.stdout.write("\n");
process.exit(code);
