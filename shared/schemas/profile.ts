import * as z from "zod";
import { FIELD_LIMITS } from "../constants";

/** Links shown to readers: https only, so a profile can never carry a javascript: (or a plain-text) link. */
const optionalUrl = z.union([z.literal(""), z.url({ protocol: /^https$/, message: "Must be an https address" }).max(FIELD_LIMITS.url)]);

const socialLinksSchema = z.object({
  linkedinUrl: z.string(),
  instagramUrl: z.string(),
  youtubeUrl: z.string(),
  githubUrl: z.string(),
  portfolioUrl: z.string(),
});

/** Public: the footer and author box read it, so it carries the social links too. */
export const profileSchema = socialLinksSchema.extend({
  name: z.string(),
  avatar: z.string(),
  bio: z.string(),
  /** Fediverse accounts the author had before (Mastodon checks this list before moving followers to the blog). */
  fediverseAlsoKnownAs: z.array(z.string()),
});

/** The most earlier accounts the profile names: a move needs one; a few allow for an account moved more than once. */
export const ALSO_KNOWN_AS_MAX = 5;

export const profileInputSchema = z
  .object({
    name: z.string().trim().max(FIELD_LIMITS.name),
    avatar: z.string().trim().max(FIELD_LIMITS.url),
    bio: z.string().trim().max(2000),
    linkedinUrl: optionalUrl,
    instagramUrl: optionalUrl,
    youtubeUrl: optionalUrl,
    githubUrl: optionalUrl,
    portfolioUrl: optionalUrl,
    fediverseAlsoKnownAs: z
      .array(z.url({ protocol: /^https$/, message: "Must be an https address" }).max(FIELD_LIMITS.url))
      .max(ALSO_KNOWN_AS_MAX, `At most ${ALSO_KNOWN_AS_MAX} accounts`),
  })
  .partial()
  .strict();
