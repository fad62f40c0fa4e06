import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { scoreRating, TONE_CLASSES } from "../lib/score-rating";
import { ProgressBar } from "./progress-bar";
import { SourceTag, type FigureSource } from "./source-tag";

export interface ScoreCardProps {
  title: string;
  score: number;
  caption?: string;
  /** GEO metrics read as percentages; scores as points out of 100. */
  unit?: "/100" | "%";
  source: FigureSource;
  /** Summary cards sit under the page title; cards inside a tab sit under the tab's heading. */
  headingLevel?: 2 | 3;
  size?: "lg" | "md";
}

/** A score out of 100 with its rating ('Excellent', 'Good', 'Needs Improvement') in the rating's colour. */
export function ScoreCard({ title, score, caption, unit = "/100", source, headingLevel = 3, size = "md" }: ScoreCardProps) {
  const rating = scoreRating(score);
  const tone = TONE_CLASSES[rating.tone];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card>
      <CardContent className="flex h-full flex-col gap-2">
        <div className="flex flex-col items-start gap-1.5">
          <Heading className="text-sm font-semibold text-body">{title}</Heading>
          <SourceTag source={source} />
        </div>
        <p className={cn("font-serif font-bold", size === "lg" ? "text-4xl" : "text-3xl", tone.text)}>
          {score}
          <span className="text-base font-normal text-muted-foreground">{unit}</span>
        </p>
        <p className={cn("inline-flex w-fit rounded-full px-2 py-0.5 text-xs font-semibold", tone.badge)}>{rating.label}</p>
        <ProgressBar value={score} tone={rating.tone} label={`${title}: ${score} out of 100`} />
        {caption && <p className="text-sm text-muted-foreground">{caption}</p>}
      </CardContent>
    </Card>
  );
}
