import type { ReactNode } from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { MarkdownFormat } from "../lib/markdown-toolbar";
import { BoldGlyph, Heading1Glyph, Heading2Glyph, Heading3Glyph, ImageGlyph, ItalicGlyph, ListGlyph, QuoteGlyph } from "./toolbar-icons";

export const TOOLBAR_BUTTONS: { format: MarkdownFormat; label: string; syntax: string; icon: ReactNode }[] = [
  { format: "h1", label: "Heading 1", syntax: "# Heading", icon: <Heading1Glyph /> },
  { format: "h2", label: "Heading 2", syntax: "## Heading", icon: <Heading2Glyph /> },
  { format: "h3", label: "Heading 3", syntax: "### Heading", icon: <Heading3Glyph /> },
  { format: "bold", label: "Bold", syntax: "**bold**", icon: <BoldGlyph /> },
  { format: "italic", label: "Italic", syntax: "*italic*", icon: <ItalicGlyph /> },
  { format: "list", label: "Bulleted list", syntax: "- item", icon: <ListGlyph /> },
  { format: "quote", label: "Quote", syntax: "> quote", icon: <QuoteGlyph /> },
  { format: "image", label: "Image", syntax: "![alt](url)", icon: <ImageGlyph /> },
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
              className="inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-md text-stone-700 transition-colors hover:bg-brand-pale hover:text-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-light disabled:pointer-events-none disabled:opacity-50"
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
