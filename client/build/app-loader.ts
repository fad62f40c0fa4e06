import type { Plugin } from "vite";
import { APP_ENTRY_ATTRIBUTE, APP_LOADER_SCRIPT } from "../../shared/app-loader.ts";

/** The module script Vite writes into the built index.html for the app's entry. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * Replaces the app's module script in the built index.html with the loader (shared/app-loader.ts)
 * at the end of <body>: a module script that arrives before the first paint runs before it, and
 * the page then paints only after the app has evaluated and hydrated. Under `npm run dev` the
 * page keeps Vite's own script.
 */
export function appLoader(): Plugin {
  return {
    name: "furrow-app-loader",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html);
        if (!entry) throw new Error("The built index.html has no module script for the app's entry");
        const loader = `<script ${APP_ENTRY_ATTRIBUTE}="${entry[1]}">${APP_LOADER_SCRIPT}</script>`;
        return html.replace(entry[0], "").replace("</body>", `  ${loader}\n  </body>`);
      },
    },
  };
}
