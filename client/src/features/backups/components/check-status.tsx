import { CircleAlertIcon, CircleCheckIcon, ClockIcon } from "lucide-react";
import type { Snapshot } from "@shared/schemas";
import { cn } from "@/lib/utils";
import { checkSummary, type CheckTone } from "../lib/backup-words";

// Colour repeats what the icon and the words say; each tone keeps 4.5:1 on the card.
const tones: Record<CheckTone, { className: string; Icon: typeof CircleCheckIcon }> = {
  ok: { className: "text-success", Icon: CircleCheckIcon },
  failed: { className: "text-destructive-strong", Icon: CircleAlertIcon },
  unchecked: { className: "text-warning", Icon: ClockIcon },
};

/** A snapshot's check: passed, failed with the server's reason, or not run yet. */
export function CheckStatus({ check, className }: { check: Snapshot["check"]; className?: string }) {
  const { tone, text } = checkSummary(check);
  const { className: toneClass, Icon } = tones[tone];
  return (
    <span className={cn("inline-flex items-start gap-1.5 font-medium", toneClass, className)}>
      <Icon aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
      <span>{text}</span>
    </span>
  );
}
