import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useCopyFeedback } from "@/lib/use-copy-feedback";

function CopyCodeButton({ code }: { code: HTMLElement }) {
  const { copied, copy } = useCopyFeedback();
  return (
    <button
      type="button"
      className="code-copy-button"
      aria-label={copied ? "Copied" : "Copy code"}
      aria-live="polite"
      onClick={() => void copy(code.textContent ?? "")}
    >
      {copied ? "Copied" : "Copy"}
    </button>
  );
}

/**
 * A Copy button on each block of highlighted code in the article's HTML. The server's HTML has
 * none: only the app can copy, so the buttons appear once it runs, never dead before.
 */
export function CodeCopyButtons({ body, html }: { body: HTMLElement; html: string }) {
  const [blocks, setBlocks] = useState<HTMLElement[]>([]);
  useEffect(() => {
    setBlocks([...body.querySelectorAll<HTMLElement>("pre > code.hljs")]);
  }, [body, html]);
  return blocks.map((code, index) => createPortal(<CopyCodeButton code={code} />, code.parentElement!, `${index}`));
}
