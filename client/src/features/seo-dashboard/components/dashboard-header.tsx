import { RefreshCwIcon } from "lucide-react";
import { PageBanner } from "@/components/layout/page-banner";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", second: "2-digit" });

export function DashboardHeader({ lastUpdated, refreshing, onRefresh }: { lastUpdated: Date; refreshing: boolean; onRefresh: () => void }) {
  return (
    <PageBanner title="SEO & GEO Performance Dashboard" subtitle="Global optimization health for search engines and AI chatbots">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-muted-foreground">
          Last updated: <time dateTime={lastUpdated.toISOString()}>{timeFormat.format(lastUpdated)}</time>
        </p>
        <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
          <RefreshCwIcon
            size={16}
            className={cn(refreshing && "animate-spin motion-reduce:animate-none")}
            data-spinning={refreshing || undefined}
          />
          Refresh
        </Button>
        <span role="status" className="sr-only">
          {refreshing ? "Refreshing the figures..." : ""}
        </span>
      </div>
    </PageBanner>
  );
}
