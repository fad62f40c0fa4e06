const SHOWN_MAX = 56;
const TAIL = 18;

/**
 * An address as a list shows it: no scheme, no "www.", no lone trailing slash, and a long one cut
 * in the middle, keeping the host and the end of the path, which tell links apart.
 */
export function shortAddress(url: string): string {
  const bare = url
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/$/, "");
  if (bare.length <= SHOWN_MAX) return bare;
  return `${bare.slice(0, SHOWN_MAX - TAIL - 1)}…${bare.slice(-TAIL)}`;
}
