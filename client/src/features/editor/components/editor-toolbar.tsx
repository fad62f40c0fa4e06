import { BoldIcon, Heading1Icon, Heading2Icon, Heading3Icon, ImageIcon, ItalicIcon, ListIcon, QuoteIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { MarkdownFormat } from "../lib/markdown-toolbar";

const TOOLBAR_BUTTONS: { format: MarkdownFormat; label: string; syntax: string; icon: ReactNode }[] = [
  { format: "h1", label: "Heading 1", syntax: "# Heading", icon: <Heading1Icon size={18} /> },
  { format: "h2", label: "Heading 2", syntax: "## Heading", icon: <Heading2Icon size={18} /> },
  { format: "h3", label: "Heading 3", syntax: "### Heading", icon: <Heading3Icon size={18} /> },
  { format: "bold", label: "Bold", syntax: "**bold**", icon: <BoldIcon size={18} /> },
  { format: "italic", label: "Italic", syntax: "*italic*", icon: <ItalicIcon size={18} /> },
  { format: "list", label: "Bulleted list", syntax: "- item", icon: <ListIcon size={18} /> },
  { format: "quote", label: "Quote", syntax: "> quote", icon: <QuoteIcon size={18} /> },
  { format: "image", label: "Image", syntax: "![alt](url)", icon: <ImageIcon size={18} /> },
];

export interface EditorToolbarProps {
  /** The id of the text area the buttons act on. */
  controls: string;
  onFormat: (format: MarkdownFormat) => void;
  disabled?: boolean;
}

/** Buttons that put markdown around the selection in the body text area. */
export function EditorToolbar({ controls, onFormat, disabled = false }: EditorToolbarProps) {
  return (
    <div role="toolbar" aria-label="Formatting" aria-controls={controls} className="flex flex-wrap gap-1">
      {TOOLBAR_BUTTONS.map(({ format, label, syntax, icon }) => (
        <Tooltip key={format}>
          <TooltipTrigger asChild>
            <button
              type="button"
              aria-label={label}
              disabled={disabled}
              // Keeps the text area's selection and focus while the mouse is down on the button.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onFormat(format)}
              className="inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-md text-body transition-colors hover:bg-accent hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50"
            >
              {icon}
            </button>
          </TooltipTrigger>
          <TooltipContent>
            {label} <code className="ml-1 opacity-80">{syntax}</code>
          </TooltipContent>
        </Tooltip>
      ))}
    </div>
  );
}
