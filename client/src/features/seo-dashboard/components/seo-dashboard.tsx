import { useQueryClient } from "@tanstack/react-query";
import { ErrorState } from "@/components/ui/error-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { seoKeys } from "@/lib/query-keys";
import { useSeoOverview } from "../api/get-seo-overview";
import { SAMPLE_SCORES } from "../lib/sample-data";
import { useDelayedRefresh } from "../lib/use-delayed-refresh";
import { DashboardHeader } from "./dashboard-header";
import { GeoTab } from "./geo-tab";
import { MonitoringTab } from "./monitoring-tab";
import { OverviewTab } from "./overview-tab";
import { PerformanceTab } from "./performance-tab";
import { ScoreCard } from "./score-card";
import { SiteNav } from "./site-nav";
import { TechnicalTab } from "./technical-tab";

const TABS = [
  { value: "overview", label: "Overview" },
  { value: "geo", label: "GEO Analysis" },
  { value: "technical", label: "Technical SEO" },
  { value: "performance", label: "Performance" },
  { value: "monitoring", label: "Monitoring" },
] as const;

export type SeoTab = (typeof TABS)[number]["value"];

const SUMMARY = [
  { title: "Overall SEO Score", score: SAMPLE_SCORES.overallScore },
  { title: "GEO Score", score: SAMPLE_SCORES.geoScore },
  { title: "AI Visibility", score: SAMPLE_SCORES.aiVisibility },
  { title: "Performance", score: SAMPLE_SCORES.performanceScore },
];

export interface SeoDashboardProps {
  onSignOut: () => void;
  signingOut?: boolean;
  defaultTab?: SeoTab;
}

export function SeoDashboard({ onSignOut, signingOut = false, defaultTab = "overview" }: SeoDashboardProps) {
  const queryClient = useQueryClient();
  const overview = useSeoOverview();
  const { refreshing, lastUpdated, refresh } = useDelayedRefresh(() => void queryClient.refetchQueries({ queryKey: seoKeys.all }));

  return (
    <div className="min-h-screen bg-background">
      <SiteNav onSignOut={onSignOut} signingOut={signingOut} />
      <DashboardHeader lastUpdated={lastUpdated} refreshing={refreshing} onRefresh={refresh} />
      <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6">
        {overview.isError && (
          <ErrorState
            message="The live figures could not be loaded; the sample figures are still shown."
            onRetry={() => void overview.refetch()}
          />
        )}
        <section aria-labelledby="summary-heading">
          <h2 id="summary-heading" className="sr-only">
            Summary
          </h2>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {SUMMARY.map((card) => (
              <ScoreCard key={card.title} {...card} source="sample" size="lg" />
            ))}
          </div>
        </section>
        <Tabs defaultValue={defaultTab}>
          <TabsList aria-label="Dashboard sections" className="grid grid-cols-2 gap-1 sm:grid-cols-5">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab />
          </TabsContent>
          <TabsContent value="geo">
            <GeoTab />
          </TabsContent>
          <TabsContent value="technical">
            <TechnicalTab />
          </TabsContent>
          <TabsContent value="performance">
            <PerformanceTab />
          </TabsContent>
          <TabsContent value="monitoring">
            <MonitoringTab />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
