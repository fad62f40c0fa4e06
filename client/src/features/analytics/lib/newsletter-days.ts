import type { AnalyticsReport } from "@shared/types";

type Newsletter = AnalyticsReport["newsletter"];

/** The days anyone subscribed or left; the report lists every day of the range, most of them quiet. */
export const activeDays = (newsletter: Newsletter) => newsletter.daily.filter((day) => day.subscribed > 0 || day.unsubscribed > 0);

/** Whether there is anything to say about the newsletter, even in a range nobody visited. */
export const hasNewsletterFigures = (newsletter: Newsletter) =>
  newsletter.total > 0 || newsletter.gained !== 0 || activeDays(newsletter).length > 0;
