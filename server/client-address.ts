/**
 * Who is asking: the address a throttle counts a request against. X-Forwarded-For is read only for
 * the reverse proxies the operator declared (TRUST_PROXY): a client writes that header as it likes.
 */
import type { IncomingMessage } from "node:http";
import { isIPv6 } from "node:net";

/** The client's address, `trustedProxies` hops back along X-Forwarded-For from the connection's peer. */
export function clientAddress(req: IncomingMessage, trustedProxies: number): string {
  const peer = plain(req.socket.remoteAddress ?? "");
  if (trustedProxies === 0) return peer;
  const header = req.headers["x-forwarded-for"];
  const chain = (Array.isArray(header) ? header.join(",") : header ?? "").split(",").map((a) => plain(a.trim())).filter(Boolean);
  chain.push(peer);
  // Each trusted proxy appended the address it was reached from; the one before them is the client.
  return chain[Math.max(0, chain.length - 1 - trustedProxies)];
}

/**
 * The block an address belongs to: its IPv6 /64 (one host often holds a whole /64 and can use any
 * address in it) or its IPv4 /24.
 */
export function addressBlock(address: string): string {
  if (!isIPv6(address)) return address.split(".").slice(0, 3).join(".") + ".0/24";
  const groups = expandIPv6(address);
  return groups.slice(0, 4).join(":") + "::/64";
}

/** An IPv4-mapped IPv6 address (::ffff:1.2.3.4) as the IPv4 address it is. */
function plain(address: string) {
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

function expandIPv6(address: string): string[] {
  const [head, tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail !== undefined && tail ? tail.split(":") : [];
  const zeros = Array(8 - left.length - right.length).fill("0");
  return [...left, ...(tail !== undefined ? zeros : []), ...right].map((g) => g.toLowerCase());
}
