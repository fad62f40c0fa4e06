import type { SubscriberList } from "@shared/types";
import { Notice } from "@/components/ui/notice";

type Waiting = SubscriberList["confirmationsWaiting"];

const REASONS: Record<NonNullable<Waiting["reason"]>, (waiting: Waiting) => string> = {
  "hourly-limit": (waiting) => `the hourly limit of ${waiting.hourlyLimit} confirmation mails was reached`,
};

/** The sentence the author reads; nothing when no sign-up waits. */
function confirmationsWaitingText(waiting: Waiting): string | null {
  if (waiting.count === 0 || !waiting.reason) return null;
  const who = waiting.count === 1 ? "1 sign-up is" : `${waiting.count} sign-ups are`;
  return `${who} waiting for their confirmation mail: ${REASONS[waiting.reason](waiting)}. Later hours send them, oldest first.`;
}

/**
 * Sign-ups kept pending without a mail because the site-wide budget was spent: the author sees a
 * flood was absorbed, and why those readers have not heard from the site yet.
 */
export function ConfirmationsWaitingNotice({ waiting }: { waiting: Waiting }) {
  const text = confirmationsWaitingText(waiting);
  return text ? <Notice tone="later">{text}</Notice> : null;
}
