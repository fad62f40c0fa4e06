/** Activity Streams' vocabulary as the blog speaks it, and how a request asks for it. */

export const ACTIVITY_STREAMS = "https://www.w3.org/ns/activitystreams";
export const PUBLIC_AUDIENCE = `${ACTIVITY_STREAMS}#Public`;
export const ACTIVITY_CONTEXT = [
  ACTIVITY_STREAMS,
  "https://w3id.org/security/v1",
  {
    Hashtag: "as:Hashtag",
    sensitive: "as:sensitive",
    manuallyApprovesFollowers: "as:manuallyApprovesFollowers",
    toot: "http://joinmastodon.org/ns#",
    featured: { "@id": "toot:featured", "@type": "@id" },
    discoverable: "toot:discoverable",
    indexable: "toot:indexable",
    schema: "http://schema.org#",
    PropertyValue: "schema:PropertyValue",
    value: "schema:value",
    alsoKnownAs: { "@id": "as:alsoKnownAs", "@type": "@id" },
  },
] as const;

export const ACTIVITY_JSON = "application/activity+json";
const LD_JSON = "application/ld+json";

/**
 * Whether a request asks for the Activity Streams document rather than the page: Mastodon and
 * the others send `application/activity+json` or `application/ld+json; profile="..."`; no browser
 * sends either. A plain substring test: this runs before the response cache on every request.
 */
export function wantsActivityJson(accept: string | undefined): boolean {
  return accept !== undefined && (accept.includes(ACTIVITY_JSON) || accept.includes(LD_JSON));
}

/** Sends an Activity Streams document, typed as the fediverse expects. */
export function activityBody(document: object): string {
  return JSON.stringify(document);
}
