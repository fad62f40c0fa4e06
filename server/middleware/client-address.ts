import { isIPv4, isIPv6 } from "node:net";

/**
 * The part of a client address a rate limit counts: an IPv4 address whole, an IPv6 address by its
 * /64. One home or server gets a whole /64 from its provider and can use any address in it, so
 * counting single IPv6 addresses would give one machine billions of fresh limits.
 * An IPv4 address written as IPv6 (`::ffff:1.2.3.4`, as a dual-stack socket reports it) counts as
 * the IPv4 address it is. Anything else (no address, a unix socket) is counted as given.
 */
export function limitedAddress(address: string): string {
  const bare = address.trim().toLowerCase().replace(/%.*$/, "");
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const hextets = expandIPv6(bare);
  if (hextets.slice(0, 5).every((part) => part === 0) && hextets[5] === 0xffff) {
    return [hextets[6] >> 8, hextets[6] & 0xff, hextets[7] >> 8, hextets[7] & 0xff].join(".");
  }
  return `${hextets
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, with `::` filled in and a dotted IPv4 tail turned into two groups. */
function expandIPv6(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
