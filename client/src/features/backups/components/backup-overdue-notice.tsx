import { TriangleAlertIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useBackupsOverview } from "../api/get-backups";
import { overdueText } from "../lib/backup-words";

/**
 * The dashboard's standing warning that the last good snapshot is too old. A status region, not an
 * alert: it is there on every visit until a snapshot passes, and need not interrupt. Nothing while
 * loading or when the overview cannot be read: a guess would cry wolf.
 */
export function BackupOverdueNotice({ onOpenBackups }: { onOpenBackups: () => void }) {
  const overview = useBackupsOverview();
  const text = overview.isSuccess ? overdueText(overview.data) : null;
  if (!text) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-warning-border bg-warning-soft px-4 py-3 text-sm text-warning"
    >
      <TriangleAlertIcon aria-hidden="true" size={18} className="shrink-0" />
      <p className="font-medium">{text}</p>
      <Button variant="link" size="sm" className="h-auto px-0 text-warning underline" onClick={onOpenBackups}>
        Open Backups
      </Button>
    </div>
  );
}
