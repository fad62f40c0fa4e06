// The registry this project is built against carries only the Linux builds of some native packages
// (Tailwind's oxide). npm then leaves their other-platform optional entries out of package-lock.json
// and `npm ci` refuses the file. This adds those entries (os/cpu marked, so npm skips them here).
// Run `npm run lock:complete` after any `npm install` that changes the lockfile.
import { readFileSync, writeFileSync } from "node:fs";
const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const platform = {
  "android-arm64": [["android"], ["arm64"]],
  "darwin-arm64": [["darwin"], ["arm64"]],
  "darwin-x64": [["darwin"], ["x64"]],
  "freebsd-x64": [["freebsd"], ["x64"]],
  "linux-arm-gnueabihf": [["linux"], ["arm"]],
  "wasm32-wasi": [null, ["wasm32"]],
  "win32-arm64-msvc": [["win32"], ["arm64"]],
  "win32-x64-msvc": [["win32"], ["x64"]],
};
let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const path = `node_modules/${dep}`;
    if (lock.packages[path]) continue;
    const suffix = Object.keys(platform).find((s) => dep.endsWith(s));
    if (!suffix) {
      console.log("unknown platform for", dep, "in", key);
      continue;
    }
    const [os, cpu] = platform[suffix];
    lock.packages[path] = {
      version,
      ...(cpu ? { cpu } : {}),
      ...(os ? { os } : {}),
      license: "MIT",
      optional: true,
      engines: { node: ">= 20" },
    };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n");
console.log("added", added);
