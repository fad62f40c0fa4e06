import type { ReactNode } from "react";
import { SectionCard } from "@/components/ui/section-card";
import { cn } from "@/lib/utils";
import { scoreRating, TONE_CLASSES } from "../lib/score-rating";
import { SAMPLE_TECHNICAL } from "../lib/sample-data";
import { LiveValue } from "./live-value";
import { ProgressBar } from "./progress-bar";
import { SourceTag, type FigureSource } from "./source-tag";

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

function SpeedScore({ device, score }: { device: string; score: number }) {
  const rating = scoreRating(score);
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-medium text-emphasis">{device}</h3>
        <p className="flex items-center gap-2">
          <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", TONE_CLASSES[rating.tone].badge)}>{rating.label}</span>
          <span className={cn("font-serif text-2xl font-bold", TONE_CLASSES[rating.tone].text)}>
            {score}
            <span className="sr-only"> out of 100</span>
          </span>
        </p>
      </div>
      <ProgressBar value={score} tone={rating.tone} label={`${device} page speed: ${score} out of 100`} />
    </div>
  );
}

function Figure({ label, source, children }: { label: string; source: FigureSource; children: ReactNode }) {
  return (
    <div className="space-y-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium text-emphasis">{label}</h3>
        <SourceTag source={source} />
      </div>
      {children}
    </div>
  );
}

export function PerformanceTab() {
  const { indexed, total } = SAMPLE_TECHNICAL.indexability;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionCard
        id="speed-heading"
        title="Page speed"
        description="PageSpeed Insights scores for the home page."
        action={<SourceTag source="sample" />}
      >
        <div className="space-y-5">
          <SpeedScore device="Mobile" score={SAMPLE_TECHNICAL.pageSpeed.mobile} />
          <SpeedScore device="Desktop" score={SAMPLE_TECHNICAL.pageSpeed.desktop} />
        </div>
      </SectionCard>
      <SectionCard id="indexing-heading" title="Indexing status" description="What search engines hold against what this site offers them.">
        <div className="divide-y divide-border">
          <Figure label="Indexed by search engines" source="sample">
            <p className="text-body">
              <span className="font-serif text-2xl font-bold text-primary">{indexed}</span> of {total} pages indexed (
              {percent(indexed, total)}%)
            </p>
            <ProgressBar value={indexed} max={total} tone="brand" label={`Pages indexed: ${indexed} of ${total}`} />
          </Figure>
          <Figure label="Indexable pages on this site" source="live">
            <LiveValue>
              {(figures) => (
                <p className="text-body">
                  <span className="font-serif text-2xl font-bold text-primary" data-testid="live-pages">
                    {figures.pages}
                  </span>{" "}
                  pages: published posts, tag pages, the home page and /posts
                </p>
              )}
            </LiveValue>
          </Figure>
          <Figure label="Published posts" source="live">
            <LiveValue>
              {(figures) =>
                figures.totalPosts === 0 ? (
                  <p className="text-muted-foreground">No posts yet.</p>
                ) : (
                  <>
                    <p className="text-body">
                      <span className="font-serif text-2xl font-bold text-primary">{figures.publishedPosts}</span> of {figures.totalPosts}{" "}
                      posts published ({percent(figures.publishedPosts, figures.totalPosts)}%)
                    </p>
                    <ProgressBar
                      value={figures.publishedPosts}
                      max={figures.totalPosts}
                      tone="brand"
                      label={`Published posts: ${figures.publishedPosts} of ${figures.totalPosts}`}
                    />
                  </>
                )
              }
            </LiveValue>
          </Figure>
        </div>
      </SectionCard>
    </div>
  );
}
