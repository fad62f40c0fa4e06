import type { ReactNode } from "react";
import { SEO_DASHBOARD } from "@shared/constants";
import { Card, CardContent } from "@/components/ui/card";
import { SectionCard } from "@/components/ui/section-card";
import { useSeoOverview } from "../api/get-seo-overview";
import { SAMPLE_INDEXED_BY_ENGINE, SAMPLE_TECHNICAL } from "../lib/sample-data";
import { ChartFigure, IndexingChart } from "./chart-figure";
import { HealthCheck } from "./health-check";
import { LiveValue } from "./live-value";
import { SourceTag, type FigureSource } from "./source-tag";

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function Row({ label, source, children }: { label: string; source: FigureSource; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <dt className="flex items-center gap-2 font-medium text-emphasis">
        {label}
        <SourceTag source={source} />
      </dt>
      <dd className="flex flex-wrap items-center gap-x-2 text-body sm:justify-end sm:text-right">{children}</dd>
    </div>
  );
}

const NameList = ({ names }: { names: string[] }) => <span className="block w-full text-xs text-muted-foreground">{names.join(", ")}</span>;

export function TechnicalTab() {
  const overview = useSeoOverview();
  return (
    <div className="space-y-6">
      <SectionCard
        id="infrastructure-heading"
        title="Infrastructure"
        description="The files crawlers and answer engines read, counted as the server sends them."
      >
        <dl className="divide-y divide-border">
          <Row label="Sitemap" source="live">
            <LiveValue>{(figures) => <span data-testid="live-sitemap-urls">{plural(figures.sitemapUrls, "URL")}</span>}</LiveValue>
          </Row>
          <Row label="robots.txt" source="live">
            <LiveValue>
              {(figures) => (
                <>
                  <span>{plural(figures.aiBotsAllowed.length, "AI bot")} allowed</span>
                  {figures.aiBotsAllowed.length > 0 && <NameList names={figures.aiBotsAllowed} />}
                </>
              )}
            </LiveValue>
          </Row>
          <Row label="RSS feed" source="live">
            <LiveValue>{(figures) => <span>{plural(figures.rssPosts, "post")}</span>}</LiveValue>
          </Row>
          <Row label="Structured data" source="live">
            <LiveValue>
              {(figures) => (
                <>
                  <span>{plural(figures.schemaTypes.length, "schema type")}</span>
                  {figures.schemaTypes.length > 0 && <NameList names={figures.schemaTypes} />}
                </>
              )}
            </LiveValue>
          </Row>
          <Row label="Image alt text" source="live">
            <LiveValue>
              {(figures) =>
                figures.imagesWithoutAlt.length === 0 ? (
                  <span>Every image has alt text</span>
                ) : (
                  <>
                    <span>{plural(figures.imagesWithoutAlt.length, "post")} with images without alt text</span>
                    <ul aria-label="Posts with images without alt text" className="w-full text-xs text-muted-foreground">
                      {figures.imagesWithoutAlt.map((post) => (
                        <li key={post.slug}>
                          {post.title}: {plural(post.count, "image")} without alt text
                        </li>
                      ))}
                    </ul>
                  </>
                )
              }
            </LiveValue>
          </Row>
          <Row label="SSL certificate" source="sample">
            <span>Valid until {SAMPLE_TECHNICAL.ssl.expiry}</span>
          </Row>
        </dl>
        {overview.data?.publishedPosts === 0 && (
          <p className="rounded-lg border border-border bg-background px-3 py-2 text-sm text-body">
            No published posts yet: the sitemap lists only the home page and /posts, and the feed is empty.
          </p>
        )}
      </SectionCard>
      <Card>
        <CardContent>
          <ChartFigure
            id="indexing-chart"
            title="Pages indexed per search engine"
            height={SEO_DASHBOARD.indexingChartHeightPx}
            source="sample"
            summary={SAMPLE_INDEXED_BY_ENGINE.map((entry) => `${entry.engine} ${entry.pages} pages`).join(", ")}
          >
            <IndexingChart data={SAMPLE_INDEXED_BY_ENGINE} title="Pages indexed per search engine" />
          </ChartFigure>
        </CardContent>
      </Card>
      <HealthCheck />
    </div>
  );
}
