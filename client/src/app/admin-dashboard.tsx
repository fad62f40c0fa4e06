import { useState } from "react";
import { Link } from "wouter";
import type { AuthUser } from "@shared/types";
import { PageBanner } from "@/components/layout/page-banner";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AiTaggingTab } from "@/features/admin/components/ai-tagging-tab";
import { CommentsTab } from "@/features/admin/components/comments-tab";
import { FediverseTab } from "@/features/admin/components/fediverse-tab";
import { MigrationTab } from "@/features/admin/components/migration-tab";
import { PostsTab } from "@/features/admin/components/posts-tab";
import { ProfileTab } from "@/features/admin/components/profile-tab";
import { SeriesTab } from "@/features/admin/components/series-tab";
import { StatsBar } from "@/features/admin/components/stats-bar";
import { AnalyticsTab } from "@/features/analytics/components/analytics-tab";
import { BackupOverdueNotice } from "@/features/backups/components/backup-overdue-notice";
import { BackupsTab } from "@/features/backups/components/backups-tab";
import { ImportExportSection } from "@/features/import/components/import-export-section";
import { NewsletterTab } from "@/features/newsletter-admin/components/newsletter-tab";
import { NavigationTab } from "@/features/navigation/components/navigation-tab";
import { useLinkSuggestions } from "./link-suggestions";

// The dashboard mounts tabs of several features (admin, analytics, navigation, newsletter-admin, imports, backups), so it is
// composed here in app/: no feature imports another.
const TABS = [
  { value: "posts", label: "Posts" },
  { value: "analytics", label: "Analytics" },
  { value: "comments", label: "Comments" },
  { value: "profile", label: "Profile" },
  { value: "migration", label: "Migration" },
  { value: "ai-tagging", label: "AI Tagging" },
  { value: "navigation", label: "Navigation" },
  { value: "series", label: "Series" },
  { value: "newsletter", label: "Newsletter" },
  { value: "fediverse", label: "Fediverse" },
  { value: "backups", label: "Backups" },
] as const;

export type DashboardTab = (typeof TABS)[number]["value"];

/** A tab named in the address (?tab=comments, as the author's mail links), if it is one. */
export const dashboardTabFrom = (search: string): DashboardTab | undefined => {
  const named = new URLSearchParams(search).get("tab");
  return TABS.find((tab) => tab.value === named)?.value;
};

export interface DashboardProps {
  user: AuthUser;
  onSignOut: () => void;
  signingOut?: boolean;
  /** Refreshes the public pages' data after a change here. */
  onContentChanged?: () => unknown;
  defaultTab?: DashboardTab;
}

/** The navigation editor with the site's addresses to suggest, fetched only while its tab is open. */
function NavigationSection() {
  return <NavigationTab suggestions={useLinkSuggestions()} />;
}

const linkClasses =
  "rounded text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export function Dashboard({ user, onSignOut, signingOut = false, onContentChanged, defaultTab = "posts" }: DashboardProps) {
  // Held here, not by the tabs, so the backup warning above them can open its tab.
  const [tab, setTab] = useState<DashboardTab>(defaultTab);
  return (
    <div className="min-h-screen bg-background">
      <PageBanner title="Admin Dashboard" subtitle={`Signed in as ${user.name || user.email}`}>
        <nav aria-label="Admin" className="flex flex-wrap items-center gap-4">
          <Link href="/" className={linkClasses}>
            View blog
          </Link>
          <Link href="/admin/seo" className={linkClasses}>
            SEO dashboard
          </Link>
          <Link href="/og-test" className={linkClasses}>
            Share previews
          </Link>
          <Button variant="outline" size="sm" onClick={onSignOut} disabled={signingOut}>
            {signingOut ? "Signing out..." : "Sign out"}
          </Button>
        </nav>
      </PageBanner>

      <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6">
        <section aria-label="At a glance">
          <StatsBar />
        </section>
        <BackupOverdueNotice onOpenBackups={() => setTab("backups")} />
        <Tabs value={tab} onValueChange={(value) => setTab(value as DashboardTab)}>
          <TabsList aria-label="Dashboard sections" className="grid grid-cols-3 gap-1 sm:grid-cols-4 lg:grid-cols-6">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="posts">
            <PostsTab onContentChanged={onContentChanged} />
          </TabsContent>
          <TabsContent value="analytics">
            <AnalyticsTab />
          </TabsContent>
          <TabsContent value="comments">
            <CommentsTab onContentChanged={onContentChanged} />
          </TabsContent>
          <TabsContent value="profile">
            <ProfileTab />
          </TabsContent>
          <TabsContent value="navigation">
            <NavigationSection />
          </TabsContent>
          <TabsContent value="migration">
            {/* Moving a blog in or out sits with the database move: one place for "my blog, elsewhere". */}
            <div className="space-y-8">
              <MigrationTab onContentChanged={onContentChanged} />
              <ImportExportSection onContentChanged={onContentChanged} />
            </div>
          </TabsContent>
          <TabsContent value="ai-tagging">
            <AiTaggingTab onContentChanged={onContentChanged} />
          </TabsContent>
          <TabsContent value="series">
            <SeriesTab />
          </TabsContent>
          <TabsContent value="newsletter">
            <NewsletterTab />
          </TabsContent>
          <TabsContent value="fediverse">
            <FediverseTab />
          </TabsContent>
          <TabsContent value="backups">
            <BackupsTab />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
