import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";

/** A titled card; the heading names the region for screen readers. */
export function Panel({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardContent className="space-y-4">
          <div>
            <h2 id={id} className="font-serif text-xl font-bold text-brand">
              {title}
            </h2>
            {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
          </div>
          {children}
        </CardContent>
      </section>
    </Card>
  );
}
