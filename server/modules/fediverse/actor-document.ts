import type { Profile } from "../../../shared/types";
import { escapeMarkup } from "../../../shared/html-escape";
import { ACTIVITY_CONTEXT } from "./activity-streams";
import type { FediverseIdentity } from "./identity";

const SOCIAL_LINKS = [
  ["LinkedIn", "linkedinUrl"],
  ["Instagram", "instagramUrl"],
  ["YouTube", "youtubeUrl"],
  ["GitHub", "githubUrl"],
  ["Portfolio", "portfolioUrl"],
] as const satisfies readonly (readonly [string, keyof Profile])[];

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeMarkup(part)}</p>`)
    .join("");

const link = (url: string) =>
  `<a href="${escapeMarkup(url)}" rel="me nofollow noopener" target="_blank">${escapeMarkup(url.replace(/^https:\/\//, ""))}</a>`;

export interface ActorFacts {
  profile: Profile;
  publicKeyPem: string;
  /** When the blog started: the actor's `published`. */
  since: Date;
  /** Where the account's followers moved it from (Mastodon checks it before moving them). */
  alsoKnownAs: string[];
  siteName: string;
}

/**
 * The blog's author as an ActivityPub `Person`: what Mastodon shows on the profile (name, bio,
 * avatar, the profile's links as verified fields) and where it sends follows and replies.
 */
export function actorDocument(identity: FediverseIdentity, facts: ActorFacts) {
  const { profile } = facts;
  const icon = profile.avatar ? new URL(profile.avatar, identity.publicUrl).href : null;
  return {
    "@context": ACTIVITY_CONTEXT,
    id: identity.actorId,
    type: "Person",
    preferredUsername: identity.username,
    name: profile.name || facts.siteName,
    summary: paragraphs(profile.bio || `Articles from ${facts.siteName}.`),
    url: `${identity.publicUrl}/`,
    inbox: identity.inbox,
    outbox: identity.outbox,
    followers: identity.followers,
    following: identity.following,
    featured: identity.featured,
    endpoints: { sharedInbox: identity.sharedInbox },
    publicKey: { id: identity.keyId, owner: identity.actorId, publicKeyPem: facts.publicKeyPem },
    ...(icon ? { icon: { type: "Image", url: icon } } : {}),
    attachment: [
      { type: "PropertyValue", name: "Blog", value: link(`${identity.publicUrl}/`) },
      ...SOCIAL_LINKS.filter(([, field]) => profile[field]).map(([name, field]) => ({
        type: "PropertyValue",
        name,
        value: link(profile[field]),
      })),
    ],
    alsoKnownAs: facts.alsoKnownAs,
    manuallyApprovesFollowers: false,
    discoverable: true,
    indexable: true,
    published: facts.since.toISOString(),
  };
}
