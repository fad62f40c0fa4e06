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
      onError(error) {
        // A part that failed renders its fallback; the browser retries it after hydration.
        console.error("Server rendering:", error);
      },
    },
  );
  return { html: await readAll(prelude), state: dehydrate(queryClient) };
}
