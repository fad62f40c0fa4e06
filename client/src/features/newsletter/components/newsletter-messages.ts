import { SUBSCRIBE_MESSAGE } from "@shared/constants";
import type { ToastInput } from "@/components/ui/use-toast";

/** The spec's texts (sections 5 and 8), word for word; success adds the double opt-in's request to confirm. */
export const NEWSLETTER_TOASTS = {
  invalid: { title: "Invalid email", description: "Please enter a valid email address.", variant: "destructive" },
  success: { title: "Successfully subscribed!", description: SUBSCRIBE_MESSAGE },
  failure: { title: "Subscription failed", description: "Please try again later.", variant: "destructive" },
} as const satisfies Record<string, ToastInput>;

/** Non-empty and containing '@'; the server checks the rest. */
export function isPlausibleEmail(value: string): boolean {
  return value.trim() !== "" && value.includes("@");
}
