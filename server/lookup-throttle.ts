/**
 * Lookups by a secret (a join code, a reconnection token, a seat's credential) that find nothing are
 * how a stranger guesses one, so they are counted per client address and per address block; past
 * the budget every lookup from there is refused the same way, whether the secret was right or not.
 * A person who has the code rarely misses, so they are never held up.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AbuseLog } from "./abuse-log.ts";
import { addressBlock, clientAddress } from "./client-address.ts";
import { KeyedBuckets } from "./throttle.ts";

export interface LookupBudget {
  /** Misses a client may make at once, and refilled a second. */
  perClient: { burst: number; perSecond: number };
  /** The same for all the clients of an address block together. */
  perBlock: { burst: number; perSecond: number };
}

export class LookupThrottle {
  private readonly clients: KeyedBuckets;
  private readonly blocks: KeyedBuckets;
  private readonly trustedProxies: number;
  private readonly abuse: AbuseLog;

  constructor(budget: LookupBudget, trustedProxies: number, abuse: AbuseLog) {
    this.clients = new KeyedBuckets(budget.perClient.burst, budget.perClient.perSecond);
    this.blocks = new KeyedBuckets(budget.perBlock.burst, budget.perBlock.perSecond);
    this.trustedProxies = trustedProxies;
    this.abuse = abuse;
  }

  addressOf(req: IncomingMessage) {
    return clientAddress(req, this.trustedProxies);
  }

  /** Whether a lookup from this request's client may be answered at all. */
  allows(req: IncomingMessage): boolean {
    const address = this.addressOf(req);
    return this.clients.has(address) && this.blocks.has(addressBlock(address));
  }

  /** The lookup found nothing. */
  missed(req: IncomingMessage) {
    const address = this.addressOf(req);
    this.clients.take(address);
    this.blocks.take(addressBlock(address));
  }

  /** Answers a lookup that `allows` refused: the same for every secret, right or wrong (docs/protocol.md). */
  refuse(req: IncomingMessage, res: ServerResponse) {
    this.abuse.warn("guessing", { address: this.addressOf(req), path: req.url }, "refused a lookup: too many that found nothing came from this address");
    const body = JSON.stringify({ error: "too-many-attempts: too many lookups that found nothing came from your address; try again in a few minutes" });
    // CORS as Colyseus answers matchmaking, so a browser client can read why.
    res.writeHead(429, { "content-type": "application/json", "content-length": Buffer.byteLength(body), "access-control-allow-origin": req.headers.origin ?? "*", "retry-after": "60" });
    res.end(body);
  }
}
