import { describe, expect, it } from "vitest";
import type { IncomingMessage } from "node:http";
import { addressBlock, clientAddress } from "../../../server/client-address.ts";

const req = (peer: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress: peer }, headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor } }) as unknown as IncomingMessage;

describe("client address", () => {
  it("is the connection's peer unless proxies are trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress(req("203.0.113.5", "10.0.0.1"), 0)).toBe("203.0.113.5");
    expect(clientAddress(req("::ffff:203.0.113.5"), 0)).toBe("203.0.113.5");
  });

  it("behind trusted proxies, is the address the outermost trusted proxy saw, not one the client wrote", () => {
    expect(clientAddress(req("10.0.0.2", "198.51.100.7"), 1)).toBe("198.51.100.7");
    expect(clientAddress(req("10.0.0.2", "6.6.6.6, 198.51.100.7"), 1)).toBe("198.51.100.7");
    expect(clientAddress(req("10.0.0.3", "6.6.6.6, 198.51.100.7, 10.0.0.2"), 2)).toBe("198.51.100.7");
    // A proxy that added nothing: the peer is all there is.
    expect(clientAddress(req("10.0.0.2"), 1)).toBe("10.0.0.2");
  });

  it("groups IPv4 by /24 and IPv6 by /64, however the address is written", () => {
    expect(addressBlock("203.0.113.5")).toBe("203.0.113.0/24");
    expect(addressBlock("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressBlock("2001:DB8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(addressBlock("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBlock("::1")).toBe("0:0:0:0::/64");
  });
});
