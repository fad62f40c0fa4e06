// The author's own clock: an import or a backup is something that just happened to their site,
// unlike a post's date.
const stamp = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });

/** "Nov 26, 2026, 5:02 AM" */
export function formatStamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : stamp.format(date);
}
