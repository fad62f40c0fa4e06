import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import express, { type Express, type RequestHandler } from "express";
import type { ViteDevServer } from "vite";

/** Where the SPA comes from: the built files, or Vite in middleware mode during development. */
export interface ClientAssets {
  install(app: Express): void;
  /** The HTML shell for a page route, ready for head injection. */
  shell(url: string): Promise<string | null>;
}

export const HEAD_MARKER = "<!--app-head-->";

/** Serves dist/client: hashed assets cached for a year, everything else revalidated. */
export function builtClientAssets(distDir: string): ClientAssets {
  const indexPath = join(distDir, "index.html");
  let template: string | null = null;
  return {
    install(app) {
      app.use(
        "/assets",
        express.static(join(distDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
      );
      app.use(express.static(distDir, { index: false, maxAge: "1h" }));
    },
    async shell() {
      if (template === null && existsSync(indexPath)) template = readFileSync(indexPath, "utf8");
      return template;
    },
  };
}

export function viteClientAssets(vite: ViteDevServer): ClientAssets {
  return {
    install(app) {
      app.use(vite.middlewares as RequestHandler);
    },
    async shell(url) {
      const template = readFileSync(join(vite.config.root, "index.html"), "utf8");
      return vite.transformIndexHtml(url, template);
    },
  };
}

export const noClientAssets: ClientAssets = {
  install() {},
  async shell() {
    return null;
  },
};
