import { Passport } from "passport";
import { Strategy as GoogleStrategy, type Profile as GoogleProfile } from "passport-google-oauth20";
import { Strategy as GitHubStrategy } from "passport-github2";
import type { Config } from "../../config";
import type { OAuthIdentity } from "./auth.service";

interface ProfileEmail {
  value: string;
  verified?: boolean | string;
  primary?: boolean;
}

interface ProviderProfile {
  id: string;
  displayName?: string;
  username?: string;
  emails?: ProfileEmail[];
  photos?: { value: string }[];
}

const isVerified = (email: ProfileEmail) => email.verified === true || email.verified === "true";

/** The provider's verified address: GitHub's primary one, Google's account address. */
function verifiedEmail(profile: ProviderProfile): string {
  const emails = profile.emails ?? [];
  const chosen = emails.find((email) => email.primary && isVerified(email)) ?? emails.find(isVerified);
  return chosen?.value.toLowerCase() ?? "";
}

function toIdentity(provider: OAuthIdentity["provider"], profile: ProviderProfile): OAuthIdentity {
  return {
    provider,
    providerId: String(profile.id),
    name: profile.displayName || profile.username || "Author",
    email: verifiedEmail(profile),
    avatar: profile.photos?.[0]?.value ?? "",
  };
}

/**
 * A Passport instance of the app's own (not the global one) with a strategy for each provider
 * whose client id and secret are configured. Passport only turns the provider's answer into an
 * identity; the session is written by the route, so state checks and session ids stay ours.
 */
export function createOAuthPassport(config: Config): InstanceType<typeof Passport> {
  const passport = new Passport();
  const { google, github } = config.oauth;

  if (google) {
    passport.use(
      "google",
      new GoogleStrategy(
        {
          clientID: google.clientId,
          clientSecret: google.clientSecret,
          callbackURL: google.callbackUrl,
          authorizationURL: google.endpoints.authorization,
          tokenURL: google.endpoints.token,
          userProfileURL: google.endpoints.profile,
          scope: ["profile", "email"],
          state: true,
        },
        (_accessToken: string, _refreshToken: string, profile: GoogleProfile, done: (error: unknown, user?: OAuthIdentity) => void) =>
          done(null, toIdentity("google", profile as unknown as ProviderProfile)),
      ),
    );
  }

  if (github) {
    passport.use(
      "github",
      new GitHubStrategy(
        // passport-github2's types predate allRawEmails and state: true.
        {
          clientID: github.clientId,
          clientSecret: github.clientSecret,
          callbackURL: github.callbackUrl,
          ...(github.endpoints.authorization ? { authorizationURL: github.endpoints.authorization } : {}),
          ...(github.endpoints.token ? { tokenURL: github.endpoints.token } : {}),
          ...(github.endpoints.profile ? { userProfileURL: github.endpoints.profile } : {}),
          ...(github.endpoints.emails ? { userEmailURL: github.endpoints.emails } : {}),
          scope: ["read:user", "user:email"],
          allRawEmails: true,
          state: true,
        } as unknown as import("passport-github2").StrategyOptions,
        (_accessToken: string, _refreshToken: string, profile: ProviderProfile, done: (error: unknown, user?: OAuthIdentity) => void) =>
          done(null, toIdentity("github", profile)),
      ),
    );
  }

  return passport;
}
