import { useId } from "react";
import type { AnalyticsReport } from "@shared/types";
import { formatChange, formatCount, formatDay } from "@/lib/report-format";
import { activeDays } from "../lib/newsletter-days";

type Newsletter = AnalyticsReport["newsletter"];

function dayText({ subscribed, unsubscribed }: Newsletter["daily"][number]) {
  return [subscribed > 0 && `${formatCount(subscribed)} subscribed`, unsubscribed > 0 && `${formatCount(unsubscribed)} unsubscribed`]
    .filter(Boolean)
    .join(", ");
}

export function NewsletterSummary({ newsletter }: { newsletter: Newsletter }) {
  const id = useId();
  const days = activeDays(newsletter);
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="font-semibold text-emphasis">
        Newsletter
      </h3>
      <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Confirmed subscribers</dt>
          <dd className="font-serif text-xl font-bold tabular-nums text-primary">{formatCount(newsletter.total)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Gained in this range</dt>
          <dd className="font-serif text-xl font-bold tabular-nums text-primary">{formatChange(newsletter.gained)}</dd>
        </div>
      </dl>
      {days.length === 0 ? (
        <p className="text-sm text-muted-foreground">No one subscribed or unsubscribed in this range.</p>
      ) : (
        <ul aria-label="Subscriptions by day" className="space-y-1 text-sm text-body">
          {days.map((day) => (
            <li key={day.day}>
              <span className="font-medium text-emphasis">{formatDay(day.day)}:</span> {dayText(day)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
