import { Button } from "@/components/ui/button";
import { LeafIcon, RefreshIcon } from "@/components/ui/icons";
import { cn } from "@/lib/utils";

const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", second: "2-digit" });

export function DashboardHeader({ lastUpdated, refreshing, onRefresh }: { lastUpdated: Date; refreshing: boolean; onRefresh: () => void }) {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <div className="flex items-center gap-3">
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand text-white">
            <LeafIcon size={20} />
          </span>
          <div>
            <h1 className="font-serif text-2xl font-bold text-brand">SEO &amp; GEO Performance Dashboard</h1>
            <p className="text-sm text-stone-600">Global optimization health for search engines and AI chatbots</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-stone-600">
            Last updated: <time dateTime={lastUpdated.toISOString()}>{timeFormat.format(lastUpdated)}</time>
          </p>
          <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
            <RefreshIcon size={16} className={cn(refreshing && "animate-spin motion-reduce:animate-none")} data-spinning={refreshing || undefined} />
            Refresh
          </Button>
          <span role="status" className="sr-only">
            {refreshing ? "Refreshing the figures..." : ""}
          </span>
        </div>
      </div>
    </header>
  );
}
