import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { dehydrate } from "@tanstack/react-query";
import { Router } from "wouter";
import type { PageData, RenderedPage } from "@shared/ssr";
import { App } from "./app/app";
import { createQueryClient } from "./lib/query-client";
import { fillQueryCache } from "./ssr/fill-query-cache";

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let html = "";
  stream.setEncoding("utf8");
  for await (const chunk of stream) html += chunk as string;
  return html;
}

/**
 * The page at `url` as the browser's first render will draw it. prerender waits for every lazy
 * part and Suspense boundary, so the article body and the lists below the fold are in the HTML.
 */
export async function render(url: string, data: PageData): Promise<RenderedPage> {
  // One cache per request: nothing one reader was shown leaks into another's page.
  const queryClient = createQueryClient();
  fillQueryCache(queryClient, data);
  const [path, search = ""] = url.split("?");
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path} ssrSearch={search}>
        <App queryClient={queryClient} />
      </Router>
    </StrictMode>,
    {
      // Otherwise React sends a large Suspense boundary apart, with an inline script to move it
      // into place: the CSP (script-src 'self') refuses that script, and a reader without
      // JavaScript would never see the part. The whole page is ready anyway, so inline it all.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        // A part that failed renders its fallback; the browser retries it after hydration.
        console.error("Server rendering:", error);
      },
    },
  );
  return { html: await readAll(prelude), state: dehydrate(queryClient) };
}
