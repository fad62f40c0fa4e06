import type { FediverseDelivery, FediverseOverview } from "@shared/types";
import { formatCount } from "@/lib/report-format";

type QueueCounts = FediverseOverview["deliveries"];

/** A delivery's status as the author reads it: "failed" is final, the queue gave up on it. */
export const DELIVERY_STATUS_LABELS: Record<FediverseDelivery["status"], string> = {
  pending: "Queued",
  working: "Sending",
  done: "Sent",
  failed: "Failed",
  cancelled: "Cancelled",
};

/** The queue in four figures: one being sent is still queued, as far as the author is concerned. */
export const deliveryTotals = (counts: QueueCounts) => [
  { label: "Queued", value: counts.pending + counts.working },
  { label: "Sent", value: counts.done },
  { label: "Failing", value: counts.failed },
  { label: "Cancelled", value: counts.cancelled },
];

const counted = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** "12 of 5,000 activities today; at most 500 a server, 20 replies a server a day" */
export const inboxTodayText = ({ inboxToday, caps }: Pick<FediverseOverview, "inboxToday" | "caps">) =>
  `${formatCount(inboxToday)} of ${counted(caps.perDay, "activity", "activities")} today; ` +
  `at most ${formatCount(caps.perServerPerDay)} a server, ${counted(caps.repliesPerServerPerDay, "reply", "replies")} a server a day`;

export const followersText = (count: number) => counted(count, "follower", "followers");

export const TURNED_OFF_TEXT = "Fediverse is turned off (FEDIVERSE=off).";
