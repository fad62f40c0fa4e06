import { ExternalLinkIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { SectionCard } from "@/components/ui/section-card";
import { chatAppAdvice, PLATFORM_TOOLS, type PlatformTool } from "../lib/platform-tools";
import { ExternalLink } from "./external-link";
import { ToolIcon } from "./tool-icon";

function ToolCard({ tool, url }: { tool: PlatformTool; url: string }) {
  const headingId = `tool-${tool.id}`;
  return (
    <Card className="flex flex-col">
      <section aria-labelledby={headingId} className="flex flex-1 flex-col">
        <CardContent className="flex flex-1 flex-col gap-3">
          <div className="flex items-center gap-3">
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
              <ToolIcon id={tool.id} />
            </span>
            <div>
              <h3 id={headingId} className="font-semibold text-foreground">
                {tool.name}
              </h3>
              <p className="text-xs text-muted-foreground">{tool.network}</p>
            </div>
          </div>
          <p className="flex-1 text-sm text-body">{tool.description}</p>
          {tool.href ? (
            <ExternalLink href={tool.href(url)} label={tool.action} className="self-start">
              <ExternalLinkIcon size={16} />
              {tool.action}
            </ExternalLink>
          ) : (
            <Button variant="outline" size="sm" className="self-start" onClick={() => window.alert(chatAppAdvice(url))}>
              {tool.action}
            </Button>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

export function PlatformToolsTab({ url }: { url: string }) {
  return (
    <SectionCard
      id="platform-tools-heading"
      title="Platform debuggers"
      description={
        <>
          Each tool opens with the sample post: <span className="break-all font-mono text-xs text-emphasis">{url}</span>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PLATFORM_TOOLS.map((tool) => (
          <ToolCard key={tool.id} tool={tool} url={url} />
        ))}
      </div>
    </SectionCard>
  );
}
