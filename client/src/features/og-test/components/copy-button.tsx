import { CheckIcon, CopyIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCopyFeedback } from "@/lib/use-copy-feedback";

/** Copy with a check mark for 2 s; `label` names what is copied, for screen readers. */
export function CopyButton({ text, label, disabled = false }: { text: string; label: string; disabled?: boolean }) {
  const { copied, copy } = useCopyFeedback();
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void copy(text)}
        disabled={disabled || !text}
        aria-label={copied ? `Copied ${label}` : `Copy ${label}`}
      >
        {copied ? <CheckIcon size={16} className="text-primary-light" data-testid="copied-check" /> : <CopyIcon size={16} />}
        <span aria-hidden="true">{copied ? "Copied" : "Copy"}</span>
      </Button>
      <span role="status" className="sr-only">
        {copied ? `${label} copied to the clipboard` : ""}
      </span>
    </>
  );
}
