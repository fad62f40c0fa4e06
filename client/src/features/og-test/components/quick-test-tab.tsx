import { ExternalLinkIcon } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { SectionCard } from "@/components/ui/section-card";
import type { TestUrl } from "../lib/test-urls";
import { CopyButton } from "./copy-button";
import { ExternalLink } from "./external-link";

function UrlRow({ item }: { item: TestUrl }) {
  return (
    <li className="flex flex-col gap-3 py-4 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-foreground">{item.label}</h3>
          <Badge variant="soft">Ready</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{item.description}</p>
        <code className="block break-all rounded-md bg-muted px-2 py-1 font-mono text-xs text-emphasis">{item.url}</code>
      </div>
      <div className="flex shrink-0 gap-2">
        <CopyButton text={item.url} label={`${item.label} URL`} />
        <ExternalLink href={item.url} label={`Open ${item.label}`}>
          <ExternalLinkIcon size={16} />
          Open
        </ExternalLink>
      </div>
    </li>
  );
}

function CustomUrl({ placeholder }: { placeholder: string }) {
  const [url, setUrl] = useState("");
  const id = useId();
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-foreground">
        Custom URL
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Any address you want to paste into a debugger.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          id={id}
          type="url"
          inputMode="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder={placeholder}
          aria-describedby={`${id}-hint`}
          className="h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm text-foreground placeholder:text-subtle focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <div className="flex shrink-0">
          <CopyButton text={url.trim()} label="custom URL" />
        </div>
      </div>
    </div>
  );
}

export function QuickTestTab({ urls, customPlaceholder }: { urls: TestUrl[]; customPlaceholder: string }) {
  return (
    <SectionCard
      id="quick-test-heading"
      title="Ready-to-test URLs"
      description="Copy an address into a debugger, or open it to see what it serves."
    >
      <ul className="divide-y divide-border">
        {urls.map((item) => (
          <UrlRow key={item.id} item={item} />
        ))}
      </ul>
      <div className="border-t border-border pt-4">
        <CustomUrl placeholder={customPlaceholder} />
      </div>
    </SectionCard>
  );
}
