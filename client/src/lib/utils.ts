import { clsx, type ClassValue } from "clsx";
import { twMerge } from "./tailwind-merge";

/** Joins class names as clsx does; a later Tailwind class wins over an earlier one of its group. */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}

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
