import type { Clock } from "../../lib/clock";
import { createSignedFormTokens } from "../../lib/signed-form-token";
import type { SettingsRepository } from "../../store/repositories/settings.repository";

const SECRET_KEY = "newsletterFormSecret";
/** A token older than this was kept for replaying, or sat in a tab long forgotten. */
const MAX_SIGN_UP_FORM_AGE_MS = 12 * 60 * 60 * 1000;

/** What the sign-up form sends beside the address; an API client sends neither. */
export interface SignUpFormFields {
  website?: string;
  formToken?: string;
}

/**
 * The comment form's invisible checks, on the newsletter form: a hidden field people never see,
 * and a signed token saying when the form was drawn. A sign-up that fails them is a bot's, and is
 * dropped silently (same answer, nothing stored, nothing mailed), so the bot learns nothing.
 * Unlike the comment form there is no minimum time: an address is one field a browser or password
 * manager fills at once, so a real reader may send it within a second of the form appearing, and a
 * dropped sign-up, unlike a held comment, is never seen by the author to be put right.
 * They apply to what came from the form (either field present); an API client sending only the
 * address is left to the per-client limit and the site's hourly budget of confirmation mails.
 */
export function createNewsletterFormChecks({ settings, clock }: { settings: SettingsRepository; clock: Clock }) {
  const tokens = createSignedFormTokens({ settings, clock, secretKey: SECRET_KEY, purpose: "newsletter-form" });

  async function formAge(token: string | undefined): Promise<number | null> {
    const genuine = await tokens.read(token);
    return genuine ? clock.now().getTime() - genuine.issuedAt : null;
  }

  return {
    issue: (): Promise<string> => tokens.issue(),

    /** Why this sign-up is a bot's, or null to go ahead: nothing here asks anything of a person. */
    async botReason(fields: SignUpFormFields): Promise<string | null> {
      if (fields.website === undefined && fields.formToken === undefined) return null;
      if ((fields.website ?? "").trim() !== "") return "the hidden field was filled";
      const age = await formAge(fields.formToken);
      if (age === null) return "no valid form token";
      if (age < 0) return "a token from the future";
      if (age > MAX_SIGN_UP_FORM_AGE_MS) return "the form was too old";
      return null;
    },
  };
}

export type NewsletterFormChecks = ReturnType<typeof createNewsletterFormChecks>;
