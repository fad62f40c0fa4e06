/** A page view or a named event, as the app reports it to both counters (track.ts loads them). */
export type TrackedEvent = { pageView: string } | { name: string; params?: Record<string, string | number | boolean> };
