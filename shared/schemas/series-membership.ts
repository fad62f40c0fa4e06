import * as z from "zod";

/** A post's place in a series as the editor reads it. */
export const postSeriesMembershipSchema = z.object({ seriesId: z.string(), position: z.number().int() });

/** What an article shows of its series: only published parts count, numbered in order of position. */
export const postSeriesNavSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** N of "Part N of M". */
  part: z.number().int(),
  total: z.number().int(),
  parts: z.array(z.object({ slug: z.string(), title: z.string(), current: z.boolean() })),
});
