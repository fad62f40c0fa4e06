import { Icon } from "@/components/ui/icons";

// The editor toolbar's glyphs, drawn at 18px in the shared icon frame.

export const BoldGlyph = () => (
  <Icon size={18}>
    <path d="M6 12h9a4 4 0 0 1 0 8H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h7a4 4 0 0 1 0 8" />
  </Icon>
);

export const ItalicGlyph = () => (
  <Icon size={18}>
    <path d="M19 4h-9M14 20H5M15 4 9 20" />
  </Icon>
);

export const ListGlyph = () => (
  <Icon size={18}>
    <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
  </Icon>
);

export const QuoteGlyph = () => (
  <Icon size={18}>
    <path d="M3 21c3 0 7-1 7-8V5c0-1.25-.76-2-2-2H4c-1.25 0-2 .75-2 1.97V11c0 1.25.75 2 2 2 1 0 1 0 1 1v1c0 1-1 2-2 2s-1 .01-1 1.03V20c0 1 0 1 1 1z" />
    <path d="M15 21c3 0 7-1 7-8V5c0-1.25-.76-2-2-2h-4c-1.25 0-2 .75-2 1.97V11c0 1.25.75 2 2 2h.75c0 2.25.25 4-2.75 4v3c0 1 0 1 1 1z" />
  </Icon>
);

export const ImageGlyph = () => (
  <Icon size={18}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
  </Icon>
);

const HEADING_STEM = (
  <>
    <path d="M4 12h8" />
    <path d="M4 18V6" />
    <path d="M12 18V6" />
  </>
);

export const Heading1Glyph = () => (
  <Icon size={18}>
    {HEADING_STEM}
    <path d="m17 12 3-2v8" />
  </Icon>
);

export const Heading2Glyph = () => (
  <Icon size={18}>
    {HEADING_STEM}
    <path d="M21 18h-4c0-4 4-3 4-6 0-1.5-2-2.5-4-1" />
  </Icon>
);

export const Heading3Glyph = () => (
  <Icon size={18}>
    {HEADING_STEM}
    <path d="M17.5 10.5c1.7-1 3.5 0 3.5 1.5a2 2 0 0 1-2 2" />
    <path d="M17 17.5c2 1.5 4 .3 4-1.5a2 2 0 0 0-2-2" />
  </Icon>
);
