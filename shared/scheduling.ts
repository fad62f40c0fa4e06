/** Scheduled publishing (issue 16), read by the server that publishes and the editor that schedules. */
export const SCHEDULING = {
  /** How often the server looks for posts whose time has come: each goes live within this of its time. */
  checkEveryMs: 20_000,
  /** Posts one look publishes; any more wait for the next, a few seconds later. */
  batch: 25,
  pastTimeMessage: "Choose a time in the future to schedule the post",
  /** A save both publishing now and naming a later time: refused, never published early (issue 22). */
  contradictionMessage:
    "isPublished and publishAt disagree: a post with a future publishAt is scheduled, so send isPublished: false (or publishAt: null to publish now)",
} as const;
