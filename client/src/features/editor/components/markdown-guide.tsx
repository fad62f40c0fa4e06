import { SideCard } from "./side-card";

const GUIDE: [syntax: string, meaning: string][] = [
  ["# Heading", "Heading 1 (## and ### for smaller)"],
  ["**bold**", "Bold"],
  ["*italic*", "Italic"],
  ["- item", "Bulleted list"],
  ["1. item", "Numbered list"],
  ["> quote", "Quote"],
  ["[text](https://...)", "Link"],
  ["![alt](https://...)", "Image"],
  ["`code`", "Inline code"],
  ["| a | b |", "Table"],
];

export function MarkdownGuide() {
  return (
    <SideCard id="guide-heading" title="Markdown Guide">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        {GUIDE.map(([syntax, meaning]) => (
          <div key={syntax} className="contents">
            <dt>
              <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-emphasis">{syntax}</code>
            </dt>
            <dd className="text-body">{meaning}</dd>
          </div>
        ))}
      </dl>
    </SideCard>
  );
}
