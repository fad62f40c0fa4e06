/**
 * A scheduled time is stored in UTC and shown and entered in the author's own time zone, the one
 * this browser runs in: a `datetime-local` field holds wall-clock time without a zone.
 */

const pad = (value: number) => String(value).padStart(2, "0");

/** UTC ISO time -> the `YYYY-MM-DDTHH:mm` a datetime-local field shows, in this browser's zone. */
export function localInputValue(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What the author typed (local wall-clock time) -> UTC ISO time; empty or unreadable is "". */
export function isoFromLocalInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

/** The zone's name, to say which clock the field follows ("Europe/Berlin"). */
export const authorTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "local time";

const readable = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "Tue, Dec 1, 2026, 9:00 AM", in the author's zone. */
export const formatScheduled = (iso: string): string => readable.format(new Date(iso));

export const isInThePast = (iso: string, now = Date.now()): boolean => new Date(iso).getTime() <= now;
