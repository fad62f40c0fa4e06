import { SectionCard } from "@/components/ui/section-card";
import { toolById, type PlatformTool } from "../lib/platform-tools";
import { ExternalLink } from "./external-link";
import { ToolIcon } from "./tool-icon";

// The spec's four: the general social network, the professional network, the universal tester and the messaging app.
const QUICK_ACTIONS: { id: PlatformTool["id"]; label: string }[] = [
  { id: "facebook", label: "Test on Facebook" },
  { id: "linkedin", label: "Test on LinkedIn" },
  { id: "opengraph", label: "Test on OpenGraph.xyz" },
  { id: "whatsapp", label: "Share on WhatsApp" },
];

export function QuickActionsCard({ url }: { url: string }) {
  return (
    <SectionCard
      id="quick-actions-heading"
      title="Quick Testing Actions"
      description="One click to the sample post in the most used debuggers."
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {QUICK_ACTIONS.map(({ id, label }) => (
          <ExternalLink key={id} href={toolById(id).href!(url)} label={label} variant={id === "facebook" ? "default" : "outline"} size="md">
            <ToolIcon id={id} size={18} />
            {label}
          </ExternalLink>
        ))}
      </div>
    </SectionCard>
  );
}
