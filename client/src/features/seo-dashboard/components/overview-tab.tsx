import { SEO_DASHBOARD } from "@shared/constants";
import { Card, CardContent } from "@/components/ui/card";
import { SAMPLE_SCORES, SAMPLE_TREND } from "../lib/sample-data";
import { ChartFigure, TrendChart } from "./chart-figure";
import { ScoreCard } from "./score-card";

const CARDS = [
  { title: "Technical SEO", score: SAMPLE_SCORES.technicalSEO, caption: "Sitemap, robots.txt, canonical links and clean URLs." },
  {
    title: "Content Optimization",
    score: SAMPLE_SCORES.contentOptimization,
    caption: "Titles, descriptions, headings and keywords on every article.",
  },
  { title: "Search Engine Health", score: SAMPLE_SCORES.searchEngineHealth, caption: "Crawl errors, index coverage and response times." },
  { title: "Social Signals", score: SAMPLE_SCORES.socialSignals, caption: "Share cards, Open Graph images and shares." },
];

const latest = SAMPLE_TREND[SAMPLE_TREND.length - 1];

export function OverviewTab() {
  return (
    <div className="space-y-6">
      <Card>
        <CardContent>
          <ChartFigure
            id="trend-chart"
            title="SEO and GEO trend by month"
            height={SEO_DASHBOARD.trendChartHeightPx}
            source="sample"
            summary={`From ${SAMPLE_TREND[0].month} to ${latest.month} the SEO score rose from ${SAMPLE_TREND[0].seo} to ${latest.seo} and the GEO score from ${SAMPLE_TREND[0].geo} to ${latest.geo}.`}
          >
            <TrendChart data={SAMPLE_TREND} title="SEO and GEO trend by month" />
          </ChartFigure>
        </CardContent>
      </Card>
      <section aria-labelledby="breakdown-heading" className="space-y-3">
        <h2 id="breakdown-heading" className="font-serif text-xl font-bold text-primary">
          Score breakdown
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CARDS.map((card) => (
            <ScoreCard key={card.title} {...card} source="sample" />
          ))}
        </div>
      </section>
    </div>
  );
}
