import type { Plugin } from "vite";
import { APP_ENTRY_ATTRIBUTE, APP_LOADER_SCRIPT } from "../../shared/app-loader.ts";
import { EARLY_INPUT_CAPTURE_SCRIPT } from "../../shared/early-input.ts";

/** The module script Vite writes into the built index.html for the app's entry. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The page's first tag: the early-input capture goes right after it, before any stylesheet could hold it up. */
const CHARSET = /<meta charset="UTF-8" \/>/i;

/**
 * Replaces the app's module script in the built index.html with the loader (shared/app-loader.ts)
 * at the end of <body>: a module script that arrives before the first paint runs before it, and
 * the page then paints only after the app has evaluated and hydrated. The early-input capture
 * (shared/early-input.ts) goes at the top of <head>, so a press made before the app starts is
 * kept. Under `npm run dev` the page keeps Vite's own script and has no capture.
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
        const charset = CHARSET.exec(html);
        if (!charset) throw new Error('The built index.html has no <meta charset="UTF-8" /> to put the early-input capture after');
        const loader = `<script ${APP_ENTRY_ATTRIBUTE}="${entry[1]}">${APP_LOADER_SCRIPT}</script>`;
        return html
          .replace(entry[0], "")
          .replace(charset[0], `${charset[0]}\n    <script>${EARLY_INPUT_CAPTURE_SCRIPT}</script>`)
          .replace("</body>", `  ${loader}\n  </body>`);
      },
    },
  };
}
