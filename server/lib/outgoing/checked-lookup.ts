import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import { isPrivateAddress } from "./private-address";

/** Thrown (as a connection error, code EPRIVATE) when a host resolves only to addresses the server does not fetch from. */
export class PrivateAddressError extends Error {
  readonly code = "EPRIVATE";
}

/**
 * A DNS lookup for http(s) requests that connects only to an address that passed the check, so a
 * name that resolves differently between a check and the connection (DNS rebinding) cannot slip
 * through.
 */
export function checkedLookup(allowPrivateHosts: boolean, reason: string): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      const reply = callback as (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
      if (error) return reply(error, "", 0);
      const usable = allowPrivateHosts ? addresses : addresses.filter((entry) => !isPrivateAddress(entry.address));
      if (usable.length === 0) return reply(new PrivateAddressError(reason), "", 0);
      if (options.all) return reply(null, usable);
      reply(null, usable[0].address, usable[0].family);
    });
  };
}

/** A literal address in a URL is never looked up, so it is checked here, before connecting. */
export function isPrivateLiteral(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  return isIP(host) !== 0 && isPrivateAddress(host);
}
