/**
 * Puts `content` where `marker` stands in `html`, once. Slicing rather than String.replace, whose
 * replacement strings read `$&`, `$'` and `$$` as patterns: a title or a path holding them would
 * otherwise rewrite the page around it.
 */
export function insertAtMarker(html: string, marker: string, content: string): string {
  const at = html.indexOf(marker);
  if (at === -1) return html;
  return html.slice(0, at) + content + html.slice(at + marker.length);
}
