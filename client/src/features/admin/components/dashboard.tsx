import { Link } from "wouter";
import type { AuthUser } from "@shared/types";
import { Button } from "@/components/ui/button";
import { LeafIcon } from "@/components/ui/icons";
import { AiTaggingTab } from "./ai-tagging-tab";
import { CommentsTab } from "./comments-tab";
import { ComingSoon } from "./coming-soon";
import { MigrationTab } from "./migration-tab";
import { PostsTab } from "./posts-tab";
import { StatsBar } from "./stats-bar";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

const TABS = [
  { value: "posts", label: "Posts" },
  { value: "analytics", label: "Analytics" },
  { value: "comments", label: "Comments" },
  { value: "profile", label: "Profile" },
  { value: "migration", label: "Migration" },
  { value: "ai-tagging", label: "AI Tagging" },
] as const;

export type DashboardTab = (typeof TABS)[number]["value"];

export interface DashboardProps {
  user: AuthUser;
  onSignOut: () => void;
  signingOut?: boolean;
  /** Refreshes the public pages' data after a change here. */
  onContentChanged?: () => unknown;
  defaultTab?: DashboardTab;
}

const linkClasses = "rounded text-sm text-brand underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-light";

export function Dashboard({ user, onSignOut, signingOut = false, onContentChanged, defaultTab = "posts" }: DashboardProps) {
  return (
    <div className="min-h-screen bg-stone-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <div className="flex items-center gap-3">
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand text-white">
              <LeafIcon size={20} />
            </span>
            <div>
              <h1 className="font-serif text-2xl font-bold text-brand">Admin Dashboard</h1>
              <p className="text-sm text-stone-600">Signed in as {user.name || user.email}</p>
            </div>
          </div>
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
        </div>
      </header>

      <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6">
        <section aria-label="At a glance">
          <StatsBar />
        </section>
        <Tabs defaultValue={defaultTab}>
          <TabsList aria-label="Dashboard sections" className="grid grid-cols-3 gap-1 sm:grid-cols-6">
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
            <ComingSoon text="Analytics dashboard coming soon..." />
          </TabsContent>
          <TabsContent value="comments">
            <CommentsTab onContentChanged={onContentChanged} />
          </TabsContent>
          <TabsContent value="profile">
            <ComingSoon text="Profile management coming soon..." />
          </TabsContent>
          <TabsContent value="migration">
            <MigrationTab onContentChanged={onContentChanged} />
          </TabsContent>
          <TabsContent value="ai-tagging">
            <AiTaggingTab onContentChanged={onContentChanged} />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
