import { ExternalLinkIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { SectionCard } from "@/components/ui/section-card";

/** Outside tools open in a new tab, with this site's address filled in where the tool takes one. */
function tools(site: string) {
  return [
    {
      name: "Google Search Console",
      description: "Index coverage, crawl errors and the queries that find the blog.",
      href: "https://search.google.com/search-console",
    },
    {
      name: "PageSpeed Insights",
      description: "Core Web Vitals and speed scores for mobile and desktop.",
      href: `https://pagespeed.web.dev/analysis?url=${encodeURIComponent(site)}`,
    },
    {
      name: "Schema.org validator",
      description: "Checks the JSON-LD of any page against schema.org.",
      href: `https://validator.schema.org/#url=${encodeURIComponent(site)}`,
    },
    {
      name: "Lighthouse",
      description: "A full performance, accessibility and SEO audit.",
      href: "https://developer.chrome.com/docs/lighthouse/overview",
    },
    { name: "Ahrefs", description: "Backlinks, keywords and competing pages.", href: "https://ahrefs.com/" },
    { name: "SEMrush", description: "Keyword positions, site audit and traffic estimates.", href: "https://www.semrush.com/" },
  ];
}

const TEST_QUERIES = [
  "What are the best soil moisture sensors for precision irrigation?",
  "How much can variable-rate fertilising save on a 200-hectare farm?",
  "Is LoRaWAN a good network for farm sensors?",
  "Does vertical farming make sense on energy costs?",
];

const AUTHORITY_SIGNALS = [
  "A named author with a short bio on every article",
  "Published and updated dates in each article's JSON-LD",
  "Field data, figures and sources cited in the text",
  "Headings that each answer one question",
  "An RSS feed and llms.txt listing every article",
];

export function MonitoringTab() {
  return (
    <div className="space-y-6">
      <SectionCard id="tools-heading" title="Analysis tools" description="Each opens in a new tab.">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {tools(window.location.origin).map((tool) => (
            <li key={tool.name}>
              <a
                href={tool.href}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex h-full flex-col gap-1 rounded-lg border border-border p-4 transition-colors hover:border-primary/40 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex items-center justify-between gap-2 font-semibold text-primary">
                  {tool.name}
                  <ExternalLinkIcon size={16} />
                  <span className="sr-only">(opens in a new tab)</span>
                </span>
                <span className="text-sm text-muted-foreground">{tool.description}</span>
              </a>
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard
        id="geo-guide-heading"
        title="GEO monitoring guide"
        description="Check by hand, once a month, whether answer engines cite the blog."
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Card>
            <CardContent className="space-y-2">
              <h3 className="font-semibold text-emphasis">Sample test queries</h3>
              <p className="text-sm text-muted-foreground">
                Ask ChatGPT, Claude, Perplexity and You.com, and note whether Furrow is cited.
              </p>
              <ul className="list-disc space-y-1 pl-5 text-sm text-body">
                {TEST_QUERIES.map((query) => (
                  <li key={query}>{query}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardContent className="space-y-2">
              <h3 className="font-semibold text-emphasis">Content-authority signals</h3>
              <p className="text-sm text-muted-foreground">What answer engines look for before they quote a page.</p>
              <ul className="list-disc space-y-1 pl-5 text-sm text-body">
                {AUTHORITY_SIGNALS.map((signal) => (
                  <li key={signal}>{signal}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
      </SectionCard>
    </div>
  );
}
