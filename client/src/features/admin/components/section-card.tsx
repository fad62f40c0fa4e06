import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";

/** A titled card of the dashboard; the heading names the region for screen readers. */
export function SectionCard({ id, title, description, action, children }: {
  id: string;
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 id={id} className="font-serif text-xl font-bold text-brand">
                {title}
              </h2>
              {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
            </div>
            {action}
          </div>
          {children}
        </CardContent>
      </section>
    </Card>
  );
}
