import { LeafIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The top band of the signed-in tool screens (admin dashboard, SEO dashboard, share-preview centre):
 * the leaf mark, the page's one h1 and a line under it; `children` go on the right (links, buttons).
 */
export function PageBanner({ title, subtitle, children }: { title: string; subtitle: ReactNode; children?: ReactNode }) {
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <div className="flex items-center gap-3">
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary text-white">
            <LeafIcon size={20} />
          </span>
          <div>
            <h1 className="font-serif text-2xl font-bold text-primary">{title}</h1>
            <p className="text-sm text-muted-foreground">{subtitle}</p>
          </div>
        </div>
        {children}
      </div>
    </header>
  );
}
