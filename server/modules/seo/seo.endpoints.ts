import * as schemas from "../../../shared/schemas";
import { endpoint, FileReply } from "../../api/endpoint";
import { PUBLIC_CONTENT } from "../../http/cache/cache-rule";
import type { ShareImages } from "./share-images";
import { BusyError } from "./render-queue";
import type { OgPreviewService } from "./og-preview.service";
import type { PageMetaService } from "./page-meta.service";
import type { SeoOverviewService } from "./seo-overview.service";

interface Dependencies {
  ogImages: ShareImages;
  pageMeta: PageMetaService;
  ogPreview: OgPreviewService;
  seoOverview: SeoOverviewService;
}

/** What sharing and search need from the API: the share image, JSON-LD, the share-tag preview, the dashboard's figures. */
export function seoEndpoints({ ogImages, pageMeta, ogPreview, seoOverview }: Dependencies) {
  return [
    endpoint({
      method: "get",
      path: "/api/og-image",
      tag: "Sharing",
      access: "public",
      summary: "A 1200x630 share image drawn for a title and category",
      query: schemas.ogImageQuerySchema,
      responseMediaType: "image/png",
      description:
        "The cards of this site's pages are drawn once and kept. A card for any other text is drawn one at a time for everyone and counted against the client's ogImage rate limit: past it 429, and 503 when too many are waiting to be drawn.",
      errors: {
        429: "Too many cards for new text from this client; Retry-After says when to try again",
        503: "Too many cards waiting to be drawn; Retry-After says when to try again",
      },
      async handle({ query, req, setHeader }) {
        const image = await ogImages.image(query.title, query.category, req.ip).catch((error: unknown) => {
          if (error instanceof BusyError) setHeader("Retry-After", String(error.retryAfterSeconds));
          throw error;
        });
        return new FileReply(image.png, "image/png", {
          "Cache-Control": "public, max-age=604800, stale-while-revalidate=86400",
          ETag: image.etag,
        });
      },
    }),
    endpoint({
      method: "get",
      path: "/api/structured-data",
      tag: "Sharing",
      access: "public",
      summary: "The site's JSON-LD, or a post's with ?slug=",
      query: schemas.structuredDataQuerySchema,
      response: schemas.structuredDataSchema,
      cache: { reads: PUBLIC_CONTENT },
      handle: ({ query, isAdmin }) => pageMeta.structuredData(query.slug, { isAdmin }),
    }),
    endpoint({
      method: "get",
      path: "/api/og-preview",
      tag: "Sharing",
      access: "public",
      query: schemas.ogPreviewQuerySchema,
      response: schemas.ogPreviewSchema,
      summary:
        "The head tags this server sends for a page of this site (a path, or an address on this site; default /), read as a network's crawler reads them, with warnings for missing or over-long share text",
      description:
        "Built from the same page metadata the HTML page route injects; nothing is fetched. Any other site, a protocol-relative '//host' path, an API path or a file gives 400. Length limits: title 60 (Google search) and 70 (X), description 160 (Google search) and 200 (X).",
      handle: ({ query }) => ogPreview.preview(query.path),
    }),
    endpoint({
      method: "get",
      path: "/api/admin/seo-overview",
      tag: "Admin: SEO",
      access: "admin",
      summary:
        "The SEO dashboard's live figures: sitemap URLs, RSS items, AI crawlers robots.txt allows, JSON-LD types in use, published, total and indexable pages",
      response: schemas.seoOverviewSchema,
      handle({ setHeader }) {
        setHeader("Cache-Control", "no-store");
        return seoOverview.overview();
      },
    }),
  ];
}
