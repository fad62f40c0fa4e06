import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { SourceTag, type FigureSource } from "./source-tag";

/** A titled card of a tab, in the admin dashboard's manner; the heading names the region. */
export function PanelCard({ id, title, description, source, children }: {
  id: string;
  title: string;
  description?: string;
  /** One label for the whole card when all its figures share a source. */
  source?: FigureSource;
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
            {source && <SourceTag source={source} />}
          </div>
          {children}
        </CardContent>
      </section>
    </Card>
  );
}
