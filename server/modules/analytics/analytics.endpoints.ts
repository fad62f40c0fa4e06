import type { Request } from "express";
import { ANALYTICS } from "../../../shared/analytics";
import * as schemas from "../../../shared/schemas";
import { endpoint } from "../../api/endpoint";
import type { AnalyticsRange } from "../../../shared/analytics";
import type { Collector } from "./collector";
import type { AnalyticsReports } from "./analytics-report";

function clientOf(req: Request, publicUrl: string) {
  return {
    address: req.ip ?? "",
    userAgent: req.get("user-agent"),
    ownHosts: [new URL(publicUrl).hostname, req.hostname].map((host) => host.toLowerCase()),
  };
}

export function analyticsEndpoints({
  collector,
  analyticsReports,
  publicUrl,
}: {
  collector: Collector;
  analyticsReports: AnalyticsReports;
  publicUrl: string;
}) {
  return [
    endpoint({
      method: "post",
      path: ANALYTICS.collectPath,
      tag: "Analytics",
      access: "public",
      summary: "A reader's beacon: page views, read depth, searches, tag and share clicks",
      description:
        "No cookie is read or set. The client's address and user agent only make the day's visitor key (a salted hash) and are never stored. Requests from crawlers and other programs are accepted and not counted (counted: false). The body may be sent as text/plain, as navigator.sendBeacon does.",
      body: schemas.collectInputSchema,
      beaconBody: { limit: "4kb" },
      rateLimit: "analytics",
      status: 202,
      response: schemas.collectResultSchema,
      example: {
        path: "/blog/soil-moisture-sensors",
        events: [
          { type: "pageview", referrer: "perplexity.ai" },
          { type: "depth", percent: 25 },
        ],
      },
      handle: async ({ body, req, setHeader, isAdmin }) => {
        setHeader("Cache-Control", "no-store");
        return collector.collect(body, { ...clientOf(req, publicUrl), isAuthor: isAdmin });
      },
    }),
    endpoint({
      method: "get",
      path: "/api/admin/analytics",
      tag: "Admin: analytics",
      access: "admin",
      summary: "Visits, reading, referrers, crawlers, searches, tags and newsletter growth for the last 7, 30 or 90 days",
      query: schemas.analyticsRangeQuerySchema,
      response: schemas.analyticsReportSchema,
      handle: ({ query }) => analyticsReports.report(query.days as AnalyticsRange),
    }),
    endpoint({
      method: "get",
      path: "/api/admin/analytics/ai-traffic",
      tag: "Admin: analytics",
      access: "admin",
      summary: "Crawler hits and answer-engine visits the server counted itself",
      query: schemas.analyticsRangeQuerySchema,
      response: schemas.aiTrafficSchema,
      handle: ({ query }) => analyticsReports.aiTraffic(query.days),
    }),
  ];
}
