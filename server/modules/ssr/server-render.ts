import type { FormDraft } from "../../../shared/form-posts";
import type { Request } from "express";
import type { PageMatch, PageName } from "../../../shared/routes";
import { PAGE_STATE_ID } from "../../../shared/ssr";
import type { Logger } from "../../lib/logger";
import type { Reader } from "../posts";
import type { PageDataService } from "./page-data.service";
import type { ClientAssets } from "../../http/client-assets";
import { jsonForScript } from "../../../shared/html-escape";

/** Pages a reader (or a crawler) gets as HTML; the signed-in screens stay rendered in the browser. */
const SERVER_RENDERED: ReadonlySet<PageName | "notFound"> = new Set([
  "home",
  "posts",
  "contact",
  "newsletter",
  "privacy",
  "article",
  "tag",
  "series",
  "sitePage",
  "notFound",
]);

export interface ServerRenderedPage {
  /** Goes inside <div id="root">. */
  markup: string;
  /** The data the markup was drawn from, for the client to start with. */
  stateScript: string;
}

/**
 * A public page drawn by the client's own components, with the data they would have fetched.
 * Null for the signed-in screens, when there is no server build, or when rendering failed: the
 * browser then renders the page itself, as it did before the server could.
 */
export async function serverRender(
  assets: ClientAssets,
  pageData: PageDataService,
  page: PageMatch | null,
  req: Request,
  reader: Reader,
  logger?: Logger,
  draft?: FormDraft,
): Promise<ServerRenderedPage | null> {
  if (!SERVER_RENDERED.has(page?.name ?? "notFound")) return null;
  try {
    const entry = await assets.renderer();
    if (!entry) return null;
    const query = req.originalUrl.slice(req.path.length);
    const data = await pageData.forPage(page, new URLSearchParams(query.startsWith("?") ? query.slice(1) : ""), reader);
    const { html, state } = await entry.render(req.originalUrl, draft ? { ...data, formDraft: draft } : data);
    return { markup: html, stateScript: `<script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(state)}</script>` };
  } catch (error) {
    logger?.error("Server rendering failed; the page is sent for the browser to render", {
      path: req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return null;
  }
}
