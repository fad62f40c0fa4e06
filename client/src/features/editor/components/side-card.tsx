import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";

export function SideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardContent className="space-y-3">
          <h2 id={id} className="font-serif text-lg font-bold text-primary">
            {title}
          </h2>
          {children}
        </CardContent>
      </section>
    </Card>
  );
}
