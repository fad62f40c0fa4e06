import { useCallback, useEffect, useRef, useState } from "react";
import { COPY_FEEDBACK_MS } from "@shared/constants";

/**
 * Copies text and reports `copied` for 2 s. A refused clipboard is only logged:
 * the address stays on screen to copy by hand.
 */
export function useCopyFeedback() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      // Undefined outside secure contexts; the TypeError lands in the same branch.
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error("Could not copy to the clipboard:", error);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  }, []);

  return { copied, copy };
}
