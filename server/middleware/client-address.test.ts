import { describe, expect, it } from "vitest";
import { limitedAddress } from "./client-address";

describe("the client address a rate limit counts", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:203.0.113.7", "203.0.113.7"],
    ["::ffff:cb00:7107", "203.0.113.7"],
    ["0:0:0:0:0:ffff:203.0.113.7", "203.0.113.7"],
  ])("counts %s as the IPv4 address %s", (given, counted) => {
    expect(limitedAddress(given)).toBe(counted);
  });

  it.each([
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::9", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8::1:2:3:4:5", "2001:db8:0:1::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["2001:db8:1:2::", "2001:db8:1:2::/64"],
    ["64:ff9b::203.0.113.7", "64:ff9b:0:0::/64"],
  ])("counts the IPv6 address %s by its /64, %s", (given, counted) => {
    expect(limitedAddress(given)).toBe(counted);
  });

  it("counts two addresses of one /64 as one client, and of neighbouring /64s as two", () => {
    expect(limitedAddress("2001:db8:aa:bb::1")).toBe(limitedAddress("2001:db8:aa:bb:ffff:1234:5678:9abc"));
    expect(limitedAddress("2001:db8:aa:bb::1")).not.toBe(limitedAddress("2001:db8:aa:bc::1"));
  });

  it("leaves what is not an address as it is", () => {
    expect(limitedAddress("unknown")).toBe("unknown");
    expect(limitedAddress("2001:db8::1::2")).toBe("2001:db8::1::2");
  });
});
