import type { FediverseIdentity } from "./identity";

export const NODEINFO_SCHEMA = "http://nodeinfo.diaspora.software/ns/schema/2.1";
export const SUBSCRIBE_REL = "http://ostatus.org/schema/1.0/subscribe";

/** The accounts a WebFinger `resource` may name for the blog: its acct: handle, the actor's id, and its profile page. */
function namesTheBlog(identity: FediverseIdentity, resource: string): boolean {
  const wanted = resource.trim();
  if (wanted === identity.actorId || wanted === `${identity.publicUrl}/` || wanted === identity.publicUrl) return true;
  const acct = /^acct:@?([^@]+)@(.+)$/i.exec(wanted);
  return (
    acct !== null && acct[1].toLowerCase() === identity.username.toLowerCase() && acct[2].toLowerCase() === identity.domain.toLowerCase()
  );
}

/** WebFinger's answer (RFC 7033) for the blog's account, or null when the resource names another. */
export function webfingerDocument(identity: FediverseIdentity, resource: string) {
  if (!namesTheBlog(identity, resource)) return null;
  return {
    subject: identity.acct,
    aliases: [identity.actorId, `${identity.publicUrl}/`],
    links: [
      { rel: "self", type: "application/activity+json", href: identity.actorId },
      { rel: "http://webfinger.net/rel/profile-page", type: "text/html", href: `${identity.publicUrl}/` },
      { rel: SUBSCRIBE_REL, template: `${identity.publicUrl}/fediverse/interact?uri={uri}` },
    ],
  };
}

/** Where NodeInfo is: the discovery document at /.well-known/nodeinfo. */
export function nodeinfoLinks(identity: FediverseIdentity) {
  return { links: [{ rel: NODEINFO_SCHEMA, href: `${identity.publicUrl}/nodeinfo/2.1` }] };
}

/** NodeInfo 2.1: what software the blog runs and how much it has published, for server directories. */
export function nodeinfoDocument(siteName: string, version: string, localPosts: number) {
  return {
    version: "2.1",
    software: { name: "furrow", version },
    protocols: ["activitypub"],
    services: { inbound: [], outbound: ["rss2.0"] },
    openRegistrations: false,
    usage: { users: { total: 1, activeMonth: 1, activeHalfyear: 1 }, localPosts },
    metadata: { nodeName: siteName },
  };
}
