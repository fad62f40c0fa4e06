import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { precompress } from "./client/build/precompress.ts";
import { appLoader } from "./client/build/app-loader.ts";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ command }) => ({
  root: fromRoot("./client"),
  publicDir: fromRoot("./client/public"),
  plugins: [react(), tailwindcss(), precompress(), appLoader()],
  // `vite build` builds every environment: the browser's bundle and the server's renderer of the same pages.
  builder: {},
  environments: {
    ssr: {
      // The renderer carries its own copy of React and the libraries that use it, built for
      // production: React picks its build from NODE_ENV at run time, and `npm start` leaves NODE_ENV
      // unset (that keeps the demo login), which would render every page with React's slower
      // development build. Under `npm run dev` the renderer stays React's development build.
      ...(command === "build" && {
        resolve: { noExternal: true },
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
      }),
      build: {
        outDir: fromRoot("./dist/ssr"),
        emptyOutDir: true,
        // The browser's build serves the public folder; Node needs only the renderer.
        copyPublicDir: false,
        rolldownOptions: { input: fromRoot("./client/src/entry-server.tsx") },
      },
    },
  },
  resolve: {
    alias: {
      "@": fromRoot("./client/src"),
      "@shared": fromRoot("./shared"),
    },
  },
  build: {
    outDir: fromRoot("./dist/client"),
    emptyOutDir: true,
    // The server writes each page's <head> into index.html, so it needs the manifest-free shell.
    sourcemap: false,
    // Every browser the site supports preloads modules itself; the polyfill would ride on every first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The Zopfli pass is slow on purpose (it runs once per build); a timing report on every
      // `npm start` that rebuilds would only alarm a new user.
      checks: { bundlerTimings: false },
      output: {
        // Rolldown gives every set of modules that two lazily loaded chunks share a file of its own, so a
        // public page's first load came to half a dozen files, each compressed without the others'
        // context and each paying for its own response headers. "app" keeps in the entry every module
        // the entry loads statically (React, the query cache, the shell) and the small UI helpers
        // every page uses; "post-parts" holds the card pieces, buttons and states the home, posts and
        // article pages share, and the follow box's slot the home and article pages both show (each
        // page's own code is a file router.tsx loads with the page).
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"] },
            {
              name: "app",
              includeDependenciesRecursively: false,
              test: /node_modules\/(clsx|class-variance-authority|lucide-react\/dist\/esm\/(Icon|createLucideIcon|context|shared\/))|client\/src\/lib\/(utils|tailwind-merge|class-merge)\./,
            },
            {
              name: "post-parts",
              includeDependenciesRecursively: false,
              test: /client\/src\/(components\/(ui\/(avatar|badge|card|card-link|button|error-state|skeleton)|post-card|tag-link|post-byline)|features\/fediverse\/components\/follow-slot|lib\/(visitor-interactions|use-debounced-value|use-search-report|hydration-gate|use-near-viewport|format-date))\.|lucide-react\/dist\/esm\/icons\/(clock|calendar|list|arrow-left|arrow-up|chevron-down)\.|client\/src\/app\/(page-head|head\/head-store)\.|shared\/(toc|post-date)\./,
            },
            // The home page's sign-up and what the other forms share with it (the newsletter page, comments),
            // in one file rather than five.
            {
              name: "forms",
              includeDependenciesRecursively: false,
              test: /client\/src\/(features\/newsletter\/(components\/newsletter-(section|form|messages)|api\/[\w-]+)|lib\/page-form-tokens|components\/ui\/form-outcome)\.|shared\/form-posts\.|lucide-react\/dist\/esm\/icons\/(check|mail)\.|@tanstack\/(react-query\/build\/modern\/(useMutation|mutationOptions)|query-core\/build\/modern\/mutationObserver)\./,
            },
            // The beacon's limits come with it (lib/beacon.ts does nothing until its first event, so the
            // privacy page may load it for the limits alone), not in a file of their own.
            { name: "beacon", includeDependenciesRecursively: false, test: /client\/src\/lib\/beacon\.|shared\/analytics-limits\./ },
          ],
        },
      },
    },
  },
}));
