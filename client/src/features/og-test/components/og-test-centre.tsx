import { useState } from "react";
import { Link } from "wouter";
import { PageBanner } from "@/components/layout/page-banner";
import { Button, buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useSamplePosts } from "../api/get-sample-posts";
import { isPrivateHost } from "../lib/local-host";
import { readyToTestUrls, samplePost, samplePostPath } from "../lib/test-urls";
import { LivePreviewTab } from "./live-preview-tab";
import type { PathChoice } from "./path-picker";
import { PlatformToolsTab } from "./platform-tools-tab";
import { QuickActionsCard } from "./quick-actions-card";
import { QuickTestTab } from "./quick-test-tab";

const TABS = [
  { value: "quick-test", label: "Quick Test" },
  { value: "platform-tools", label: "Platform Tools" },
  { value: "live-preview", label: "Live Preview" },
] as const;

export type OgTestTab = (typeof TABS)[number]["value"];

function Header() {
  return (
    <PageBanner title="Open Graph Testing Centre" subtitle="Check how the blog's pages look when shared on social platforms.">
      <Link href="/" className={buttonVariants({ variant: "outline", size: "sm" })}>
        Back to the blog
      </Link>
    </PageBanner>
  );
}

export function OgTestCentre({ defaultTab = "quick-test" }: { defaultTab?: OgTestTab }) {
  const posts = useSamplePosts();
  const sample = samplePost(posts.data);
  const { origin, host, hostname } = window.location;
  const sampleUrl = `${origin}${samplePostPath(sample)}`;
  // The preview waits for the posts, so it does not first draw the stand-in's 404.
  const [chosenPath, setChosenPath] = useState<string | null>(null);
  const previewPath = chosenPath ?? (posts.isPending ? null : samplePostPath(sample));
  const firstTag = posts.data?.[0]?.tags?.[0];
  const choices: PathChoice[] = [
    { label: "Home", path: "/" },
    { label: "Sample post", path: samplePostPath(sample) },
    { label: "All posts", path: "/posts" },
    ...(firstTag ? [{ label: `Tag: ${firstTag}`, path: `/tags/${encodeURIComponent(firstTag)}` }] : []),
  ];

  return (
    <div className="min-h-screen bg-background">
      <Header />
      <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6">
        {isPrivateHost(hostname) && (
          <p className="rounded-lg border border-warning-border bg-warning-soft px-3 py-2 text-sm text-warning">
            This copy of the blog runs at {host}, which the networks' crawlers cannot reach: their debuggers need the public address. The
            live preview works anywhere.
          </p>
        )}
        {posts.isError && (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive-border bg-destructive-soft px-3 py-2 text-sm text-destructive-strong"
          >
            <span>We couldn't load the posts, so the sample post is a stand-in address.</span>
            <Button variant="outline" size="sm" onClick={() => void posts.refetch()}>
              Retry
            </Button>
          </div>
        )}
        <Tabs defaultValue={defaultTab}>
          <TabsList aria-label="Testing tools" className="grid grid-cols-3 gap-1">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="quick-test">
            {posts.isPending ? (
              <Spinner label="Loading sample posts..." showLabel className="rounded-xl border border-border bg-card py-16" />
            ) : (
              <QuickTestTab urls={readyToTestUrls(origin, sample)} customPlaceholder={`${origin}/blog/your-post`} />
            )}
          </TabsContent>
          <TabsContent value="platform-tools">
            <PlatformToolsTab url={sampleUrl} />
          </TabsContent>
          <TabsContent value="live-preview">
            <LivePreviewTab path={previewPath} choices={choices} onPathChange={setChosenPath} />
          </TabsContent>
        </Tabs>
        <QuickActionsCard url={sampleUrl} />
      </main>
    </div>
  );
}
