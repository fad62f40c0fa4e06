import { CircleCheckIcon, ExternalLinkIcon, TriangleAlertIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";
import { cn } from "@/lib/utils";
import { useEndpointChecks } from "../api/check-endpoint";
import { SourceTag } from "./source-tag";

/** Spec section 2: the five endpoints and their fixed marks (a tick, and a warning for structured data). */
const HEALTH_ENDPOINTS = [
  { path: "/sitemap.xml", name: "XML sitemap", mark: "ok" },
  { path: "/robots.txt", name: "robots.txt", mark: "ok" },
  { path: "/rss.xml", name: "RSS feed", mark: "ok" },
  { path: "/api/og-image", name: "Open Graph image", mark: "ok" },
  { path: "/api/structured-data", name: "Structured data", mark: "warning" },
] as const;

const PATHS = HEALTH_ENDPOINTS.map((endpoint) => endpoint.path);

function Mark({ mark }: { mark: "ok" | "warning" }) {
  return mark === "ok" ? (
    <span className="text-green-700" title="Passing">
      <CircleCheckIcon size={20} />
      <span className="sr-only">Passing</span>
    </span>
  ) : (
    <span className="text-amber-600" title="Warning">
      <TriangleAlertIcon size={20} />
      <span className="sr-only">Warning</span>
    </span>
  );
}

export function HealthCheck() {
  const checks = useEndpointChecks(PATHS);
  return (
    <SectionCard
      id="health-heading"
      title="SEO Endpoint Health Check"
      description="Each address crawlers read, with its mark and how it answers this browser now."
    >
      <ul className="divide-y divide-border">
        {HEALTH_ENDPOINTS.map((endpoint, index) => {
          const check = checks[index];
          return (
            <li key={endpoint.path} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <Mark mark={endpoint.mark} />
              <div className="min-w-0 flex-1 basis-40">
                <p className="font-medium text-foreground">{endpoint.name}</p>
                <code className="break-all text-xs text-muted-foreground">{endpoint.path}</code>
              </div>
              <div className="ml-auto flex items-center gap-3">
                <p className="flex items-center gap-2 text-sm">
                  <SourceTag source="live" />
                  {check.isPending && <span className="text-muted-foreground">Checking...</span>}
                  {check.isError && <span className="font-medium text-red-700">Unreachable</span>}
                  {check.data && (
                    <span className={cn("font-medium tabular-nums", check.data.ok ? "text-green-700" : "text-red-700")}>
                      {check.data.status} · {check.data.durationMs} ms
                    </span>
                  )}
                </p>
                <a
                  href={endpoint.path}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                  aria-label={`Test ${endpoint.path} (opens in a new tab)`}
                >
                  Test
                  <ExternalLinkIcon size={14} />
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
