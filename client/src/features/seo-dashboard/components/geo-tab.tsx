import { SEO_DASHBOARD } from "@shared/constants";
import { Card, CardContent } from "@/components/ui/card";
import { SAMPLE_CRAWLERS, SAMPLE_GEO } from "../lib/sample-data";
import { AiTrafficCard } from "./ai-traffic-card";
import { ChartFigure, CrawlerChart } from "./chart-figure";
import { LiveValue } from "./live-value";
import { ScoreCard } from "./score-card";
import { SourceTag } from "./source-tag";

const CARDS = [
  {
    title: "AI Chatbot References",
    score: SAMPLE_GEO.aiChatbotReferences,
    caption: "How often AI assistants cite Furrow's articles in their answers.",
  },
  {
    title: "Structured Data Compliance",
    score: SAMPLE_GEO.structuredDataCompliance,
    caption: "JSON-LD on every page that validates against schema.org.",
  },
  {
    title: "Content Authority",
    score: SAMPLE_GEO.contentAuthority,
    caption: "A named author, dates, sources and field data behind each claim.",
  },
  {
    title: "Semantic Optimization",
    score: SAMPLE_GEO.semanticOptimization,
    caption: "Topics and entities named plainly, so a model can tell what a page is about.",
  },
  {
    title: "Conversational Queries",
    score: SAMPLE_GEO.conversationalQueryOptimization,
    caption: "Headings and answers phrased the way people ask questions.",
  },
  {
    title: "Knowledge Graph",
    score: SAMPLE_GEO.knowledgeGraphPresence,
    caption: "The blog and its author known as entities in knowledge graphs.",
  },
];

const best = [...SAMPLE_CRAWLERS].sort((a, b) => b.score - a.score)[0];

export function GeoTab() {
  return (
    <div className="space-y-6">
      <section aria-labelledby="geo-heading" className="space-y-3">
        <h2 id="geo-heading" className="font-serif text-xl font-bold text-primary">
          Generative engine optimization
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CARDS.map((card) => (
            <ScoreCard key={card.title} {...card} unit="%" source="sample" />
          ))}
        </div>
      </section>
      <Card>
        <CardContent className="space-y-5">
          <ChartFigure
            id="crawler-chart"
            title="Score per AI crawler"
            height={SEO_DASHBOARD.crawlerChartHeightPx}
            source="sample"
            summary={`${SAMPLE_CRAWLERS.map((crawler) => `${crawler.name} ${crawler.score}`).join(", ")}; ${best.name} scores highest.`}
          >
            <CrawlerChart data={SAMPLE_CRAWLERS} title="Score per AI crawler" />
          </ChartFigure>
          <div className="space-y-2 border-t border-border pt-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-emphasis">Let in by this site's robots.txt</h3>
              <SourceTag source="live" />
            </div>
            <LiveValue>
              {({ aiBotsAllowed }) =>
                aiBotsAllowed.length === 0 ? (
                  <p className="text-sm text-muted-foreground">robots.txt names no AI crawler.</p>
                ) : (
                  <ul className="flex flex-wrap gap-2" aria-label="AI crawlers allowed by robots.txt">
                    {aiBotsAllowed.map((bot) => (
                      <li key={bot} className="rounded-full border border-primary/30 px-2.5 py-0.5 text-xs font-medium text-primary">
                        {bot}
                      </li>
                    ))}
                  </ul>
                )
              }
            </LiveValue>
          </div>
        </CardContent>
      </Card>
      <AiTrafficCard />
    </div>
  );
}
