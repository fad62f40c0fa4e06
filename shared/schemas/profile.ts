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
});

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
  })
  .partial()
  .strict();
