/**
 * Authors pick category colours for looks, not contrast. Black or white, whichever contrasts
 * more with the colour, always reaches at least 4.58:1 (WCAG), so the badge text stays readable.
 */

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a #RRGGBB colour, or null when it is not one. */
export function relativeLuminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((part) => channel(Number.parseInt(part, 16)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: number, b: number): number {
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

export function readableTextColour(background: string): "#000000" | "#FFFFFF" {
  const luminance = relativeLuminance(background);
  if (luminance === null) return "#FFFFFF";
  return contrastRatio(luminance, 1) >= contrastRatio(luminance, 0) ? "#FFFFFF" : "#000000";
}
