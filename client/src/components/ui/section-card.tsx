import type { ReactNode } from "react";
import { Card, CardContent } from "./card";

/**
 * A titled card of a tab in the admin screens (dashboard, SEO dashboard, share previews). The heading
 * names the region for screen readers; `action` sits beside it (a button, or a badge saying where the
 * figures come from).
 */
export function SectionCard({
  id,
  title,
  description,
  action,
  className,
  children,
}: {
  /** The heading's id, which the region is labelled by; unique on the page. */
  id: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <section aria-labelledby={id}>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 id={id} className="font-serif text-xl font-bold text-primary">
                {title}
              </h2>
              {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
            </div>
            {action}
          </div>
          {children}
        </CardContent>
      </section>
    </Card>
  );
}
