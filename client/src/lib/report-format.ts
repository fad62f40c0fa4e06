const counts = new Intl.NumberFormat("en-US");
// The report's days are UTC days; formatting them in UTC keeps "Nov 5" from showing as Nov 4 west of Greenwich.
const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** 1234 -> "1,234" */
export const formatCount = (value: number) => counts.format(value);

/** "2026-11-05" -> "Nov 5" */
export const formatDay = (isoDay: string) => shortDay.format(new Date(`${isoDay}T00:00:00Z`));

/** "2026-11-05" -> "Nov 5, 2026" */
export const formatLongDay = (isoDay: string) => longDay.format(new Date(`${isoDay}T00:00:00Z`));

/** A change in a count, signed, so a gain and a loss read differently without colour: "+3", "−2", "0". */
export const formatChange = (value: number) => (value > 0 ? `+${formatCount(value)}` : value < 0 ? `−${formatCount(-value)}` : "0");

/** "1 post", "3 posts" */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
