import type { ReactNode } from "react";
import { LeafIcon } from "@/components/ui/icons";

/**
 * The top band of the signed-in tool screens (admin dashboard, SEO dashboard, share-preview centre):
 * the leaf mark, the page's one h1 and a line under it; `children` go on the right (links, buttons).
 */
export function PageBanner({ title, subtitle, children }: { title: string; subtitle: ReactNode; children?: ReactNode }) {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <div className="flex items-center gap-3">
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand text-white">
            <LeafIcon size={20} />
          </span>
          <div>
            <h1 className="font-serif text-2xl font-bold text-brand">{title}</h1>
            <p className="text-sm text-stone-600">{subtitle}</p>
          </div>
        </div>
        {children}
      </div>
    </header>
  );
}
