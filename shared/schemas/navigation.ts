import * as z from "zod";
import { FIELD_LIMITS } from "../constants";
import { SITE_PATH } from "../navigation";
import { NAVIGATION_LIMITS, OUTSIDE_ADDRESS } from "../navigation-editing";

export const navLinkHrefSchema = z
  .string()
  .trim()
  .min(1, "A link needs an address")
  .max(FIELD_LIMITS.url, `An address has at most ${FIELD_LIMITS.url} characters`)
  .refine((href) => SITE_PATH.test(href) || OUTSIDE_ADDRESS.test(href), {
    message: 'A link goes to a site path starting with "/" (such as /posts) or to an http:// or https:// address',
  });

export const navLinkSchema = z.object({ label: z.string(), href: z.string() });

/** Public: the top bar, the mobile menu and the footer draw these links. */
export const navigationSchema = z.object({ topBar: z.array(navLinkSchema), footer: z.array(navLinkSchema) });

const navLinkInputSchema = z
  .object({
    label: z
      .string()
      .trim()
      .min(1, "A link needs a label")
      .max(NAVIGATION_LIMITS.label, `A label has at most ${NAVIGATION_LIMITS.label} characters`),
    href: navLinkHrefSchema,
  })
  .strict();

export const navigationInputSchema = z
  .object({
    topBar: z.array(navLinkInputSchema).max(NAVIGATION_LIMITS.topBar, `The top bar has at most ${NAVIGATION_LIMITS.topBar} links`),
    footer: z.array(navLinkInputSchema).max(NAVIGATION_LIMITS.footer, `The footer has at most ${NAVIGATION_LIMITS.footer} links`),
  })
  .strict();
