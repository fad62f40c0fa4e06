import { CheckIcon, TriangleAlertIcon } from "lucide-react";
import type { OgPreviewWarning } from "@shared/types";

const FIELD_LABELS: Record<OgPreviewWarning["field"], string> = {
  status: "Status",
  title: "Title",
  description: "Description",
  image: "Image",
  url: "URL",
  twitterCard: "X card type",
};

export function PreviewWarnings({ warnings }: { warnings: OgPreviewWarning[] }) {
  if (warnings.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-primary/20 bg-accent px-3 py-2 text-sm text-primary">
        <CheckIcon size={16} />
        Nothing missing or too long: every network has what it needs.
      </p>
    );
  }
  return (
    <div className="rounded-lg border border-warning-border bg-warning-soft px-3 py-2 text-warning">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <TriangleAlertIcon size={16} />
        {warnings.length === 1 ? "1 thing to fix" : `${warnings.length} things to fix`}
      </h3>
      <ul className="mt-2 space-y-1 text-sm" aria-label="Warnings">
        {warnings.map((warning) => (
          <li key={`${warning.field}:${warning.message}`}>
            <span className="font-semibold">{FIELD_LABELS[warning.field]}:</span> {warning.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
