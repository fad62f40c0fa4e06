import { CheckIcon, CopyIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { COPY_FEEDBACK_MS } from "@shared/constants";
import { Button } from "@/components/ui/button";

/**
 * Copies `text` and says so for 2 s. `label` names what is copied ("the handle"); the button's name starts with
 * the word on screen, for voice control. A refused clipboard leaves the text on screen to copy by hand.
 */
export function CopyTextButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      // Undefined outside secure contexts; the TypeError lands here too.
      await navigator.clipboard.writeText(text);
    } catch {
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void copy()} aria-label={`${copied ? "Copied" : "Copy"} ${label}`}>
        {copied ? <CheckIcon size={16} aria-hidden="true" /> : <CopyIcon size={16} aria-hidden="true" />}
        <span aria-hidden="true">{copied ? "Copied" : "Copy"}</span>
      </Button>
      <span role="status" className="sr-only">
        {copied ? `Copied ${label} to the clipboard` : ""}
      </span>
    </>
  );
}
