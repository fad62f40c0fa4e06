// The brand's colours as recharts needs them (SVG attributes, not Tailwind classes); the hex values
// are index.css's tokens, and the tick grey is text-muted-foreground, legible on a white card.
export const CHART_COLORS = {
  brand: "#2D5016",
  brandLight: "#4A7C2A",
  earth: "#8B5E34",
  grid: "#e7e5e4",
} as const;

export const CHART_TICK = { fill: "#57534e", fontSize: 11 } as const;
