import { clsx, type ClassValue } from "clsx";
import { twMerge } from "./tailwind-merge";

/** Joins class names as clsx does; a later Tailwind class wins over an earlier one of its group. */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}

// Dates are stored in UTC; formatting in UTC keeps an evening post from showing "tomorrow"
// to readers east of the author, and keeps every reader's date the same.
const cardDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

function format(formatter: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatter.format(date);
}

/** "Nov 5, 2026" */
export const formatCardDate = (iso: string) => format(cardDate, iso);
/** "November 5, 2026" */
export const formatLongDate = (iso: string) => format(longDate, iso);
/** "November 2026" */
export const formatMonthYear = (iso: string) => format(monthYear, iso);

/** "Jane Q. Doe" -> "JD"; used where an avatar image is missing. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = words[0][0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1][0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** The spec's rule for a single-author blog: the profile's name wins when it has one. */
export function displayAuthorName(profileName: string | undefined, postAuthorName: string): string {
  return profileName?.trim() ? profileName.trim() : postAuthorName;
}

/**
 * The router decodes paths with decodeURI, which leaves reserved characters such as %2F and %23
 * escaped; a malformed escape stays as typed rather than crashing the page.
 */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
