// Lint that keeps the project's shape: the usual TypeScript and React hooks mistakes, no import
// cycles, no client feature reaching into another feature, and no browser code importing the server.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";
import prettierOff from "eslint-config-prettier";
import { readdirSync } from "node:fs";

const clientFeatures = readdirSync(new URL("./client/src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A feature may use components/, lib/, shared/ and itself; composing features is the app's job (app/).
const featureBoundaries = clientFeatures.map((feature) => ({
  target: `./client/src/features/${feature}`,
  from: "./client/src/features",
  except: [`./${feature}`],
  message: "A feature does not import another feature: move the shared piece to components/ or lib/, or compose in app/.",
}));

const clientZones = [
  ...featureBoundaries,
  { target: "./client", from: "./server", message: "Browser code never imports the server." },
  { target: "./client/src/components", from: "./client/src/features", message: "Shared components do not depend on features." },
  { target: "./client/src/lib", from: "./client/src/features", message: "lib/ does not depend on features." },
];

// Imports run one way, shared pieces -> features -> app: the app composes the rest and nothing but
// tests (which render whole screens through it) imports the app back.
const appComposesOnly = {
  target: ["./client/src/features", "./client/src/components", "./client/src/lib"],
  from: "./client/src/app",
  message: "Only app/ composes: pass what is needed in as a prop or slot from app/ instead.",
};
const clientTests = ["client/**/*.test.{ts,tsx}", "client/src/test/**"];

const serverModules = readdirSync(new URL("./server/modules", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A module is used by others only through what its index.ts exports; the rest of its folder is its own.
const moduleFaces = serverModules.map((name) => ({
  target: `./server/modules/${name}`,
  from: "./server/modules",
  except: [`./${name}`, ...serverModules.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message: "A module imports another only through that one's index.ts: export what is needed there.",
}));

// The store and the small libraries sit below the modules: a module calls them, never the other way.
// Tests are free to drive a module against a store engine, and to build the app.
const serverZones = [
  ...moduleFaces,
  {
    target: ["./server/store", "./server/lib"],
    from: "./server/modules",
    message: "store/ and lib/ import no module: pass what they need in, or move the code that needs the module out.",
  },
  { target: "./server", from: ["./server/app.ts", "./server/index.ts"], message: "Only the process entry and tests build the app." },
];
const serverTests = ["server/**/*.test.ts", "server/test/**"];

export default tseslint.config(
  { ignores: ["dist/**", "data/**", "node_modules/**", "coverage/**", "e2e/screenshots/**", "**/*.d.mts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      // Without these the import rules read only .js files, so no-cycle never followed a .ts import.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs", ".cjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "import-x/no-restricted-paths": ["error", { zones: [...clientZones, appComposesOnly] }],
    },
  },
  {
    files: clientTests,
    rules: { "import-x/no-restricted-paths": ["error", { zones: clientZones }] },
  },
  {
    files: ["shared/**/*.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./shared", from: ["./server", "./client"], message: "shared/ is imported by both sides and imports neither." },
          ],
        },
      ],
    },
  },
  {
    // A promise nobody awaits loses its failure: type-aware, so it reads the TypeScript program.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    files: ["server/**/*.ts"],
    ignores: [...serverTests, "server/index.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: serverZones }] },
  },
  // Layout is the formatter's (npm run format); rules that would argue with it are off.
  prettierOff,
);
