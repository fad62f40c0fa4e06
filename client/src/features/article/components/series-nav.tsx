import { Link } from "wouter";
import type { PostSeriesNav } from "@shared/types";
import { cn } from "@/lib/utils";

const seriesPath = (slug: string) => `/series/${encodeURIComponent(slug)}`;
const articlePath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** "Part N of M" above the title: plain links, so they work before the app has started. */
export function SeriesPartOf({ series }: { series: PostSeriesNav }) {
  return (
    <p className="text-sm font-semibold uppercase tracking-wide text-primary-light" data-testid="series-part-of">
      Part {series.part} of {series.total} ·{" "}
      <Link href={seriesPath(series.slug)} className="underline underline-offset-2 hover:text-primary">
        {series.title}
      </Link>
    </p>
  );
}

/** The series' parts in order, the one being read marked, with the way to the previous and next. */
export function SeriesParts({ series, className }: { series: PostSeriesNav; className?: string }) {
  const index = series.part - 1;
  const previous = series.parts[index - 1];
  const next = series.parts[index + 1];
  return (
    <nav aria-label={`Series: ${series.title}`} className={cn("rounded-xl border bg-accent/40 p-6", className)} data-testid="series-parts">
      <h2 className="font-serif text-xl font-bold text-foreground">
        <Link href={seriesPath(series.slug)} className="hover:text-primary">
          {series.title}
        </Link>
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-6 text-body">
        {series.parts.map((part) =>
          part.current ? (
            <li key={part.slug} aria-current="page" className="font-semibold text-foreground">
              {part.title}
            </li>
          ) : (
            <li key={part.slug}>
              <Link href={articlePath(part.slug)} className="underline-offset-2 hover:text-primary hover:underline">
                {part.title}
              </Link>
            </li>
          ),
        )}
      </ol>
      {(previous || next) && (
        <div className="mt-4 flex flex-wrap justify-between gap-3 text-sm font-medium">
          {previous ? (
            <Link href={articlePath(previous.slug)} rel="prev" className="text-primary hover:underline">
              ← Previous: {previous.title}
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link href={articlePath(next.slug)} rel="next" className="text-primary hover:underline">
              Next: {next.title} →
            </Link>
          )}
        </div>
      )}
    </nav>
  );
}
